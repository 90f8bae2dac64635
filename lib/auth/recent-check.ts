// Issue 32 §4, step-up: approving an account and changing the second-factor switch ask again once the
// session's last check (sign-in, or re-auth through lib/security/reauth.ts) is older than 15 minutes. The
// 403 carries `reauth: true`, so a client asks for the password or a code (POST /api/auth/reauth) and retries.
import { AppError } from "@/lib/errors";

export const RECENT_CHECK_MS = 15 * 60_000;

export const REAUTH_REQUIRED = "Confirm it is you: enter your password or a code again (your last check was more than 15 minutes ago).";

/** Whether the actor proved who they are in the last 15 minutes (no time known: no). */
export function checkedRecently(actor: { checkedAt?: Date }, now = Date.now()): boolean {
  return !!actor.checkedAt && now - actor.checkedAt.getTime() <= RECENT_CHECK_MS;
}

export const reauthRequired = () => new AppError("FORBIDDEN", REAUTH_REQUIRED, { reauth: true });

/** Throws 403 `reauth` unless the actor proved who they are in the last 15 minutes. */
export function requireRecentCheck(actor: { checkedAt?: Date }, now = Date.now()): void {
  if (!checkedRecently(actor, now)) throw reauthRequired();
}
