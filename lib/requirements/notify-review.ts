import "server-only";
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { notifyUser } from "@/lib/notifications/deliver";
import { decisionLinks } from "@/lib/notifications/links";
import { day, withReason } from "@/lib/notifications/decisions";
import { hoursPhrase } from "@/lib/requirements/decimal-hours";
import { SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

/** Service hours or education credits, one notification per decided entry (a bulk approval decides several). */
export async function notifyEntriesReviewed(tx: Tx, afterCommit: AfterCommit, kind: "service-hours" | "education-credits", ids: string[]): Promise<void> {
  if (kind === "service-hours") {
    const rows = await tx.serviceHours.findMany({ where: { id: { in: ids } }, select: { userId: true, hours: true, serviceDate: true, category: true, status: true, rejectionReason: true } });
    for (const r of rows) {
      const what = `${hoursPhrase(r.hours.toFixed(2), "service hour")} on ${day(r.serviceDate)} (${SERVICE_CATEGORY_LABELS[r.category]})`;
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
      message: `Your education credit "${r.courseName}" (${hoursPhrase(r.creditHours.toFixed(2), "credit hour")}) was ${r.status}.${withReason(r.rejectionReason)}`,
      link: decisionLinks.educationCredits,
    });
  }
}
