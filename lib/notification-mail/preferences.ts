import "server-only";
// Issue 31 §3: each user's mail mode per notification category (no row: immediately). Read by the
// notification's own mail (lib/notification-mail/mail.ts) and the digest, written from the profile page,
// its route, and the one-click unsubscribe.
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { assertAccess } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { categoriesFor, DEFAULT_MODE, NOTIFICATION_CATEGORIES, type MailMode, type NotificationCategory } from "@/lib/notification-mail/categories";
import type { PreferencesInput } from "@/lib/notification-mail/schemas";

export type Preferences = Partial<Record<NotificationCategory, MailMode>>;

/** The mode a user chose for a category, or the default. */
export async function modeFor(tx: Tx, userId: string, category: NotificationCategory): Promise<MailMode> {
  const row = await tx.notificationPreference.findUnique({ where: { userId_category: { userId, category } }, select: { mode: true } });
  return (row?.mode as MailMode | undefined) ?? DEFAULT_MODE;
}

export async function setMode(tx: Tx, userId: string, category: NotificationCategory, mode: MailMode): Promise<void> {
  await tx.notificationPreference.upsert({ where: { userId_category: { userId, category } }, create: { userId, category, mode }, update: { mode } });
}

/** GET /api/profile/notifications: every category the caller's role receives, with its mode. */
export async function getPreferences(actor: SessionUser): Promise<Preferences> {
  assertAccess(actor, "signed-in");
  const db = await getDb();
  const rows = await db.notificationPreference.findMany({ where: { userId: actor.id }, select: { category: true, mode: true } });
  const stored = new Map(rows.map((r) => [r.category, r.mode as MailMode]));
  return Object.fromEntries(categoriesFor(actor.role).map((c) => [c, stored.get(c) ?? DEFAULT_MODE]));
}

/** PUT /api/profile/notifications: the given categories' modes (one's own only). Answers them all. */
export async function savePreferences(actor: SessionUser, input: PreferencesInput): Promise<Preferences> {
  assertAccess(actor, "signed-in");
  await transaction(async (tx) => {
    for (const category of NOTIFICATION_CATEGORIES) {
      const mode = input.preferences[category];
      if (mode) await setMode(tx, actor.id, category, mode);
    }
  });
  return getPreferences(actor);
}
