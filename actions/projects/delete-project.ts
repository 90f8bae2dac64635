"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { deleteProject } from "@/lib/projects/service";

/** The table's Delete (after its confirmation): DELETE /api/projects/{id}'s service. */
export const deleteProjectAction = action({ permission: "projects.write", input: idParams }, ({ user, input }) => deleteProject(user, input.id));
