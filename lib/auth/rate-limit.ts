import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Counted in the database so every app instance sees the same numbers. `username` holds the normalized
// key (lib/auth/username.ts), so `inv2`, `INV2` and `ｉｎｖ２` share one counter.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 100;

export type LoginAttempt = { id: string; key: string; ip: string; addressRetryAfter: number | null };

function retryAfterSeconds(oldest: Date, now: number): number {
  return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now) / 1000));
}

export function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", `Too many failed login attempts. Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * Records the attempt BEFORE the password is checked, then counts. Every attempt's row is committed
 * before its own count runs, so the n-th of any number of parallel guesses sees at least n rows: at most
 * MAX_FAILURES_PER_USER_AND_IP passwords are ever checked per account and address in a window. A refused
 * attempt removes its row again (no password was checked); a failed one keeps it as the failure record.
 *
 * Over the per-address cap the attempt still goes on: a correct password for an account under its own
 * limit signs in (one noisy address, or every user behind a proxy, must not lock everyone out), and a
 * wrong one gets 429 instead of 401 (see `addressRetryAfter`).
 */
export async function beginLoginAttempt(key: string, ip: string): Promise<LoginAttempt> {
  const db = await getDb();
  const now = Date.now();
  const since = new Date(now - LOGIN_WINDOW_MS);
  await db.loginAttempt.deleteMany({ where: { createdAt: { lt: since } } });
  const { id } = await db.loginAttempt.create({ data: { username: key, ip }, select: { id: true } });
  const newest = (where: object, take: number) =>
    db.loginAttempt.findMany({ where: { ...where, createdAt: { gt: since }, NOT: { id } }, select: { createdAt: true }, orderBy: { createdAt: "desc" }, take });
  const [perAccount, perAddress] = await Promise.all([
    newest({ username: key, ip }, MAX_FAILURES_PER_USER_AND_IP),
    newest({ ip }, MAX_FAILURES_PER_IP),
  ]);
  // With the newest N other failures in hand, a limit lifts when the oldest of them leaves the window.
  if (perAccount.length >= MAX_FAILURES_PER_USER_AND_IP) {
    await db.loginAttempt.deleteMany({ where: { id } });
    throw tooManyAttempts(retryAfterSeconds(perAccount[perAccount.length - 1].createdAt, now));
  }
  const addressRetryAfter = perAddress.length >= MAX_FAILURES_PER_IP ? retryAfterSeconds(perAddress[perAddress.length - 1].createdAt, now) : null;
  return { id, key, ip, addressRetryAfter };
}

/** A correct password: the account's failures from this address (this attempt's row included) are forgiven. */
export async function clearLoginFailures(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { username: attempt.key, ip: attempt.ip } });
}
