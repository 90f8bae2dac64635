import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { getProject } from "@/lib/projects/queries";
import { deleteProject, updateProject } from "@/lib/projects/service";

export const GET = route(projectEndpoints.get, ({ user, params }) => getProject(user, params.id));

export const PUT = route(projectEndpoints.update, ({ user, params, body }) =>
  updateProject(user, params.id, body),
);

export const DELETE = route(projectEndpoints.delete, async ({ user, params }) => {
  await deleteProject(user, params.id);
  return { message: "Project deleted successfully" };
});
