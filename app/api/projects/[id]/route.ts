import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { updateProjectSchema } from "@/lib/projects/schemas";
import { getProject } from "@/lib/projects/queries";
import { deleteProject, updateProject } from "@/lib/projects/service";

export const GET = route({ access: "user", params: idParams }, ({ user, params }) => getProject(user, params.id));

export const PUT = route({ access: "employee", params: idParams, body: updateProjectSchema }, ({ user, params, body }) =>
  updateProject(user, params.id, body),
);

export const DELETE = route({ access: "employee", params: idParams }, async ({ user, params }) => {
  await deleteProject(user, params.id);
  return { message: "Project deleted successfully" };
});
