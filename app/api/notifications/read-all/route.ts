import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { markAllNotificationsRead } from "@/lib/agreements/notifications/service";

export const POST = route(agreementEndpoints.markAllRead, ({ user }) => markAllNotificationsRead(user));
