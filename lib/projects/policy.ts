// Which projects a viewer may see: the capability decides (lib/auth/permissions.ts), this file turns it into queries.
import { Prisma } from "@/generated/prisma/client";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import { conflict } from "@/lib/errors";
import type { Stage } from "@/lib/projects/schemas";

type Viewer = { id: string; role: Role };

/** Employees see every project; investors only those shared with investors. */
export function seesAllProjects(viewer: Viewer): boolean {
  return can(viewer, "projects.read-all");
}

/**
 * The same rule for Prisma's model API and for raw SQL over `projects p`. An investor sees the shared
 * projects, and the ones they own (an approved reservation) whatever their sharing or stage.
 */
export function visibleProjectWhere(viewer: Viewer): Prisma.ProjectWhereInput {
  return seesAllProjects(viewer) ? {} : { OR: [{ sharedWithInvestors: true }, { ownedBy: viewer.id }] };
}

export function visibleProjectSql(viewer: Viewer): Prisma.Sql {
  return seesAllProjects(viewer) ? Prisma.sql`TRUE` : Prisma.sql`(p."sharedWithInvestors" = TRUE OR p."ownedBy" = ${viewer.id})`;
}

export const PENDING_RESERVATION_FIRST =
  "This project has a pending reservation: approve or reject it before unsharing the project or moving it out of Committed";

type EditState = { stage: Stage; sharedWithInvestors: boolean; reservationStatus: string | null; reservedBy: string | null };

/**
 * An edit may not strand a pending reservation: unsharing the project or moving it out of Committed
 * waits until an employee approved or rejected it (409).
 */
export function assertEditKeepsReservation(before: EditState, change: { stage?: Stage; sharedWithInvestors?: boolean }): void {
  if (before.reservationStatus !== "pending" || before.reservedBy === null) return;
  const unshares = before.sharedWithInvestors && change.sharedWithInvestors === false;
  const leavesCommitted = before.stage === "Committed" && change.stage !== undefined && change.stage !== "Committed";
  if (unshares || leavesCommitted) throw conflict(PENDING_RESERVATION_FIRST);
}
