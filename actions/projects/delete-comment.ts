"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { deleteComment } from "@/lib/projects/comments";

/** The author deletes their own engineering update (the service refuses anyone else). */
export const deleteCommentAction = action({ permission: "projects.comment", input: idParams }, async ({ user, input }) => {
  await deleteComment(user, input.id);
});
