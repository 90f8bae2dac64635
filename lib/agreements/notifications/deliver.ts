import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { PERMISSIONS } from "@/lib/auth/permissions";
import type { AfterCommit } from "@/lib/transaction";

/** `versionId` ties a notification to an agreement version; other kinds (reservations) have none. */
export type NewNotification = { kind: string; message: string; link: string; versionId?: string };

// Notifications that follow a change are queued in its transaction and written once it has committed
// (lib/transaction.ts): a rolled-back change never notifies, and a failing write is logged, not thrown,
// because the change already stands.

export function notifyUser(afterCommit: AfterCommit, userId: string, n: NewNotification): void {
  afterCommit(async () => (await getDb()).notification.create({ data: { userId, ...n } }));
}

/** Every approved member of the legal team (whoever holds templates.negotiate), in one statement. */
export function notifyLegalTeam(afterCommit: AfterCommit, n: NewNotification): void {
  const roles = PERMISSIONS["templates.negotiate"];
  afterCommit(async () => {
    const db = await getDb();
    await db.$executeRaw`
      INSERT INTO notifications (id, "userId", kind, message, link, "versionId")
      SELECT gen_random_uuid()::text, id, ${n.kind}, ${n.message}, ${n.link}, ${n.versionId ?? null}
      FROM users WHERE role::text IN (${Prisma.join([...roles])}) AND status = 'approved'`;
  });
}
