import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/auth/permissions";
import { getProject } from "@/lib/projects/queries";
import { listComments } from "@/lib/projects/comments";
import { listTasks } from "@/lib/projects/tasks";
import { getStageHistory } from "@/lib/pipeline/queries";
import { listUsers } from "@/lib/users/service";
import { commentSchema, projectSchema, taskSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";
import { reservingOf } from "@/app/(portal)/_views/reserving";
import type { SessionUser } from "@/lib/session";
import type { ProjectRead } from "@/components/projects/project-dialog/project-api";

/**
 * Everything the edit page shows, read with the employee's own authorization (the same functions as
 * GET /api/projects/{id}, its comments and tasks, and GET /api/users?status=approved), as JSON would
 * carry it. Null when the project does not exist (or, for an investor, is not shared with them).
 */
export async function readEditableProject(user: SessionUser, id: string) {
  return nullWhenMissing(() => editableParts(user, id));
}

/**
 * What anyone else sees at the same address: the project as shared with them, its engineering updates, and
 * (for an investor) the readiness and place in line its Reserve control needs, as on the dashboard.
 */
export async function readViewableProject(user: SessionUser, id: string) {
  return nullWhenMissing(async () => {
    const [parts, reserving] = await Promise.all([viewableParts(user, id), reservingOf(user)]);
    return { ...parts, reserving };
  });
}

/**
 * The project dialog's project (on the dashboard and the board, whose pages read the readiness already):
 * what the viewer's role sees of it, and for an employee its stage history too (GET …/stage-history).
 */
export async function readDialogProject(user: SessionUser, id: string): Promise<ProjectRead | null> {
  return nullWhenMissing(async () => {
    if (!can(user, "projects.write")) return { ...(await viewableParts(user, id)), staff: null };
    const [{ project, updates, ...staff }, stageHistory] = await Promise.all([editableParts(user, id), getStageHistory(user, id)]);
    return { project, updates, staff: { ...staff, stageHistory } };
  });
}

async function editableParts(user: SessionUser, id: string) {
  const [project, updates, tasks, approved] = await Promise.all([getProject(user, id), listComments(user, id), listTasks(user, id), listUsers({ status: "approved" })]);
  const assignees = approved.map(({ id, username, role }) => ({ id, username, role }));
  return { ...wireOf(project, updates), tasks: asWire(z.array(taskSchema), tasks), assignees };
}

async function viewableParts(user: SessionUser, id: string) {
  const [project, updates] = await Promise.all([getProject(user, id), listComments(user, id)]);
  return wireOf(project, updates);
}

/** The project and its updates as GET /api/projects/{id} and GET …/comments answer them. */
function wireOf(project: unknown, updates: unknown) {
  return { project: asWire(projectSchema, project), updates: asWire(z.array(commentSchema), updates) };
}

async function nullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    throw err;
  }
}
