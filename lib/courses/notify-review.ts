import "server-only";
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { notifyUser } from "@/lib/notifications/deliver";
import { decisionLinks } from "@/lib/notifications/links";
import { withReason } from "@/lib/notifications/decisions";

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
