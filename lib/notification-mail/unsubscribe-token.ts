// Issue 31 §3, RFC 8058: a notification mail's one-click unsubscribe link names its user and category and
// carries an HMAC-SHA256 over both, under a key derived (HKDF) from SESSION_SECRET. Nothing is stored: the
// same user and category always give the same token (a retried mail is the same message), and no one can
// make one for another user or category without the secret. Pure, so it is unit-tested without a database.
import crypto from "node:crypto";
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from "@/lib/notification-mail/categories";

const keyOf = (secret: string) => Buffer.from(crypto.hkdfSync("sha256", secret, "cfp-mail", "notification unsubscribe", 32));
const mac = (secret: string, userId: string, category: string) =>
  crypto.createHmac("sha256", keyOf(secret)).update(`${userId}\n${category}`).digest("base64url");

/** `<userId base64url>.<category>.<mac>`: URL-safe as it stands. */
export function unsubscribeToken(userId: string, category: UnsubscribeScope, secret: string): string {
  return [Buffer.from(userId, "utf8").toString("base64url"), category, mac(secret, userId, category)].join(".");
}

/** Whom and what a token unsubscribes, or null when it was not made with this secret (compared in constant time). */
export function openUnsubscribeToken(token: string, secret: string): { userId: string; category: UnsubscribeScope } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [encodedUser, category, given] = parts;
  if (!(UNSUBSCRIBE_SCOPES as readonly string[]).includes(category)) return null;
  const userId = Buffer.from(encodedUser, "base64url").toString("utf8");
  const expected = Buffer.from(mac(secret, userId, category));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  return { userId, category: category as UnsubscribeScope };
}

