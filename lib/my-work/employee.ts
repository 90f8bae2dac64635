import "server-only";
// "My work" for an employee: their project tasks that are due or overdue, across every project, and every
// review queue with its count and the screen where it is decided.
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { addDays, utcDay } from "@/lib/my-work/days";
import { reviewLinks, taskLink } from "@/lib/my-work/links";
import { TASK_HORIZON_DAYS, TASK_LIST_LIMIT, type MyWorkItem, type MyWorkSummary, type MyWorkTask } from "@/lib/my-work/summary";
import { waitingSql, type WaitingCounts } from "@/lib/my-work/waiting-sql";

type Actor = Pick<SessionUser, "id" | "role">;

/** Everything waiting for employees as one number: the side menu's badge (one statement, see waiting-sql.ts). */
export async function employeeWaitingTotal(actor: Actor, now = new Date()): Promise<number> {
  authorize(actor, "tasks.manage");
  return totalOf(await readCounts(actor, now));
}

export async function employeeWork(actor: Actor, now = new Date()): Promise<MyWorkSummary> {
  authorize(actor, "tasks.manage");
  const today = utcDay(now);
  const [counts, tasks] = await Promise.all([readCounts(actor, now), dueTasks(actor.id, today)]);
  return { role: "employee", today, tasks, taskCount: counts.tasks, items: reviewItems(counts, now), total: totalOf(counts) };
}

async function readCounts(actor: Actor, now: Date): Promise<WaitingCounts> {
  const db = await getDb();
  const [row] = await db.$queryRaw<WaitingCounts[]>(waitingSql(actor.id, addDays(utcDay(now), TASK_HORIZON_DAYS)));
  return row;
}

const totalOf = (c: WaitingCounts) => c.tasks + c.hours + c.credits + c.documents + c.completions + c.reservations + c.registrations;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function reviewItems(c: WaitingCounts, now: Date): MyWorkItem[] {
  const year = now.getUTCFullYear();
  const item = (kind: MyWorkItem["kind"], title: string, count: number, detail: string, href: string): MyWorkItem => ({ kind, title, count, detail, dueDate: null, href });
  return [
    item("hours", "Service hours to review", c.hours, plural(c.hours, "entry waits", "entries wait") + " for approval.", reviewLinks.hours(c.hoursYear ?? year)),
    item("credits", "Education credits to review", c.credits, plural(c.credits, "credit waits", "credits wait") + " for approval.", reviewLinks.credits(c.creditsYear ?? year)),
    item("documents", "Deal-room documents to review", c.documents, plural(c.documents, "document has", "documents have") + " a file or link not yet accepted or rejected.", reviewLinks.documents),
    item("completions", "Course completions to review", c.completions, plural(c.completions, "completion waits", "completions wait") + " for approval.", reviewLinks.completions),
    item("reservations", "Reservation requests", c.reservations, plural(c.reservations, "request waits", "requests wait") + " for approval.", reviewLinks.reservations),
    item("registrations", "Registrations to approve", c.registrations, plural(c.registrations, "account waits", "accounts wait") + " for approval.", reviewLinks.registrations),
  ];
}

type TaskRow = { id: string; title: string; priority: MyWorkTask["priority"]; dueDate: string; projectId: string; client: string };

/** Open tasks assigned to the user, due by the horizon: overdue first (oldest due first), then by due date. */
async function dueTasks(userId: string, today: string): Promise<MyWorkTask[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<TaskRow[]>`
    SELECT t.id, t.title, t.priority::text AS priority, to_char(t."dueDate", 'YYYY-MM-DD') AS "dueDate", t."projectId", p.client
    FROM project_tasks t JOIN projects p ON p.id = t."projectId"
    WHERE t."assignedTo" = ${userId} AND t.status <> 'completed' AND t."dueDate" <= ${addDays(today, TASK_HORIZON_DAYS)}::date
    ORDER BY t."dueDate", t.id LIMIT ${TASK_LIST_LIMIT}`;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    priority: r.priority,
    dueDate: r.dueDate,
    overdue: r.dueDate < today,
    project: { id: r.projectId, name: r.client },
    href: taskLink(r.projectId),
  }));
}
