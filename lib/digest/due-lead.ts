import "server-only";
// The digest leads with "What is due" (issue 31 §5): the tasks and reviews waiting for an employee, what the
// portal still needs from an investor: the same summary as their My work page (lib/my-work), so the mail
// and the page never disagree. A digest with something due is sent even on a day with no notifications.
import { myWorkFor } from "@/lib/my-work/my-work";
import { MY_WORK_PATH } from "@/lib/notifications/links";
import { TASK_HORIZON_DAYS, type MyWorkSummary } from "@/lib/my-work/summary";
import type { SessionUser } from "@/lib/session";

export type DueLead = { lines: string[]; path: string };

/**
 * The digest's opening lines for the user, or null when nothing is due. Read before the digest's
 * transaction: on PGlite that transaction holds the one connection.
 */
export async function whatIsDue(user: Pick<SessionUser, "id" | "role" | "status">, now: Date): Promise<DueLead | null> {
  return dueLead(await myWorkFor(user, now));
}

export function dueLead(work: MyWorkSummary): DueLead | null {
  const lines: string[] = [];
  if (work.taskCount > 0) {
    const overdue = work.tasks.filter((t) => t.overdue).length;
    const tasks = work.taskCount === 1 ? "1 task" : `${work.taskCount} tasks`;
    lines.push(`${tasks} assigned to you ${overdue > 0 ? `(${overdue} overdue) ` : ""}due within ${TASK_HORIZON_DAYS} days.`);
  }
  // An employee's queues are all listed on the page, empty ones too; the mail names only those waiting.
  for (const item of work.items) if (item.count !== 0) lines.push(item.detail ? `${item.title}: ${item.detail}` : `${item.title}.`);
  return lines.length > 0 ? { lines: ["What is due (My work):", ...lines], path: MY_WORK_PATH } : null;
}
