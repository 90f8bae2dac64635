// The project and its parts as the browser receives them (dates as ISO text), and what a page that shows
// the project dialog read for it on the server: the dialog renders from these props. Its writes are server
// actions, whose refresh re-renders the page and so hands the dialog what is saved.
import type { z } from "zod";
import type { commentSchema, taskSchema } from "@/lib/api/registry/projects";
import type { StageStay } from "@/lib/pipeline/stage-history";
import type { UserWire } from "@/lib/users/wire";
import type { ProjectItem } from "@/components/shared/project-item";

export type Project = ProjectItem;
export type EngineeringUpdate = z.infer<typeof commentSchema>;
export type Task = z.infer<typeof taskSchema>;
/** Approved accounts only: pending and denied ones cannot take tasks (the server refuses them too). */
export type Assignee = Pick<UserWire, "id" | "username" | "role">;

/** `?project=new` opens Add New Project. */
export const NEW_PROJECT = "new";

/** The project with its engineering updates and, for employees, its tasks, assignees and stage history. */
export type ProjectRead = {
  project: Project;
  updates: EngineeringUpdate[];
  staff: { tasks: Task[]; assignees: Assignee[]; stageHistory: StageStay[] } | null;
};

/**
 * The page's part for its project dialog. `open`: the URL's `?project=` (an id, or NEW_PROJECT) with what was
 * read for it: null for a new project, "missing" when it does not exist or is not shared with the viewer,
 * "failed" when reading it failed.
 */
export type ProjectDialogState = {
  viewerId: string;
  editable: boolean;
  open: { id: string; read: ProjectRead | "missing" | "failed" | null } | null;
};
