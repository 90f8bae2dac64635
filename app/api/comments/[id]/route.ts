import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { deleteComment } from "@/lib/projects/comments";

export const DELETE = route({ access: "user", params: idParams }, async ({ user, params }) => {
  await deleteComment(user, params.id);
  return { message: "Comment deleted successfully" };
});
