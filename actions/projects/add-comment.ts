"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { createCommentSchema } from "@/lib/projects/schemas";
import { addComment } from "@/lib/projects/comments";
import { commentSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";

/** An engineering update on project `id` (only while it is Committed; the service decides). */
export const addCommentAction = action(
  { permission: "projects.comment", input: idParams.extend(createCommentSchema.shape), idempotent: "comments.create" },
  async ({ user, input: { id, ...comment } }) => asWire(commentSchema, await addComment(user, id, comment)),
);
