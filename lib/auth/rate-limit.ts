import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Counted in the database so every app instance sees the same numbers.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 100;

function retryAfter(oldest: Date | undefined, now: number): number {
  if (!oldest) return Math.ceil(LOGIN_WINDOW_MS / 1000);
  return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now) / 1000));
}

/** Throws RATE_LIMITED when either counter is exhausted for this window. */
export async function assertLoginAllowed(username: string, ip: string): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  const since = new Date(now - LOGIN_WINDOW_MS);
  const name = username.toLowerCase();
  const [perUser, perIp] = await Promise.all([
    db.loginAttempt.findMany({
      where: { username: name, ip, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: "desc" },
      take: MAX_FAILURES_PER_USER_AND_IP,
    }),
    db.loginAttempt.findMany({
      where: { ip, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: "desc" },
      take: MAX_FAILURES_PER_IP,
    }),
  ]);
  // With the newest N failures in hand, the limit lifts when the oldest of them leaves the window.
  const blocked =
    perUser.length >= MAX_FAILURES_PER_USER_AND_IP
      ? perUser[perUser.length - 1]
      : perIp.length >= MAX_FAILURES_PER_IP
        ? perIp[perIp.length - 1]
        : null;
  if (blocked) {
    const seconds = retryAfter(blocked.createdAt, now);
    throw new AppError(
      "RATE_LIMITED",
      `Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
      { retryAfterSeconds: seconds },
    );
  }
}

export async function recordLoginFailure(username: string, ip: string): Promise<void> {
  const db = await getDb();
  await db.$transaction([
    db.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) } } }),
    db.loginAttempt.create({ data: { username: username.toLowerCase(), ip } }),
  ]);
}

export async function clearLoginFailures(username: string, ip: string): Promise<void> {
  const db = await getDb();
  await db.loginAttempt.deleteMany({ where: { username: username.toLowerCase(), ip } });
}
