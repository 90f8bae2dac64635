import { route } from "@/lib/route";
import { notificationMailEndpoints } from "@/lib/api/registry/notification-mail";
import { getPreferences, savePreferences } from "@/lib/notification-mail/preferences";

export const GET = route(notificationMailEndpoints.getPreferences, async ({ user }) => ({ preferences: await getPreferences(user) }));

export const PUT = route(notificationMailEndpoints.savePreferences, async ({ user, body }) => ({ preferences: await savePreferences(user, body) }));
