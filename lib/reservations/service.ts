import "server-only";
import type { Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import type { AuditEventName } from "@/lib/audit/events";
import { writeAudit } from "@/lib/audit/write";
import { badRequest } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { usernameKey } from "@/lib/auth/username";
import {
  approvedInvestorWhere,
  decideApprove,
  decideInvestorReserve,
  decideReject,
  decideReserveFor,
  decideWithdraw,
  type ReservationChanges,
  type ReservationState,
} from "@/lib/reservations/policy";
import type { RejectReservationInput, ReserveForInvestorInput } from "@/lib/reservations/schemas";

const stateSelect = {
  id: true,
  sharedWithInvestors: true,
  stage: true,
  reservedBy: true,
  reservedAt: true,
  reservationStatus: true,
  reservationNotes: true,
  approvedBy: true,
  approvedAt: true,
  ownedBy: true,
  rejectedFor: true,
  rejectionNotes: true,
} as const;

type Decide = (project: ReservationState | null, tx: Tx) => ReservationChanges | null | Promise<ReservationChanges | null>;
/** What the audit log keeps of a move: the project's reservation fields (its record id is the project's). */
function reservationValues({ id: _id, sharedWithInvestors: _shared, stage: _stage, ...values }: ReservationState) {
  return values;
}

type ReservationEvent = Extract<AuditEventName, `reservation.${string}`>;

/**
 * The one write path for every reservation move: lock the project row (concurrent moves on the same
 * project run one after another and each sees the previous one's result), let the policy decide, write
 * the change and its audit row in the same transaction.
 */
async function move(actor: SessionUser, projectId: string, event: ReservationEvent, decide: Decide): Promise<ReservationState> {
  return transaction(async (tx: Tx) => {
    await tx.$queryRaw`SELECT 1 FROM projects WHERE id = ${projectId} FOR UPDATE`;
    const before = await tx.project.findUnique({ where: { id: projectId }, select: stateSelect });
    const changes = await decide(before, tx);
    // The policy answers "nothing to do" only for a project that exists.
    if (!changes) return before!;
    const after = await tx.project.update({ where: { id: projectId }, data: changes, select: stateSelect });
    await writeAudit(tx, { event, entityId: projectId, actorId: actor.id, before: reservationValues(before!), after: reservationValues(after) });
    return after;
  });
}

export type ReservationSummary = { id: string; reservationStatus: ReservationState["reservationStatus"]; reservedAt: Date | null };

const summary = (p: ReservationState): ReservationSummary => ({ id: p.id, reservationStatus: p.reservationStatus, reservedAt: p.reservedAt });

/** POST /api/projects/{id}/reserve: the caller (an approved investor) reserves for themself. */
export async function reserveProject(actor: SessionUser, projectId: string): Promise<ReservationSummary> {
  authorize(actor, "projects.reserve");
  return summary(await move(actor, projectId, "reservation.requested", (p) => decideInvestorReserve(p, actor.id, new Date())));
}

/** DELETE /api/projects/{id}/reserve: the caller withdraws their own pending reservation. */
export async function withdrawReservation(actor: SessionUser, projectId: string): Promise<ReservationSummary> {
  authorize(actor, "projects.reserve");
  return summary(await move(actor, projectId, "reservation.withdrawn", (p) => decideWithdraw(p, actor.id)));
}

/**
 * An employee reserves on behalf of an approved investor, named by username. The investor row is read
 * with FOR SHARE inside the same transaction, so a denial running at the same moment either lands first
 * (and this refuses) or waits until the reservation is written.
 */
export async function reserveProjectFor(actor: SessionUser, projectId: string, input: ReserveForInvestorInput): Promise<{ investor: string }> {
  authorize(actor, "reservations.approve");
  let username = "";
  await move(actor, projectId, "reservation.requested", async (p, tx) => {
    const [investor] = await tx.$queryRaw<{ id: string; username: string }[]>`
      SELECT id, username FROM users
      WHERE "usernameKey" = ${usernameKey(input.investorId)} AND role = ${approvedInvestorWhere.role}::"Role" AND status = ${approvedInvestorWhere.status}::"UserStatus"
      FOR SHARE`;
    if (!investor) throw badRequest("Investor not found or not approved");
    username = investor.username;
    return decideReserveFor(p, investor.id, input.notes, new Date());
  });
  return { investor: username };
}

export async function approveReservation(actor: SessionUser, projectId: string): Promise<void> {
  authorize(actor, "reservations.approve");
  await move(actor, projectId, "reservation.approved", (p) => decideApprove(p, actor.id, new Date()));
}

/** The project is free again; it keeps the rejected investor and the note, which that investor sees. */
export async function rejectReservation(actor: SessionUser, projectId: string, input: RejectReservationInput): Promise<void> {
  authorize(actor, "reservations.approve");
  await move(actor, projectId, "reservation.rejected", (p) => decideReject(p, input.notes ?? null));
}
