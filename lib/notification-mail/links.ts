import "server-only";
// A notification mail's way out (RFC 8058): the one-click address, the page, and the mail settings, for one
// user and one category (or the digest). The token is the same every time (an HMAC, no randomness), so a
// mail retried after a crash is the same message; it can only turn that user's category off.
import { env } from "@/lib/env";
import { scopeLabel, type UnsubscribeScope } from "@/lib/notification-mail/categories";
import { PREFERENCES_PATH, UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from "@/lib/notification-mail/paths";
import { unsubscribeToken } from "@/lib/notification-mail/unsubscribe-token";

export function unsubscribeLinks(userId: string, scope: UnsubscribeScope) {
  const query = new URLSearchParams({ token: unsubscribeToken(userId, scope, env.sessionSecret) });
  return { oneClickPath: `${UNSUBSCRIBE_API_PATH}?${query}`, pagePath: `${UNSUBSCRIBE_PAGE_PATH}?${query}`, preferencesPath: PREFERENCES_PATH, label: scopeLabel(scope) };
}
