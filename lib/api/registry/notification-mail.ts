import { z } from "zod";
import { endpoint } from "@/lib/api/registry/endpoint";
import { MAIL_MODES, NOTIFICATION_CATEGORIES, UNSUBSCRIBE_SCOPES } from "@/lib/notification-mail/categories";
import { preferencesSchema, unsubscribeSchema } from "@/lib/notification-mail/schemas";

// Issue 31 §3: notification mail preferences, the one-click unsubscribe (RFC 8058) and the daily digest.

const preferences = z.object({
  preferences: z.partialRecord(z.enum(NOTIFICATION_CATEGORIES), z.enum(MAIL_MODES)).meta({ description: "Each category the caller's role receives, with its mode" }),
});

export const notificationMailEndpoints = {
  getPreferences: endpoint({
    method: "GET",
    path: "/api/profile/notifications",
    tag: "auth",
    summary: "One's notification mail settings",
    description: "Per category (decisions, reservations, agreements, reviews, account): immediately, digest (the daily digest), or off. The bell keeps every notification whatever the mode.",
    permission: "signed-in",
    response: { description: "The caller's settings", schema: preferences },
  }),
  savePreferences: endpoint({
    method: "PUT",
    path: "/api/profile/notifications",
    tag: "auth",
    summary: "Change one's notification mail settings",
    description: "Categories left out keep their mode. Only the caller's own settings.",
    permission: "signed-in",
    body: preferencesSchema,
    response: { description: "The caller's settings after the change", schema: preferences },
  }),
  oneClickUnsubscribe: endpoint({
    method: "POST",
    path: "/api/unsubscribe",
    tag: "auth",
    summary: "One-click unsubscribe (RFC 8058)",
    description:
      "The address in a notification mail's List-Unsubscribe header; mail clients POST `List-Unsubscribe=One-Click` to it. No session: the token (an HMAC naming the user and the category, or `digest` for every category in the daily digest) is the credential. Turns that category off; 400 for a token this portal did not make.",
    permission: "public",
    query: unsubscribeSchema,
    rawBody: { contentType: "application/x-www-form-urlencoded", description: "`List-Unsubscribe=One-Click` (RFC 8058); any other body is refused" },
    response: { description: "The category is off", schema: z.object({ category: z.enum(UNSUBSCRIBE_SCOPES), message: z.string() }) },
  }),
  unsubscribePage: endpoint({
    method: "GET",
    path: "/api/unsubscribe",
    tag: "auth",
    summary: "The unsubscribe link opened in a browser",
    description: "Changes nothing (mail scanners follow links): redirects to the page whose button turns the category off.",
    permission: "public",
    query: unsubscribeSchema,
    response: { description: "303 to /unsubscribe?token=…" },
  }),
};
