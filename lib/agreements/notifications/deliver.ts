import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { z } from "zod";
import type { AfterCommit } from "@/lib/transaction";
import { defineEffect } from "@/lib/outbox/effect";

/** A bell entry; `versionId` ties it to an agreement version (deleted with it), other features leave it out. */
export type NewNotification = { kind: string; message: string; link: string; versionId?: string };
export type UserNotification = NewNotification & { userId: string };

// Notifications that follow a change are recorded in its transaction (lib/outbox) and written once it has
// committed: a rolled-back change never notifies, and one interrupted by a crash notifies on the next start.

export async function notifyUser(afterCommit: AfterCommit, userId: string, n: NewNotification): Promise<void> {
  await afterCommit(toUser, { userId, ...n });
}

/** Every approved member of the legal team (whoever holds templates.negotiate). */
export async function notifyLegalTeam(afterCommit: AfterCommit, n: NewNotification): Promise<void> {
  await afterCommit(toLegalTeam, n);
}

/** The "notification.user" effect. */
export async function deliverToUser(tx: Tx, { userId, kind, message, link, versionId }: UserNotification): Promise<void> {
  await tx.notification.create({ data: { userId, kind, message, link, versionId } });
}

/** The "notification.legal-team" effect: one statement, whoever is on the team when it runs. */
export async function deliverToLegalTeam(tx: Tx, { kind, message, link, versionId }: NewNotification): Promise<void> {
  const roles = PERMISSIONS["templates.negotiate"];
  await tx.$executeRaw`
    INSERT INTO notifications (id, "userId", kind, message, link, "versionId")
    SELECT gen_random_uuid()::text, id, ${kind}, ${message}, ${link}, ${versionId ?? null}
    FROM users WHERE role::text IN (${Prisma.join([...roles])}) AND status = 'approved'`;
}

const notification = z.object({ kind: z.string().max(40), message: z.string(), link: z.string(), versionId: z.string().optional() });
const toUser = defineEffect("notification.user", notification.extend({ userId: z.string() }), deliverToUser);
const toLegalTeam = defineEffect("notification.legal-team", notification, deliverToLegalTeam);
