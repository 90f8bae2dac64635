import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { completeTask } from "@/lib/projects/tasks";

export const POST = route(projectEndpoints.completeTask, ({ user, params }) => completeTask(user, params.id));
