import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { completeTask } from "@/lib/projects/tasks";

export const POST = route({ access: "employee", params: idParams }, ({ user, params }) => completeTask(user, params.id));
