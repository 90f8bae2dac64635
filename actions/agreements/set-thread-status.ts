"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { threadStatusSchema } from "@/lib/agreements/threads/schemas";
import { setThreadStatus } from "@/lib/agreements/threads/service";

const input = z.object({ threadId: opaqueId("threadId") }).and(threadStatusSchema);

/** A thread marked open, addressed, resolved or dismissed. */
export const setThreadStatusAction = action({ permission: "signed-in", input }, ({ user, input: { threadId, ...body } }) => setThreadStatus(user, threadId, body));
