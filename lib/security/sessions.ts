import "server-only";
// The account's own sessions (issue 32 §1): the list, "Sign out" for one, "Sign out all others". A
// session ends by deleting its row, which every request checks (lib/session.ts), so it ends at once.
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { deviceLabel } from "@/lib/security/device";
import { confirmIdentity, type Reauth } from "@/lib/security/reauth";
import { notifySecurityChange } from "@/lib/security/notify";

export type SessionView = { id: string; device: string; userAgent: string | null; ip: string | null; startedAt: Date; lastSeenAt: Date; current: boolean };

const SESSION_FIELDS = { id: true, userAgent: true, ip: true, createdAt: true, lastSeenAt: true } as const;
type Row = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

const toView = (row: Row, currentId: string): SessionView => ({
  id: row.id,
  device: deviceLabel(row.userAgent),
  userAgent: row.userAgent,
  ip: row.ip,
  startedAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  current: row.id === currentId,
});

/** GET /api/profile/sessions: the caller's live sessions, this one first, then the most recently seen. */
export async function listOwnSessions(actor: SessionUser): Promise<{ sessions: SessionView[] }> {
  authorize(actor, "security.manage-own");
  const db = await getDb();
  const rows = await db.session.findMany({ where: { userId: actor.id, expiresAt: { gt: new Date() } }, select: SESSION_FIELDS, orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }] });
  const views = rows.map((r) => toView(r, actor.sessionId));
  return { sessions: [...views.filter((v) => v.current), ...views.filter((v) => !v.current)] };
}

/** Signs one of the caller's sessions out (another's, or an unknown id: 404). Their own current one too, if they ask. */
export async function revokeOwnSession(actor: SessionUser, sessionId: string, proof: Reauth, ip: string): Promise<{ message: string }> {
  authorize(actor, "security.manage-own");
  const checkedWith = await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    const row = await tx.session.findFirst({ where: { id: sessionId, userId: actor.id }, select: SESSION_FIELDS });
    if (!row) throw notFound("Session not found");
    await tx.session.delete({ where: { id: row.id } });
    await writeAudit(tx, { event: "security.session-revoked", entityId: actor.id, actorId: actor.id, before: { device: deviceLabel(row.userAgent), ip: row.ip, startedAt: row.createdAt } });
    await notifySecurityChange(afterCommit, actor.id, "session-revoked", `(${deviceLabel(row.userAgent)}${row.ip ? `, ${row.ip}` : ""}; confirmed with your ${checkedWith})`);
    return { message: "Session signed out" };
  });
}

/** "Sign out all others": every session of the caller's but the one making the request. */
export async function revokeOtherSessions(actor: SessionUser, proof: Reauth, ip: string): Promise<{ message: string; revoked: number }> {
  authorize(actor, "security.manage-own");
  await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    const { count } = await tx.session.deleteMany({ where: { userId: actor.id, id: { not: actor.sessionId } } });
    await writeAudit(tx, { event: "security.other-sessions-revoked", entityId: actor.id, actorId: actor.id, before: { sessions: count } });
    if (count > 0) await notifySecurityChange(afterCommit, actor.id, "other-sessions-revoked");
    return { message: count === 1 ? "1 other session signed out" : `${count} other sessions signed out`, revoked: count };
  });
}
