// What each kind of viewer receives for a project: the one place that decides it, used by the list,
// the single-project read and the export.
import { isAvailable } from "@/lib/reservations/availability";
import { seesAllProjects } from "@/lib/projects/policy";
import type { ProjectType, Stage } from "@/lib/projects/schemas";
import type { Role } from "@/lib/auth/schemas";
import type { ReservationState } from "@/lib/reservations/policy";

/** A project as read from the database, with the reserving user's name joined in. */
export type ProjectRow = Omit<ReservationState, "stage"> & {
  deploymentQuarter: string;
  stage: Stage;
  client: string;
  address: string;
  purpose: string;
  type: ProjectType;
  numberOfChargers: number;
  numberOfSpaces: number;
  projectCost: string;
  itcTaxCredit: boolean;
  engineeringNotes: string | null;
  investorSummary: string | null;
  createdAt: Date;
  updatedAt: Date;
  reservedByUsername: string | null;
};

type Viewer = { id: string; role: Role };

type EmployeeOnly = "reservedBy" | "reservationNotes" | "approvedBy" | "ownedBy" | "rejectedFor";

/** What an investor gets: no employee-only fields, and reservation details only for their own hold. */
export type InvestorProjectView = Omit<ProjectRow, EmployeeOnly> & {
  isReserved: boolean;
  reservedByMe: boolean;
  ownedByMe: boolean;
  available: boolean;
};

/** What an employee gets: the whole record plus the same derived flags. */
export type EmployeeProjectView = ProjectRow & Omit<InvestorProjectView, keyof ProjectRow>;

export type ProjectView = InvestorProjectView | EmployeeProjectView;

export function presentProject(row: ProjectRow, viewer: Viewer): ProjectView {
  const mine = row.reservedBy !== null && row.reservedBy === viewer.id;
  const flags = {
    isReserved: row.reservedBy !== null,
    reservedByMe: mine,
    ownedByMe: row.ownedBy !== null && row.ownedBy === viewer.id,
    available: isAvailable(row),
  };
  if (seesAllProjects(viewer)) return { ...row, ...flags };
  const { reservedBy: _r, reservationNotes: _n, approvedBy: _a, ownedBy: _o, rejectedFor: _j, ...visible } = row;
  // Another investor's hold shows only as isReserved: never their name, id, status or dates. Their own
  // last rejected reservation shows as "rejected" with the employee's note.
  const rejectedMe = !mine && row.rejectedFor !== null && row.rejectedFor === viewer.id;
  return {
    ...visible,
    reservationStatus: mine ? row.reservationStatus : rejectedMe ? "rejected" : null,
    rejectionNotes: rejectedMe ? row.rejectionNotes : null,
    reservedAt: mine ? row.reservedAt : null,
    reservedByUsername: mine ? row.reservedByUsername : null,
    approvedAt: mine ? row.approvedAt : null,
    ...flags,
  };
}
