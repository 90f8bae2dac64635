import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { deleteTask } from "@/lib/projects/tasks";

export const DELETE = route({ access: "employee", params: idParams }, async ({ user, params }) => {
  await deleteTask(user, params.id);
  return { message: "Task deleted successfully" };
});
