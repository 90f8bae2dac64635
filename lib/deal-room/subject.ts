// Resolves whose deal room a read or a change is about, reading the named user only when an employee names one.
import "server-only";
import type { Db, Tx } from "@/lib/db";
import { can } from "@/lib/auth/permissions";
import { decideDealRoomToChange, decideSubject, type Actor } from "@/lib/deal-room/policy";

export async function resolveSubject(db: Db | Tx, actor: Actor, requestedId: string | undefined): Promise<string> {
  const subject =
    can(actor, "documents.read-all") && requestedId !== undefined
      ? await db.user.findUnique({ where: { id: requestedId }, select: { id: true, role: true } })
      : null;
  return decideSubject(actor, requestedId, subject);
}

/** Whose deal room an upload or a link changes: an investor's own; for an employee, the investor named. */
export async function resolveChangedDealRoom(db: Db | Tx, actor: Actor, requestedId: string): Promise<string> {
  const subject = can(actor, "documents.manage-any") ? await db.user.findUnique({ where: { id: requestedId }, select: { id: true, role: true } }) : null;
  return decideDealRoomToChange(actor, requestedId, subject);
}
