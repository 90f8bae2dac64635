import { json, route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { listProjects, streamProjects } from "@/lib/projects/queries";
import { createProject } from "@/lib/projects/service";

export const GET = route(projectEndpoints.list, async ({ user, query }) => {
  if (!query.pageSize) {
    // The whole list (the spec's default): streamed from keyset batches, memory flat however many rows.
    const { total, body } = await streamProjects(user, query);
    return new Response(body, { headers: { "Content-Type": "application/json", "X-Total-Count": String(total) } });
  }
  const { rows, total } = await listProjects(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});

export const POST = route(projectEndpoints.create, async ({ user, body }) =>
  json(await createProject(user, body), { status: 201 }),
);
