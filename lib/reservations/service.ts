import "server-only";
import type { AuditEventName } from "@/lib/audit/events";
import { writeAudit } from "@/lib/audit/write";
import { badRequest, conflict } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { usernameKey } from "@/lib/auth/username";
import { transaction } from "@/lib/transaction";
import { notReadyMessage } from "@/lib/readiness/policy";
import { unmetReadiness } from "@/lib/readiness/queries";
import {
  decideApprove,
  decideInvestorReserve,
  decideReject,
  decideReserveFor,
  decideWithdraw,
  type ReservationChanges,
  type ReservationState,
} from "@/lib/reservations/policy";
import { assertAsShown } from "@/lib/reservations/as-shown";
import { notifyInvestor } from "@/lib/reservations/notify";
import { promoteNextInLine } from "@/lib/reservations/promotion";
import { reservationValues, stateSelect, type MoveContext } from "@/lib/reservations/state";
import type { RejectReservationInput, ReservationDecisionInput, ReserveForInvestorInput } from "@/lib/reservations/schemas";
import { approvedInvestorWhere } from "@/lib/users/approved-investor";
import { notifyReviewers, usernameOf } from "@/lib/notifications/waiting";

type Decide = (project: ReservationState | null, ctx: MoveContext) => ReservationChanges | null | Promise<ReservationChanges | null>;
/** What follows a move in its transaction (a promotion, a notification); runs only when the move changed something. */
type Then = (before: ReservationState, after: ReservationState, ctx: MoveContext) => Promise<void>;

type ReservationEvent = Extract<AuditEventName, "reservation.requested" | "reservation.approved" | "reservation.rejected" | "reservation.withdrawn">;

/**
 * The one write path for every reservation move: lock the project row (concurrent moves on the same
 * project, and every waitlist change, run one after another and each sees the previous one's result),
 * let the policy decide, write the change and its audit row, then what follows from it, all in one
 * transaction.
 */
async function move(
  actor: SessionUser,
  projectId: string,
  event: ReservationEvent,
  decide: Decide,
  options: { then?: Then; audit?: () => { readinessOverride?: string } } = {},
): Promise<ReservationState> {
  return transaction(async (tx, afterCommit) => {
    const ctx = { tx, afterCommit, actor };
    await tx.$queryRaw`SELECT 1 FROM projects WHERE id = ${projectId} FOR UPDATE`;
    const before = await tx.project.findUnique({ where: { id: projectId }, select: stateSelect });
    const changes = await decide(before, ctx);
    // The policy answers "nothing to do" only for a project that exists.
    if (!changes) return before!;
    const after = await tx.project.update({ where: { id: projectId }, data: changes, select: stateSelect });
    await writeAudit(tx, { event, entityId: projectId, actorId: actor.id, before: reservationValues(before!), after: { ...reservationValues(after), ...options.audit?.() } });
    await options.then?.(before!, after, ctx);
    return after;
  });
}

/** Someone who now holds the project is no longer waiting for it. */
const leaveLineOnReserve: Then = async (_before, after, { tx }) => {
  await tx.waitlistEntry.deleteMany({ where: { projectId: after.id, userId: after.reservedBy! } });
};

/** An investor's own request waits for an employee's approval (issue 31 §3). */
const askForApproval: Then = async (before, after, ctx) => {
  await leaveLineOnReserve(before, after, ctx);
  const { client } = await ctx.tx.project.findUniqueOrThrow({ where: { id: after.id }, select: { client: true } });
  await notifyReviewers(ctx.afterCommit, "reservation", `${await usernameOf(ctx.tx, ctx.actor.id)} asked to reserve ${client}; waiting for approval.`);
};

export type ReservationSummary = { id: string; reservationStatus: ReservationState["reservationStatus"]; reservedAt: Date | null };

const summary = (p: ReservationState): ReservationSummary => ({ id: p.id, reservationStatus: p.reservationStatus, reservedAt: p.reservedAt });

/** POST /api/projects/{id}/reserve: the caller (an approved investor) reserves for themself. */
export async function reserveProject(actor: SessionUser, projectId: string): Promise<ReservationSummary> {
  authorize(actor, "projects.reserve");
  const after = await move(
    actor,
    projectId,
    "reservation.requested",
    async (p, { tx }) => {
      const changes = decideInvestorReserve(p, actor.id, new Date());
      const unmet = changes && (await unmetReadiness(tx, actor.id));
      if (unmet) throw conflict(notReadyMessage(unmet));
      return changes;
    },
    { then: askForApproval },
  );
  return summary(after);
}

/** DELETE /api/projects/{id}/reserve: the caller withdraws their own pending reservation; the next ready investor in line gets it. */
export async function withdrawReservation(actor: SessionUser, projectId: string, shown: ReservationDecisionInput = {}): Promise<ReservationSummary> {
  authorize(actor, "projects.reserve");
  const after = await move(
    actor,
    projectId,
    "reservation.withdrawn",
    async (p, { tx }) => {
      await assertAsShown(tx, actor, p, shown);
      return decideWithdraw(p, actor.id);
    },
    { then: (_before, after, ctx) => promoteNextInLine(after, ctx) },
  );
  return summary(after);
}

/**
 * An employee reserves on behalf of an approved investor, named by username. The investor row is read
 * with FOR SHARE inside the same transaction, so a denial running at the same moment either lands first
 * (and this refuses) or waits until the reservation is written. An investor who is not ready (while the
 * firm requires it) is refused unless the employee gives a reason, which the audit row keeps.
 */
export async function reserveProjectFor(actor: SessionUser, projectId: string, input: ReserveForInvestorInput): Promise<{ investor: string }> {
  authorize(actor, "reservations.approve");
  let username = "";
  let override: string | null = null;
  await move(
    actor,
    projectId,
    "reservation.requested",
    async (p, { tx }) => {
      const [investor] = await tx.$queryRaw<{ id: string; username: string }[]>`
        SELECT id, username FROM users
        WHERE "usernameKey" = ${usernameKey(input.investorId)} AND role = ${approvedInvestorWhere.role}::"Role" AND status = ${approvedInvestorWhere.status}::"UserStatus"
        FOR SHARE`;
      if (!investor) throw badRequest("Investor not found or not approved");
      username = investor.username;
      const changes = decideReserveFor(p, investor.id, input.notes, new Date());
      const unmet = await unmetReadiness(tx, investor.id);
      if (unmet && !input.overrideReason) throw conflict(notReadyMessage(unmet, `${investor.username} is not ready`));
      if (unmet) override = input.overrideReason;
      return changes;
    },
    { then: leaveLineOnReserve, audit: () => (override ? { readinessOverride: override } : {}) },
  );
  return { investor: username };
}

/** Approval makes the investor the owner, and tells them in the bell. */
export async function approveReservation(actor: SessionUser, projectId: string, shown: ReservationDecisionInput = {}): Promise<void> {
  authorize(actor, "reservations.approve");
  await move(
    actor,
    projectId,
    "reservation.approved",
    async (p, { tx }) => {
      await assertAsShown(tx, actor, p, shown);
      return decideApprove(p, actor.id, new Date());
    },
    { then: (_before, after, ctx) => notifyInvestor(ctx, after.id, after.reservedBy!, "approved", null) },
  );
}

/**
 * The project is free again; it keeps the rejected investor and the note, which that investor sees (and
 * reads in the bell). The next ready investor in line gets it in the same transaction.
 */
export async function rejectReservation(actor: SessionUser, projectId: string, input: RejectReservationInput): Promise<void> {
  authorize(actor, "reservations.approve");
  const { notes, ...shown } = input;
  await move(
    actor,
    projectId,
    "reservation.rejected",
    async (p, { tx }) => {
      await assertAsShown(tx, actor, p, shown);
      return decideReject(p, notes ?? null);
    },
    {
      then: async (before, after, ctx) => {
        await notifyInvestor(ctx, after.id, before.reservedBy!, "rejected", notes ?? null);
        await promoteNextInLine(after, ctx);
      },
    },
  );
}
