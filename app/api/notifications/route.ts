import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { listNotifications } from "@/lib/agreements/notifications/queries";

// The header bell: the caller's own notifications and unread count.
export const GET = route(agreementEndpoints.notifications, ({ user }) => listNotifications(user));
