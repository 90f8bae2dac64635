import { json, route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { createTask, listTasks } from "@/lib/projects/tasks";

export const GET = route(projectEndpoints.listTasks, ({ user, params }) => listTasks(user, params.id));

export const POST = route(projectEndpoints.addTask, async ({ user, params, body }) =>
  json(await createTask(user, params.id, body), { status: 201 }),
);
