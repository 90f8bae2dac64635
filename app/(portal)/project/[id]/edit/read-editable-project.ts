import "server-only";
import { AppError } from "@/lib/errors";
import { getProject } from "@/lib/projects/queries";
import { listComments } from "@/lib/projects/comments";
import { listTasks } from "@/lib/projects/tasks";
import { listUsers } from "@/lib/users/service";
import { toWire } from "@/lib/wire";
import type { SessionUser } from "@/lib/session";

/**
 * Everything the edit page shows, read with the employee's own authorization (the same functions as
 * GET /api/projects/{id}, its comments and tasks, and GET /api/users?status=approved), as JSON would
 * carry it. Null when the project does not exist.
 */
export async function readEditableProject(user: SessionUser, id: string) {
  try {
    const [project, updates, tasks, approved] = await Promise.all([getProject(user, id), listComments(user, id), listTasks(user, id), listUsers({ status: "approved" })]);
    const assignees = approved.map(({ id, username, role }) => ({ id, username, role }));
    return { project: toWire(project), updates: toWire(updates), tasks: toWire(tasks), assignees };
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    throw err;
  }
}
