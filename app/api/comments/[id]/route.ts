import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { deleteComment } from "@/lib/projects/comments";

export const DELETE = route(projectEndpoints.deleteComment, async ({ user, params }) => {
  await deleteComment(user, params.id);
  return { message: "Comment deleted successfully" };
});
