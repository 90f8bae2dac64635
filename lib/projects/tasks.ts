import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { CreateTaskInput, Priority, TaskStatus } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";

export type TaskView = {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: Priority;
  assignedTo: string | null;
  assignedUser: { id: string; username: string; role: "employee" | "external" } | null;
  dueDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
};

const taskSelect = {
  id: true,
  projectId: true,
  title: true,
  description: true,
  status: true,
  priority: true,
  assignedTo: true,
  assignedUser: { select: { id: true, username: true, role: true } },
  dueDate: true,
  createdAt: true,
  updatedAt: true,
  completedAt: true,
} as const;

type TaskRow = Omit<TaskView, "dueDate"> & { dueDate: Date | null };

/** Due dates are calendar dates: "yyyy-MM-dd" on the wire, whatever the server's time zone. */
function presentTask(t: TaskRow): TaskView {
  return { ...t, dueDate: t.dueDate ? t.dueDate.toISOString().slice(0, 10) : null };
}

function auditValues(t: TaskView) {
  const { projectId, title, description, status, priority, assignedTo, dueDate, completedAt } = t;
  return { projectId, title, description, status, priority, assignedTo, dueDate, completedAt };
}

async function assertProjectExists(tx: Tx, projectId: string): Promise<void> {
  const found = await tx.project.findUnique({ where: { id: projectId }, select: { id: true } });
  if (!found) throw notFound("Project not found");
}

const NOT_ASSIGNABLE = "Tasks can be assigned to approved users only";

/**
 * Only approved accounts take tasks (the picker lists only them); a pending or denied one is refused. The
 * row is read FOR SHARE, so a denial running at the same moment lands either before (refused) or after.
 */
async function assertAssignable(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM users WHERE id = ${userId} FOR SHARE`;
  if (!user) throw badRequest("Assignee not found");
  if (user.status !== "approved") throw new AppError("BAD_REQUEST", NOT_ASSIGNABLE, { fieldErrors: { assignedTo: [NOT_ASSIGNABLE] } });
}

/** A project's tasks, newest first. */
export async function listTasks(actor: SessionUser, projectId: string): Promise<TaskView[]> {
  authorize(actor, "tasks.manage");
  const db = await getDb();
  await assertProjectExists(db, projectId);
  const rows = await db.projectTask.findMany({ where: { projectId }, select: taskSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(presentTask);
}

export async function createTask(actor: SessionUser, projectId: string, input: CreateTaskInput): Promise<TaskView> {
  authorize(actor, "tasks.manage");
  return transaction(async (tx) => {
    await assertProjectExists(tx, projectId);
    if (input.assignedTo) await assertAssignable(tx, input.assignedTo);
    const task = presentTask(
      await tx.projectTask.create({
        data: {
          projectId,
          title: input.title,
          description: input.description ?? null,
          priority: input.priority,
          assignedTo: input.assignedTo ?? null,
          dueDate: input.dueDate ? new Date(`${input.dueDate}T00:00:00Z`) : null,
        },
        select: taskSelect,
      }),
    );
    await writeAudit(tx, { event: "task.created", entityId: task.id, actorId: actor.id, after: auditValues(task) });
    return task;
  });
}

async function lockedTask(tx: Tx, taskId: string): Promise<TaskView> {
  // The row lock makes two concurrent completions of one task answer 200 and 409, never 200 twice.
  await tx.$queryRaw`SELECT id FROM project_tasks WHERE id = ${taskId} FOR UPDATE`;
  const task = await tx.projectTask.findUnique({ where: { id: taskId }, select: taskSelect });
  if (!task) throw notFound("Task not found");
  return presentTask(task);
}

export async function completeTask(actor: SessionUser, taskId: string): Promise<TaskView> {
  authorize(actor, "tasks.manage");
  return transaction(async (tx) => {
    const before = await lockedTask(tx, taskId);
    if (before.status === "completed") throw conflict("Task is already completed");
    const after = presentTask(
      await tx.projectTask.update({ where: { id: taskId }, data: { status: "completed", completedAt: new Date() }, select: taskSelect }),
    );
    await writeAudit(tx, { event: "task.completed", entityId: taskId, actorId: actor.id, before: auditValues(before), after: auditValues(after) });
    return after;
  });
}

export async function deleteTask(actor: SessionUser, taskId: string): Promise<void> {
  authorize(actor, "tasks.manage");
  await transaction(async (tx) => {
    const before = await lockedTask(tx, taskId);
    await tx.projectTask.delete({ where: { id: taskId } });
    await writeAudit(tx, { event: "task.deleted", entityId: taskId, actorId: actor.id, before: auditValues(before) });
  });
}
