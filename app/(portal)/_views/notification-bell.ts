import "server-only";
import type { SessionUser } from "@/lib/session";
import { notificationListSchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { listNotifications } from "@/lib/agreements/notifications/queries";

/**
 * The header bell's first list, read with the page (GET /api/notifications' query and shape): the layout
 * passes it to NotificationBell as `initial`, so the unread count is in the HTML and the bell only polls.
 */
export async function bellNotifications(actor: SessionUser) {
  return asWire(notificationListSchema, await listNotifications(actor));
}
