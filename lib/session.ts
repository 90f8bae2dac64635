import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isHttpsRequest } from "@/lib/security-headers";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sealSessionCookie, unsealSessionCookie } from "@/lib/session-cookie";

export type SessionUser = {
  id: string;
  username: string;
  role: "employee" | "external";
  status: "pending" | "approved" | "denied";
  createdAt: Date;
  sessionId: string;
  /**
   * Issue 32 §3: the switch "Require a second factor" covers this account and it has none yet. Nothing
   * but enrolment answers (requireUser, lib/route.ts and lib/action.ts through lib/auth/enrolment.ts).
   * Set by lib/auth/session-user.ts, which knows the switch; absent on users not read that way (a test's
   * or a script's actor): not held back.
   */
  mustEnrol?: boolean;
  /** Issue 32 §4: when the user last proved who they are in this session (lib/auth/recent-check.ts). Absent: never. */
  checkedAt?: Date;
};

export { SESSION_COOKIE };

/** Where a sign-in came from, as the owner's session list shows it (issue 32). */
export type SessionOrigin = { userAgent?: string | null; ip?: string | null };

// How stale `lastSeenAt` may get (readSession's '5 minutes'): moving it costs a write, so a busy session
// writes once per interval, not on every request.

/** Creates the session row (the authority; its `checkedAt` starts now, the sign-in being a check) and returns the sealed cookie value that points at it. */
export async function createSession(user: { id: string; role: "employee" | "external" }, origin: SessionOrigin = {}): Promise<string> {
  const db = await getDb();
  const sid = crypto.randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      id: sid,
      userId: user.id,
      data: { role: user.role },
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      userAgent: origin.userAgent?.slice(0, 300) || null,
      ip: origin.ip?.slice(0, 64) || null,
    },
  });
  return sealSessionCookie({ sid, uid: user.id, role: user.role }, env.sessionSecret);
}

/** The signed-in user for a cookie value, checked against the session row and the user's current status. */
export async function readSession(cookieValue: string | undefined): Promise<SessionUser | null> {
  const payload = await unsealSessionCookie(cookieValue, env.sessionSecret);
  if (!payload) return null;
  const db = await getDb();
  // One statement: this runs on every signed-in request, and a second round trip for the user would
  // cost more than the join.
  const [row] = await db.$queryRaw<(Omit<SessionUser, "sessionId" | "mustEnrol"> & { userId: string; stale: boolean; checkedAt: Date })[]>`
    SELECT u.id, u.username, u.role::text AS role, u.status::text AS status, u."createdAt", s."userId", s."checkedAt",
      s."lastSeenAt" < now() - interval '5 minutes' AS stale
    FROM sessions s JOIN users u ON u.id = s."userId"
    WHERE s.id = ${payload.sid} AND s."expiresAt" > now()`;
  if (!row || row.userId !== payload.uid || row.status !== "approved") return null;
  const { userId: _userId, stale, ...user } = row;
  // "Last seen" for the session list: a write only when the stored time is older than the interval.
  if (stale) await db.$executeRaw`UPDATE sessions SET "lastSeenAt" = now() WHERE id = ${payload.sid}`;
  return { ...user, sessionId: payload.sid };
}

export async function destroySession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.session.deleteMany({ where: { id: sessionId } });
}

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: SESSION_TTL_SECONDS };
}

/** Secure cookies over HTTPS (directly or behind a proxy that says so), plain on http://127.0.0.1 for tests. */
export function isSecureRequest(url: string, headers: Headers): boolean {
  const forced = env.cookieSecure;
  if (forced !== "auto") return forced;
  return isHttpsRequest(url, headers, env.trustProxy);
}
