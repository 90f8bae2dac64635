import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { deleteTask } from "@/lib/projects/tasks";

export const DELETE = route(projectEndpoints.deleteTask, async ({ user, params }) => {
  await deleteTask(user, params.id);
  return { message: "Task deleted successfully" };
});
