// Who may move a reservation where: the only place these rules are written. Each decision takes the
// project as read under its row lock (null when it does not exist) and returns the fields to change,
// null for "nothing to do" (an idempotent repeat), or throws the AppError the caller should see.
import { conflict, forbidden, notFound } from "@/lib/errors";
import { isAvailable } from "@/lib/reservations/availability";

export type ReservationState = {
  id: string;
  sharedWithInvestors: boolean;
  stage: string;
  reservedBy: string | null;
  reservedAt: Date | null;
  reservationStatus: "pending" | "approved" | "rejected" | null;
  reservationNotes: string | null;
  approvedBy: string | null;
  approvedAt: Date | null;
  ownedBy: string | null;
  /** The investor whose reservation was rejected last, and the note they see with it. */
  rejectedFor: string | null;
  rejectionNotes: string | null;
};

export type ReservationChanges = Partial<Omit<ReservationState, "id" | "sharedWithInvestors" | "stage">>;


const NOT_FOUND = "Project not found";
const NO_PENDING = "There is no pending reservation for this project";

/** Everything a reservation sets, cleared; `ownedBy` stays (it is set only by an approval, which is final). */
const released = { reservedBy: null, reservedAt: null, reservationNotes: null, approvedBy: null, approvedAt: null } as const;

/** An investor may not learn that an unshared project exists. */
function visibleToInvestor(p: ReservationState | null): ReservationState {
  if (!p || !p.sharedWithInvestors) throw notFound(NOT_FOUND);
  return p;
}

function assertAvailable(p: ReservationState): void {
  if (p.reservedBy !== null) throw conflict("This project is already reserved");
  if (!isAvailable(p)) throw conflict("This project is not available for reservation");
}

/** A new pending hold; the investor's own earlier rejection is over once they reserve again. */
function pendingFor(p: ReservationState, investorId: string, now: Date, notes: string | null): ReservationChanges {
  const rejectionSeen = p.rejectedFor === investorId ? { rejectedFor: null, rejectionNotes: null } : {};
  return { ...released, reservedBy: investorId, reservedAt: now, reservationStatus: "pending", reservationNotes: notes, ...rejectionSeen };
}

/** An investor reserves for themself. Holding it already is a repeat, answered with the current state. */
export function decideInvestorReserve(project: ReservationState | null, investorId: string, now: Date): ReservationChanges | null {
  const p = visibleToInvestor(project);
  if (p.reservedBy === investorId) return null;
  assertAvailable(p);
  return pendingFor(p, investorId, now, null);
}

/** An employee reserves on an investor's behalf; employees know every project, so unshared is a 409. */
export function decideReserveFor(project: ReservationState | null, investorId: string, notes: string | null, now: Date): ReservationChanges {
  if (!project) throw notFound(NOT_FOUND);
  assertAvailable(project);
  return pendingFor(project, investorId, now, notes);
}

/** An investor withdraws their own pending reservation; the holder of any other is never named. */
export function decideWithdraw(project: ReservationState | null, investorId: string): ReservationChanges {
  const p = visibleToInvestor(project);
  if (p.reservedBy === null) throw conflict("This project is not reserved");
  if (p.reservedBy !== investorId) throw forbidden("You can only withdraw your own reservation");
  if (p.reservationStatus === "approved") throw conflict("Approved reservations cannot be withdrawn");
  return { ...released, reservationStatus: null };
}

/** Approval makes the investor the owner. */
export function decideApprove(project: ReservationState | null, employeeId: string, now: Date): ReservationChanges {
  if (!project) throw notFound(NOT_FOUND);
  if (project.reservationStatus !== "pending" || project.reservedBy === null) throw conflict(NO_PENDING);
  return { reservationStatus: "approved", approvedBy: employeeId, approvedAt: now, ownedBy: project.reservedBy };
}

/** Rejection frees the project; it keeps who was rejected and why, for that investor to see. */
export function decideReject(project: ReservationState | null, notes: string | null): ReservationChanges {
  if (!project) throw notFound(NOT_FOUND);
  if (project.reservationStatus !== "pending" || project.reservedBy === null) throw conflict(NO_PENDING);
  return { ...released, reservationStatus: "rejected", rejectedFor: project.reservedBy, rejectionNotes: notes };
}
