import "server-only";
// Issue 19 §3: an employee's decision on what an investor handed in (service hours, education credits,
// deal-room documents, course completions) reaches the investor's bell, with the reason of a rejection,
// as agreement events already do. Each service makes one call after its write, inside its transaction;
// the notification is an outbox effect, so it is written once the decision has committed.
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { notifyUser } from "@/lib/agreements/notifications/deliver";
import { formatHours } from "@/lib/requirements/decimal-hours";
import { SERVICE_CATEGORY_LABELS } from "@/lib/service-hours/schemas";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";
import { decisionLinks } from "@/lib/notifications/links";

const withReason = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}` : "");
const day = (d: Date) => d.toISOString().slice(0, 10);
const plural = (n: string, one: string, many: string) => `${n} ${n === "1" ? one : many}`;

/** Service hours or education credits, one notification per decided entry (a bulk approval decides several). */
export async function notifyEntriesReviewed(tx: Tx, afterCommit: AfterCommit, kind: "service-hours" | "education-credits", ids: string[]): Promise<void> {
  if (kind === "service-hours") {
    const rows = await tx.serviceHours.findMany({ where: { id: { in: ids } }, select: { userId: true, hours: true, serviceDate: true, category: true, status: true, rejectionReason: true } });
    for (const r of rows) {
      const what = `${plural(formatHours(r.hours.toFixed(2)), "service hour", "service hours")} on ${day(r.serviceDate)} (${SERVICE_CATEGORY_LABELS[r.category]})`;
      await notifyUser(afterCommit, r.userId, {
        kind: `service-hours.${r.status}`,
        message: `Your ${what} ${r.hours.equals(1) ? "was" : "were"} ${r.status}.${withReason(r.rejectionReason)}`,
        link: decisionLinks.serviceHours,
      });
    }
    return;
  }
  const rows = await tx.educationCredit.findMany({ where: { id: { in: ids } }, select: { userId: true, courseName: true, creditHours: true, status: true, rejectionReason: true } });
  for (const r of rows) {
    await notifyUser(afterCommit, r.userId, {
      kind: `education-credit.${r.status}`,
      message: `Your education credit "${r.courseName}" (${plural(formatHours(r.creditHours.toFixed(2)), "credit hour", "credit hours")}) was ${r.status}.${withReason(r.rejectionReason)}`,
      link: decisionLinks.educationCredits,
    });
  }
}

/** A deal-room document accepted or rejected. */
export async function notifyDocumentReviewed(tx: Tx, afterCommit: AfterCommit, documentId: string): Promise<void> {
  const d = await tx.document.findUniqueOrThrow({ where: { id: documentId }, select: { userId: true, documentType: true, reviewStatus: true, reviewReason: true } });
  if (!d.reviewStatus) return;
  await notifyUser(afterCommit, d.userId, {
    kind: `document.${d.reviewStatus}`,
    message: `Your deal-room document "${DOCUMENT_LABELS[d.documentType]}" was ${d.reviewStatus}.${withReason(d.reviewReason)}`,
    link: decisionLinks.dealRoom,
  });
}

/** A course completion approved or rejected. */
export async function notifyCompletionReviewed(tx: Tx, afterCommit: AfterCommit, completionId: string): Promise<void> {
  const c = await tx.courseCompletion.findUniqueOrThrow({
    where: { id: completionId },
    select: { userId: true, courseId: true, status: true, rejectionReason: true, course: { select: { title: true } } },
  });
  if (c.status === "pending") return;
  await notifyUser(afterCommit, c.userId, {
    kind: `course-completion.${c.status}`,
    message: `Your completion of "${c.course.title}" was ${c.status}.${withReason(c.rejectionReason)}`,
    link: decisionLinks.course(c.courseId),
  });
}
