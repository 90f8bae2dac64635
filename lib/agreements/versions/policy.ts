// Which status moves are legal, and who may make them (spec 2 §4, DESIGN.md "Templates"): the only place
// these rules are written. Pure: takes the version as read under its row lock, returns the fields to
// write or throws the AppError the caller should see.
import { conflict, forbidden } from "@/lib/errors";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import { ORDERED_VERSION_STATUSES, VERSION_STATUSES, type TemplateCategory, type VersionStatus } from "@/lib/agreements/statuses";
import type { LockedVersion } from "@/lib/agreements/access";

/** Which side of the negotiation a user is on: the legal team (templates.negotiate) or the version's investor. */
export type Side = "legal" | "investor";
export const sideOf = (user: { role: Role } | null | undefined): Side => (can(user, "templates.negotiate") ? "legal" : "investor");

export type Mover = { id: string; side: Side };

export type StatusChanges = {
  status: VersionStatus;
  statusNote?: string | null;
  reviewStartedAt?: Date | null;
  redlineSubmittedAt?: Date | null;
  approvedAt?: Date | null;
  approvedBy?: string | null;
  finalizedAt?: Date | null;
};

const order = ORDERED_VERSION_STATUSES as readonly VersionStatus[];
const previous = (status: VersionStatus): VersionStatus | null => {
  const i = order.indexOf(status);
  return i > 0 ? order[i - 1] : null;
};

/** The message every refused move carries: it names the status the version is in now. */
export const illegalMove = (from: VersionStatus, to: VersionStatus) => conflict(`This template version is ${from}; it cannot move to ${to}`);

export const NOT_AN_MSA = "Only an MSA-category template becomes an MSA; mark this template finalized in the Negotiation Tracker instead";

/** The MSA wizard (compile, finalize, its approved record) is for MSA-category versions only. */
export function assertMsaCategory(category: TemplateCategory): void {
  if (category !== "msa") throw conflict(NOT_AN_MSA);
}

/** What leaving a status undoes when the version steps back from it. */
function undo(left: VersionStatus): Partial<StatusChanges> {
  if (left === "reviewing") return { reviewStartedAt: null };
  if (left === "redlined") return { redlineSubmittedAt: null };
  if (left === "approved") return { approvedAt: null, approvedBy: null };
  return {};
}

function employeeMove(v: LockedVersion, to: VersionStatus, note: string | null, mover: Mover, now: Date): StatusChanges {
  const from = v.status;
  if (from === "finalized" || from === "rejected") throw illegalMove(from, to);
  // An MSA is finalized by the MSA wizard (it makes the agreement); any other approved template is simply marked finalized.
  if (to === "finalized") {
    if (v.category === "msa") throw conflict(`This template version is ${from}; an MSA becomes finalized only through MSA finalization`);
    if (from !== "approved") throw illegalMove(from, to);
    return { status: "finalized", finalizedAt: now };
  }
  if (to === "rejected") return { status: "rejected", statusNote: note };
  if (to === "approved") {
    if (from !== "reviewing" && from !== "negotiating") throw illegalMove(from, to);
    return { status: "approved", approvedAt: now, approvedBy: mover.id, statusNote: note };
  }
  if (from === "assigned" && to === "reviewing") return { status: "reviewing", reviewStartedAt: v.reviewStartedAt ?? now };
  if (from === "redlined" && to === "negotiating") return { status: "negotiating" };
  if (previous(from) === to) return { status: to, ...undo(from) };
  throw illegalMove(from, to);
}

/** Who may ask for a status at all, whatever the version's state: checked before the state is looked at. */
export function assertMayMoveTo(to: VersionStatus, side: Side): void {
  if (side === "investor" && to !== "reviewing") throw forbidden("Only the legal team can move a template to this status");
}

/**
 * An investor may only mark their own assigned version as in review ("Mark as In Review"); every other
 * move is the legal team's. Their first redline while reviewing is decided by `redlineMove`.
 */
export function decideStatusMove(v: LockedVersion, to: VersionStatus, note: string | null, mover: Mover, now: Date): StatusChanges {
  assertMayMoveTo(to, mover.side);
  if (mover.side === "legal") return employeeMove(v, to, note, mover, now);
  if (v.status !== "assigned") throw illegalMove(v.status, to);
  return { status: "reviewing", reviewStartedAt: v.reviewStartedAt ?? now };
}

/** The first investor redline while reviewing moves the version to redlined (spec 2 §4). */
export function redlineMove(v: LockedVersion, author: Side, now: Date): StatusChanges | null {
  if (author !== "investor" || v.status !== "reviewing") return null;
  return { status: "redlined", redlineSubmittedAt: now };
}

/** The moves `decideStatusMove` would allow from a status: the screens offer exactly these, nothing restated. */
export function allowedMoves(status: VersionStatus, side: Side, category: TemplateCategory): VersionStatus[] {
  const probe = { status, category, reviewStartedAt: null } as LockedVersion;
  const mover = { id: "", side };
  return VERSION_STATUSES.filter((to) => {
    try {
      decideStatusMove(probe, to, "note", mover, new Date());
      return true;
    } catch {
      return false;
    }
  });
}
