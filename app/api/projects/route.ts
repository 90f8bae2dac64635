import { json, route } from "@/lib/route";
import { createProjectSchema, projectListQuerySchema } from "@/lib/projects/schemas";
import { listProjects } from "@/lib/projects/queries";
import { createProject } from "@/lib/projects/service";

export const GET = route({ access: "user", query: projectListQuerySchema }, async ({ user, query }) => {
  const { rows, total } = await listProjects(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});

export const POST = route({ access: "employee", body: createProjectSchema }, async ({ user, body }) =>
  json(await createProject(user, body), { status: 201 }),
);
