// What each kind of viewer receives for a project: the one place that decides it, used by the list,
// the single-project read and the export.
import { isAvailable } from "@/lib/reservations/availability";
import { seesAllProjects } from "@/lib/projects/policy";
import type { ProjectType, Stage } from "@/lib/projects/schemas";
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

type Viewer = { id: string; role: "employee" | "external" };

type EmployeeOnly = "reservedBy" | "reservationNotes" | "approvedBy" | "ownedBy";

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
  const { reservedBy: _r, reservationNotes: _n, approvedBy: _a, ownedBy: _o, ...visible } = row;
  // Another investor's hold shows only as isReserved: never their name, id, status or dates.
  return {
    ...visible,
    reservationStatus: mine ? row.reservationStatus : null,
    reservedAt: mine ? row.reservedAt : null,
    reservedByUsername: mine ? row.reservedByUsername : null,
    approvedAt: mine ? row.approvedAt : null,
    ...flags,
  };
}
