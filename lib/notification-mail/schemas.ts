// The notification-mail preferences and the one-click unsubscribe as forms and routes take them. Client-safe.
import { z } from "zod";
import { MAIL_MODES, NOTIFICATION_CATEGORIES } from "@/lib/notification-mail/categories";

/** Each category's mode; categories left out keep theirs. */
export const preferencesSchema = z.object({
  preferences: z.partialRecord(z.enum(NOTIFICATION_CATEGORIES), z.enum(MAIL_MODES, { error: "Choose Immediately, Daily digest or Off" })),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Change your mail settings in the portal under Profile, Notifications.";

/** `<user>.<category>.<mac>` (lib/notification-mail/unsubscribe-token.ts); anything else is refused before it is opened. */
export const unsubscribeSchema = z.object({
  token: z.string({ error: INVALID_UNSUBSCRIBE_LINK }).regex(/^[A-Za-z0-9_-]{1,200}\.[a-z]{1,20}\.[A-Za-z0-9_-]{43}$/, INVALID_UNSUBSCRIBE_LINK),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;
