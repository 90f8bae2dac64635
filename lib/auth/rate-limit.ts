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

/** A limit: at most `max` failures among the rows `where` selects, within the window. */
type Limit = { where: { username?: string; ip?: string }; max: number };

/** A refused attempt looks again a few times: the attempts ahead of it may be correct passwords still settling. */
const RECHECKS = 4;
const RECHECK_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records the attempt BEFORE the password is checked, then counts the attempts AHEAD of it (earlier rows;
 * equal times ordered by id): the n-th of any number of parallel guesses sees n - 1 rows ahead, so at most
 * `max` passwords are ever checked per limit in a window. Counting only those ahead (not every row in
 * flight) lets parallel correct logins through: the first ones succeed and clear their rows, and the later
 * ones, looking again, find room (12 parallel correct logins all got 429 when every row counted). A refused
 * attempt removes its row again (no password was checked); a failed one keeps it as the failure record.
 */
async function beginAttempt(key: string, ip: string, limits: Limit[], refusal: (seconds: number) => AppError): Promise<LoginAttempt> {
  const db = await getDb();
  const now = Date.now();
  const since = new Date(now - LOGIN_WINDOW_MS);
  await db.loginAttempt.deleteMany({ where: { createdAt: { lt: since } } });
  const { id, createdAt } = await db.loginAttempt.create({ data: { username: key, ip }, select: { id: true, createdAt: true } });
  const ahead = { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
  for (let round = 0; ; round++) {
    const counts = await Promise.all(
      limits.map(({ where, max }) =>
        db.loginAttempt.findMany({ where: { ...where, createdAt: { gt: since }, ...ahead }, select: { createdAt: true }, orderBy: { createdAt: "desc" }, take: max }),
      ),
    );
    // With the newest N failures ahead in hand, a limit lifts when the oldest of them leaves the window.
    const full = counts.find((rows, i) => rows.length >= limits[i].max);
    if (!full) return { id, key, ip };
    if (round >= RECHECKS) {
      await db.loginAttempt.deleteMany({ where: { id } });
      throw refusal(retryAfterSeconds(full[full.length - 1].createdAt, now));
    }
    await sleep(RECHECK_MS);
  }
}

/**
 * A login: per (account, address) and per address. Over the per-address cap every attempt from that
 * address is refused the same way, before any password is checked. Letting a correct password through
 * there (as this once did, so that one noisy address could not lock out a real user behind it) answered
 * 429 to wrong guesses and 200 to the right one: a password oracle at full speed for whoever holds the
 * address. Behind a proxy set TRUST_PROXY, so each client counts as its own address.
 */
export function beginLoginAttempt(key: string, ip: string): Promise<LoginAttempt> {
  return beginAttempt(
    key,
    ip,
    [
      { where: { username: key, ip }, max: MAX_FAILURES_PER_USER_AND_IP },
      { where: { ip }, max: MAX_FAILURES_PER_IP },
    ],
    tooManyAttempts,
  );
}

export const MAX_SIGNING_FAILURES = 5;

export function tooManySigningAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", `Too many wrong passwords. Signing is paused for this account; try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * The password signing asks for again (issue 19 §2): per account, from any address, in the login's store.
 * Its key ("SIGN:" and the account id) can never be a login's, whose keys are lower case
 * (lib/auth/username.ts): failed logins under a made-up name cannot lock anyone's signing. Its failures
 * still count towards the address's login cap, being password guesses from that address too.
 */
export function beginSigningAttempt(userId: string, ip: string): Promise<LoginAttempt> {
  const key = `SIGN:${userId}`;
  return beginAttempt(key, ip, [{ where: { username: key }, max: MAX_SIGNING_FAILURES }], tooManySigningAttempts);
}

export const MAX_REAUTH_FAILURES = 5;

export function tooManyReauthAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", `Too many wrong passwords or codes. Changes to this account's security are paused; try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * The password or code the security page asks for again (issue 32): per account, from any address, like
 * signing's. Key "STEP:" and the account id, never a login's (lower case) nor signing's.
 */
export function beginReauthAttempt(userId: string, ip: string): Promise<LoginAttempt> {
  const key = `STEP:${userId}`;
  return beginAttempt(key, ip, [{ where: { username: key }, max: MAX_REAUTH_FAILURES }], tooManyReauthAttempts);
}

/** A correct password that is not the whole sign-in (a second factor follows): only this attempt's row goes. */
export async function forgetAttempt(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { id: attempt.id } });
}

/** A correct password: the account's failures from this address (this attempt's row included) are forgiven. */
export async function clearLoginFailures(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { username: attempt.key, ip: attempt.ip } });
}

/** A correct signing password: the account's signing failures, from every address, are forgiven. */
export async function clearSigningFailures(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { username: attempt.key } });
}

export const MAX_RESET_REQUESTS_PER_ADDRESS = 5;

export function tooManyResetRequests(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", `Too many password reset requests for this address. Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * A password-reset request (issue 31), per email address from any client, in the login's store: its key
 * ("RESET:" and the address's SHA-256) can never be a login's (those are lower case). Every request counts
 * (nothing clears them), whether or not an account has the address, so the limit says nothing about that.
 * Its rows count towards the client's login cap too, as any unauthenticated request from that address.
 */
export function beginResetRequest(addressKey: string, ip: string): Promise<LoginAttempt> {
  return beginAttempt(addressKey, ip, [{ where: { username: addressKey }, max: MAX_RESET_REQUESTS_PER_ADDRESS }], tooManyResetRequests);
}
