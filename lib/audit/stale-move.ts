import "server-only";
// Who made a record's latest move, and when, for the 409 a move from a state the record has left gets (a
// stale tab, a second click, a colleague who decided first): "by alice (27 Nov 2026, 03:10 UTC)". Read
// from the audit trail under the caller's row lock, so it names the move that actually came first.
import type { Tx } from "@/lib/db";
import type { AuditEventName } from "@/lib/audit/events";

/** "27 Nov 2026, 03:10 UTC": the same on every server, whatever its time zone. */
export function utcMinute(at: Date): string {
  const day = at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

type Moved = {
  /** The records whose latest move (among `events`) is named; the newest of them wins. */
  entityIds: string[];
  events: readonly AuditEventName[];
  /** The caller: a repeat of their own decision (a second click, a second tab) reads "by you". */
  actorId: string;
};

/** " by alice (27 Nov 2026, 03:10 UTC)", or "" when the trail names nobody (a record moved before auditing). */
export async function movedBy(tx: Tx, { entityIds, events, actorId }: Moved): Promise<string> {
  const last = await tx.auditLog.findFirst({
    where: { entityId: { in: entityIds }, event: { in: [...events] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true, userId: true, user: { select: { username: true } } },
  });
  if (!last) return "";
  const who = last.userId === actorId ? "you" : (last.user?.username ?? "a former user");
  return ` by ${who} (${utcMinute(last.createdAt)})`;
}
