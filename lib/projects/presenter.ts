// What each kind of viewer receives for a project: the one place that decides it, used by the list,
// the single-project read and the export.
import { isAvailable } from "@/lib/reservations/availability";
import { seesAllProjects } from "@/lib/projects/policy";
import type { ProjectType, Stage } from "@/lib/projects/schemas";
import type { Role } from "@/lib/auth/schemas";
import type { ReservationState } from "@/lib/reservations/policy";
import { estimateItc, type ItcEstimate } from "@/lib/itc/estimate";
import { recaptureEndsOn } from "@/lib/itc/recapture";

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
  // The §30C inputs (issue 22 §3); the date as yyyy-MM-dd.
  placedInServiceDate: string | null;
  censusTract: string | null;
  tractEligible: boolean | null;
  tractEligibilitySource: string | null;
  prevailingWageMet: boolean | null;
};

/** The §30C inputs, the estimate and the recapture window's end. */
type Itc = { itcEstimate: ItcEstimate | null; recaptureEndsOn: string | null };
/** What a project's presentation needs besides the row: firm-wide settings, read once per request. */
export type PresentContext = { recaptureYears: number };

type Viewer = { id: string; role: Role };

type EmployeeOnly = "reservedBy" | "reservationNotes" | "approvedBy" | "ownedBy" | "rejectedFor";

/** What an investor gets: no employee-only fields, and reservation details only for their own hold. */
export type InvestorProjectView = Omit<ProjectRow, EmployeeOnly> & Itc & {
  isReserved: boolean;
  reservedByMe: boolean;
  ownedByMe: boolean;
  available: boolean;
};

/** What an employee gets: the whole record plus the same derived flags. */
export type EmployeeProjectView = ProjectRow & Omit<InvestorProjectView, keyof ProjectRow>;

export type ProjectView = InvestorProjectView | EmployeeProjectView;

const NO_ITC_INPUTS = { placedInServiceDate: null, censusTract: null, tractEligible: null, tractEligibilitySource: null, prevailingWageMet: null } as const;

/**
 * Employees see every project's §30C inputs and estimate; an investor only those of a project they hold
 * (an approved reservation: they own it). The estimate is always one the dialog labels as such.
 */
function itcOf(row: ProjectRow, context: PresentContext): Itc {
  return { itcEstimate: estimateItc(row), recaptureEndsOn: recaptureEndsOn(row.placedInServiceDate, context.recaptureYears) };
}

export function presentProject(row: ProjectRow, viewer: Viewer, context: PresentContext): ProjectView {
  const mine = row.reservedBy !== null && row.reservedBy === viewer.id;
  const flags = {
    isReserved: row.reservedBy !== null,
    reservedByMe: mine,
    ownedByMe: row.ownedBy !== null && row.ownedBy === viewer.id,
    available: isAvailable(row),
  };
  if (seesAllProjects(viewer)) return { ...row, ...itcOf(row, context), ...flags };
  const itc = flags.ownedByMe ? itcOf(row, context) : { ...NO_ITC_INPUTS, itcEstimate: null, recaptureEndsOn: null };
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
    ...itc,
    ...flags,
  };
}
