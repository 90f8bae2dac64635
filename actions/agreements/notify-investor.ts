"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { notifyVersionSchema } from "@/lib/agreements/notifications/schemas";
import { notifyVersionInvestor } from "@/lib/agreements/notifications/service";

const input = z.object({ versionId: opaqueId("versionId") }).and(notifyVersionSchema);

/** Notify Investor: a notification on the version's investor's bell. */
export const notifyInvestorAction = action({ permission: "templates.negotiate", input }, ({ user, input: { versionId, ...body } }) => notifyVersionInvestor(user, versionId, body));
