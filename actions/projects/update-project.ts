"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { updateProjectSchema } from "@/lib/projects/schemas";
import { updateProject } from "@/lib/projects/service";
import { projectSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";

/** A dialog tab's save or the edit page's Save All Changes: only the fields given change. */
export const updateProjectAction = action(
  { permission: "projects.write", input: idParams.extend(updateProjectSchema.shape) },
  async ({ user, input: { id, ...changes } }) => asWire(projectSchema, await updateProject(user, id, changes)),
);
