import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { markNotificationRead } from "@/lib/agreements/notifications/service";

export const POST = route(agreementEndpoints.markRead, ({ user, params }) => markNotificationRead(user, params.id));
