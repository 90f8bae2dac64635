// Issue 31 §3: one's own mail settings (any signed-in user), and the unsubscribe link's calls, which are
// public: the token is the credential. The link's GET only redirects to its page (303 for everyone).
import type { AccessRow, ActionRow } from "@/test/access/types";
import { everyone } from "@/test/access/types";
import { GET as readPreferences, PUT as writePreferences } from "@/app/api/profile/notifications/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { savePreferencesAction } from "@/actions/notification-mail/save-preferences";
import { unsubscribeAction } from "@/actions/notification-mail/unsubscribe";
import { env } from "@/lib/env";
import { unsubscribeToken } from "@/lib/notification-mail/unsubscribe-token";

/** The external caller's link for a category, as their mail would carry it. */
const tokenOf = (cast: { external: { id: string } }) => unsubscribeToken(cast.external.id, "reservations", env.sessionSecret);
const at = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

export const notificationMailRows: AccessRow[] = [
  { name: "GET /api/profile/notifications", handler: readPreferences, permission: "signed-in" },
  { name: "PUT /api/profile/notifications", handler: writePreferences, setup: async () => ({ body: { preferences: { agreements: "digest" } } }), permission: "signed-in" },
  {
    name: "POST /api/unsubscribe",
    handler: unsubscribePost,
    setup: async (cast) => ({ url: at(tokenOf(cast)), rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    permission: "public",
  },
  { name: "GET /api/unsubscribe", handler: unsubscribeGet, setup: async (cast) => ({ url: at(tokenOf(cast)) }), permission: "public", overrides: everyone(303) },
];

export const notificationMailActionRows: ActionRow[] = [
  { name: "savePreferencesAction", action: savePreferencesAction, form: true, input: async () => ({ decisions: "digest" }), permission: "signed-in" },
  { name: "unsubscribeAction", action: unsubscribeAction, form: true, input: async (cast) => ({ token: tokenOf(cast) }), permission: "public" },
];
