"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { changeVersionStatusSchema } from "@/lib/agreements/versions/schemas";
import { changeVersionStatus } from "@/lib/agreements/versions/service";

const input = z.object({ versionId: opaqueId("versionId") }).and(changeVersionStatusSchema);

/** A version's status move (Mark as In Review, the tracker's moves, approve and reject with their note); the policy decides who may. */
export const changeVersionStatusAction = action({ permission: "signed-in", input }, ({ user, input: { versionId, ...move } }) => changeVersionStatus(user, versionId, move));
