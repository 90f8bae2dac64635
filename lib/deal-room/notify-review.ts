import "server-only";
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { notifyUser } from "@/lib/notifications/deliver";
import { decisionLinks } from "@/lib/notifications/links";
import { withReason } from "@/lib/notifications/decisions";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";

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
