import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { z } from "zod";
import type { AfterCommit } from "@/lib/transaction";
import { defineEffect, type FollowUp } from "@/lib/outbox/effect";
import { mailNotification } from "@/lib/notification-mail/mail";

/** A bell entry; `versionId` ties it to an agreement version (deleted with it), other features leave it out. */
export type NewNotification = { kind: string; message: string; link: string; versionId?: string };
export type UserNotification = NewNotification & { userId: string };

// Notifications that follow a change are recorded in its transaction (lib/outbox) and written once it has
// committed: a rolled-back change never notifies, and one interrupted by a crash notifies on the next start.
// Each bell entry also mails its recipient (issue 31 §3, lib/notification-mail/mail.ts) as the recipient's
// preferences say: the mail is recorded with the bell entry and sent once that has committed.

export async function notifyUser(afterCommit: AfterCommit, userId: string, n: NewNotification): Promise<void> {
  await afterCommit(toUser, { userId, ...n });
}

/** Every approved member of the legal team (whoever holds templates.negotiate). */
export async function notifyLegalTeam(afterCommit: AfterCommit, n: NewNotification): Promise<void> {
  await notifyHolders(afterCommit, "templates.negotiate", n);
}

/** Every approved user whose role holds `permission`, whoever that is when it runs (the reviewers of a new registration, say). */
export async function notifyHolders(afterCommit: AfterCommit, permission: Permission, n: NewNotification): Promise<void> {
  await afterCommit(toHolders, { permission, ...n });
}

/** A bell entry written in the caller's transaction, with its mail: for a notification that is the change itself. */
export async function writeNotification(tx: Tx, afterCommit: AfterCommit | FollowUp, { userId, kind, message, link, versionId }: UserNotification) {
  const created = await tx.notification.create({ data: { userId, kind, message, link, versionId }, select: { id: true, userId: true, kind: true, message: true, link: true, versionId: true } });
  await mailNotification(tx, afterCommit, userId, { kind, message, link });
  return created;
}

/** The "notification.holders" effect: one bell entry (and mail) per holder. */
async function deliverToHolders(tx: Tx, { permission, ...n }: NewNotification & { permission: Permission }, followUp: FollowUp): Promise<void> {
  const roles = PERMISSIONS[permission];
  const holders = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE role::text IN (${Prisma.join([...roles])}) AND status = 'approved' ORDER BY id`;
  for (const { id } of holders) await writeNotification(tx, followUp, { userId: id, ...n });
}

const notification = z.object({ kind: z.string().max(40), message: z.string(), link: z.string(), versionId: z.string().optional() });
const permission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);
const toUser = defineEffect("notification.user", notification.extend({ userId: z.string() }), async (tx, n, { followUp }) => {
  await writeNotification(tx, followUp, n);
});
const toHolders = defineEffect("notification.holders", notification.extend({ permission }), (tx, n, { followUp }) => deliverToHolders(tx, n, followUp));
// Rows an earlier release recorded for the legal team, before "notification.holders" named the permission.
defineEffect("notification.legal-team", notification, (tx, n, { followUp }) => deliverToHolders(tx, { ...n, permission: "templates.negotiate" }, followUp));
