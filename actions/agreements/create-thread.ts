"use server";
import { action } from "@/lib/action";
import { createThreadSchema } from "@/lib/agreements/threads/schemas";
import { createThread } from "@/lib/agreements/threads/service";

/** Add Redline: a thread on the selected text (the investor's first while reviewing moves the version to redlined). */
export const createThreadAction = action({ permission: "signed-in", input: createThreadSchema, idempotent: "agreements.thread" }, ({ user, input }) => createThread(user, input));
