import { json, route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { createTaskSchema } from "@/lib/projects/schemas";
import { createTask, listTasks } from "@/lib/projects/tasks";

export const GET = route({ access: "employee", params: idParams }, ({ user, params }) => listTasks(user, params.id));

export const POST = route({ access: "employee", params: idParams, body: createTaskSchema }, async ({ user, params, body }) =>
  json(await createTask(user, params.id, body), { status: 201 }),
);
