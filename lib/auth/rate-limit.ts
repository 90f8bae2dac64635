import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Counted in the database so every app instance sees the same numbers. `username` holds the normalized
// key (lib/auth/username.ts), so `inv2`, `INV2` and `ｉｎｖ２` share one counter.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 100;

export type LoginAttempt = { id: string; key: string; ip: string };

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
 * Over the per-address cap every attempt from that address is refused the same way, before any password
 * is checked. Letting a correct password through there (as this once did, so that one noisy address could
 * not lock out a real user behind it) answered 429 to wrong guesses and 200 to the right one: a password
 * oracle at full speed for whoever holds the address. Behind a proxy set TRUST_PROXY, so each client
 * counts as its own address.
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
  const full = [perAccount, perAddress].find((rows, i) => rows.length >= [MAX_FAILURES_PER_USER_AND_IP, MAX_FAILURES_PER_IP][i]);
  if (full) {
    await db.loginAttempt.deleteMany({ where: { id } });
    throw tooManyAttempts(retryAfterSeconds(full[full.length - 1].createdAt, now));
  }
  return { id, key, ip };
}

/** A correct password: the account's failures from this address (this attempt's row included) are forgiven. */
export async function clearLoginFailures(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { username: attempt.key, ip: attempt.ip } });
}
