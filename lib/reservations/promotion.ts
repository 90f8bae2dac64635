// Issue 22 §2: when a reservation is withdrawn or rejected, the first investor in line who is still ready
// (and still an approved investor) gets a pending reservation in the same transaction; the others move up
// (a place is a rank, lib/reservations/waitlist-policy.ts). Runs under the project's row lock, which every
// waitlist change takes first too, so a join, a leave or a second release waits for this one.
import "server-only";
import { writeAudit } from "@/lib/audit/write";
import { isAvailable } from "@/lib/reservations/availability";
import { decideReserveFor, type ReservationState } from "@/lib/reservations/policy";
import { firstReadyInLine } from "@/lib/reservations/waitlist-policy";
import { readinessOfMany, readinessRequired } from "@/lib/readiness/queries";
import { notifyInvestor } from "@/lib/reservations/notify";
import { reservationValues, stateSelect, type MoveContext } from "@/lib/reservations/state";
import { approvedInvestorWhere } from "@/lib/users/approved-investor";

/**
 * The note the approver reads on a reservation the waitlist made. It says what happened (the investor
 * holds it now, pending approval), not "Next in line", which read as if they were still waiting (issue 30).
 */
export const PROMOTED_NOTE = "Reserved from the waitlist: the first ready investor in line when the project was released";

export async function promoteNextInLine(project: ReservationState, ctx: MoveContext): Promise<void> {
  if (!isAvailable(project)) return;
  const { tx, actor } = ctx;
  const entries = await tx.$queryRaw<{ userId: string; seq: number }[]>`
    SELECT w."userId", w.seq FROM waitlist_entries w JOIN users u ON u.id = w."userId"
    WHERE w."projectId" = ${project.id} AND u.role = ${approvedInvestorWhere.role}::"Role" AND u.status = ${approvedInvestorWhere.status}::"UserStatus"
    ORDER BY w.seq
    FOR UPDATE OF w`;
  if (entries.length === 0) return;
  const readiness = (await readinessRequired(tx)) ? await readinessOfMany(entries.map((e) => e.userId), tx) : null;
  const next = firstReadyInLine(entries, (id) => readiness === null || readiness.get(id)!.ready);
  if (!next) return;
  const changes = decideReserveFor(project, next.userId, PROMOTED_NOTE, new Date());
  const after = await tx.project.update({ where: { id: project.id }, data: changes, select: stateSelect });
  await tx.waitlistEntry.deleteMany({ where: { projectId: project.id, userId: next.userId } });
  await writeAudit(tx, { event: "reservation.promoted", entityId: project.id, actorId: actor.id, before: reservationValues(project), after: reservationValues(after) });
  await notifyInvestor(ctx, project.id, next.userId, "promoted", null);
}
