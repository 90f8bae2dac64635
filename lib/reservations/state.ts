// The reservation fields of a project as every move reads them under its row lock, and what the audit
// log keeps of them.
import "server-only";
import type { Tx } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import type { AfterCommit } from "@/lib/transaction";
import type { ReservationState } from "@/lib/reservations/policy";

/** What a move hands to the steps that follow it in its transaction. */
export type MoveContext = { tx: Tx; afterCommit: AfterCommit; actor: SessionUser };

export const stateSelect = {
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

/** What the audit log keeps of a move: the project's reservation fields (its record id is the project's). */
export function reservationValues({ id: _id, sharedWithInvestors: _shared, stage: _stage, ...values }: ReservationState) {
  return values;
}
