"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { replySchema } from "@/lib/agreements/threads/schemas";
import { addReply } from "@/lib/agreements/threads/service";

const input = z.object({ threadId: opaqueId("threadId") }).and(replySchema);

/** A reply on a redline thread, from either side. */
export const addReplyAction = action({ permission: "signed-in", input, idempotent: "agreements.reply" }, ({ user, input: { threadId, ...body } }) => addReply(user, threadId, body));
