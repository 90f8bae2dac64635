import "server-only";
import { getDb } from "@/lib/db";
import { assertAccess } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";

export const NOTIFICATION_LIST_SIZE = 20;

export type NotificationList = {
  unreadCount: number;
  notifications: { id: string; kind: string; message: string; link: string | null; readAt: Date | null; createdAt: Date }[];
};

/** The bell: the caller's latest notifications and their unread count, both from the (userId, readAt, createdAt) index. */
export async function listNotifications(actor: SessionUser): Promise<NotificationList> {
  assertAccess(actor, "signed-in");
  const db = await getDb();
  const [unreadCount, notifications] = await Promise.all([
    db.notification.count({ where: { userId: actor.id, readAt: null } }),
    db.notification.findMany({
      where: { userId: actor.id },
      select: { id: true, kind: true, message: true, link: true, readAt: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATION_LIST_SIZE,
    }),
  ]);
  return { unreadCount, notifications };
}
