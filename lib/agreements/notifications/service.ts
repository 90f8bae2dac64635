import "server-only";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize, assertAccess } from "@/lib/auth/authorize";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { lockVersion } from "@/lib/agreements/access";
import { investorVersionLink } from "@/lib/agreements/notifications/links";
import { writeNotification } from "@/lib/notifications/deliver";
import type { NotifyVersionInput } from "@/lib/agreements/notifications/schemas";

/**
 * POST /api/templates/versions/{id}/notify: the legal team asks the version's investor to respond. Here
 * the notification is the change itself, so it is written (with its mail) with its audit row in one transaction.
 */
export async function notifyVersionInvestor(actor: SessionUser, versionId: string, input: NotifyVersionInput) {
  authorize(actor, "templates.negotiate");
  return transaction(async (tx, afterCommit) => {
    const version = await lockVersion(tx, actor, versionId);
    const { id, ...created } = await writeNotification(tx, afterCommit, {
      userId: version.investorId,
      kind: "version.notify",
      message: input.message,
      link: investorVersionLink(version.templateId),
      versionId,
    });
    await writeAudit(tx, { event: "notification.sent", entityId: id, actorId: actor.id, after: created });
    return { message: "Notification sent" };
  });
}

/** Marks one of the caller's notifications read; someone else's does not exist for them. */
export async function markNotificationRead(actor: SessionUser, id: string) {
  assertAccess(actor, "signed-in");
  const db = await getDb();
  const { count } = await db.notification.updateMany({ where: { id, userId: actor.id, readAt: null }, data: { readAt: new Date() } });
  if (count === 0 && !(await db.notification.findFirst({ where: { id, userId: actor.id }, select: { id: true } }))) {
    throw notFound("Notification not found");
  }
  return { message: "Notification marked as read" };
}

export async function markAllNotificationsRead(actor: SessionUser) {
  assertAccess(actor, "signed-in");
  const db = await getDb();
  const { count } = await db.notification.updateMany({ where: { userId: actor.id, readAt: null }, data: { readAt: new Date() } });
  return { marked: count };
}
