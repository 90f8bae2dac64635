// The project as the browser receives it from GET /api/projects: the registry's response schema (the
// fields both roles get, and the employees' own as optional), dates as ISO text.
import type { z } from "zod";
import type { projectSchema } from "@/lib/api/registry/projects";

export type ProjectItem = z.output<typeof projectSchema>;

/** One page of the list and the count of every match (GET /api/projects' X-Total-Count). */
export type ProjectPage = { rows: ProjectItem[]; total: number };
