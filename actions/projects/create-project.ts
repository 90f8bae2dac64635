"use server";
import { action } from "@/lib/action";
import { createProjectSchema } from "@/lib/projects/schemas";
import { createProject } from "@/lib/projects/service";
import { projectSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";

/** The project dialog's Create Project; a double click replays the first answer instead of a second project. */
export const createProjectAction = action(
  { permission: "projects.write", input: createProjectSchema, idempotent: "projects.create" },
  async ({ user, input }) => asWire(projectSchema, await createProject(user, input)),
);
