// Issue 19 §1.2: a decision moves the reservation only from the state the screen showed. A stale screen
// (a colleague decided first, the investor withdrew in another tab, the next in line got the project) is
// answered 409 naming who changed it and when, and nothing is written.
import "server-only";
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/session";
import type { ReservationState } from "@/lib/reservations/policy";
import type { ReservationDecisionInput } from "@/lib/reservations/schemas";

// A promotion is written with the withdrawal or rejection that caused it: that one names the change.
const CHANGES = { "reservation.requested": "reserved", "reservation.approved": "approved", "reservation.rejected": "rejected", "reservation.withdrawn": "withdrawn" } as const;
type ChangeEvent = keyof typeof CHANGES;

export async function assertAsShown(tx: Tx, actor: SessionUser, project: ReservationState | null, shown: ReservationDecisionInput): Promise<void> {
  if (!project) return; // the policy answers 404
  const statusMoved = shown.expectedStatus !== undefined && project.reservationStatus !== shown.expectedStatus;
  const holderMoved = shown.expectedReservedBy !== undefined && project.reservedBy !== shown.expectedReservedBy;
  if (statusMoved || holderMoved) throw conflict(await lastChange(tx, actor, project.id));
}

/** "This reservation was already approved by ann on 2026-11-27 at 03:12 UTC". */
async function lastChange(tx: Tx, actor: SessionUser, projectId: string): Promise<string> {
  const last = await tx.auditLog.findFirst({
    where: { entityType: "reservation", entityId: projectId, event: { in: Object.keys(CHANGES) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { event: true, createdAt: true, userId: true, user: { select: { username: true, role: true } } },
  });
  if (!last) return "This reservation has changed since the screen loaded it; reload to see its current state";
  const verb = CHANGES[last.event as ChangeEvent];
  const subject = verb === "reserved" ? "This project was" : "This reservation was already";
  const iso = last.createdAt.toISOString();
  const when = `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
  return `${subject} ${verb} by ${whoFor(actor, last.userId, last.user)} on ${when}`;
}

/** Employees read names; an investor reads "you", "an employee" or "another investor", never another investor's name. */
function whoFor(actor: SessionUser, userId: string | null, user: { username: string; role: SessionUser["role"] } | null): string {
  if (userId === actor.id) return "you";
  if (!user) return "a former user";
  if (can(actor, "reservations.approve")) return user.username;
  return can(user, "reservations.approve") ? "an employee" : "another investor";
}
