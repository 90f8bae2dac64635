import { Badge } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import type { SortKey } from "@/lib/projects/schemas";
import { formatUsd } from "@/lib/format/money";
import type { ProjectItem } from "@/components/shared/project-item";
import { MyReservationStatus, ReservationBadge } from "@/components/projects/reservation-badge";
import { StageBadge } from "@/components/shared/stage-badge";

/**
 * One column of the project table (and its phone card). The server sorts and pages, so a column only
 * draws its cell; `sort` is the GET /api/projects `sort` value of a sortable column.
 */
export type ProjectColumn = Column<ProjectItem> & { sort?: SortKey };

const count = (n: number) => n.toLocaleString("en-US");

/*
 * Which columns the table keeps as it narrows (issue 30 §9: at 1,280 px the employee's table was 1,320 px
 * in a 1,214 px box, its actions stacked). From `md` up: stage, client, cost, reservation and the actions;
 * from `lg` quarter and chargers; from `xl` type, ITC and the estimate; spaces from `2xl`. The project
 * dialog and the phone's cards show every field.
 */
const COMMON: ProjectColumn[] = [
  { id: "quarter", sort: "quarter", header: "Quarter", from: "lg", cell: (p) => p.deploymentQuarter },
  { id: "stage", sort: "stage", header: "Stage", card: "badge", cell: (p) => <StageBadge stage={p.stage} /> },
  {
    id: "client",
    sort: "client",
    header: "Client",
    card: "title",
    nowrap: false,
    // Long names wrap (they never push the actions out of the box); on the card the heading is bolder
    // and the address one line.
    cell: (p) => (
      <div className="min-w-36 max-w-72 wrap-anywhere max-md:min-w-0 max-md:max-w-none">
        <p className="font-medium text-slate-900 max-md:font-semibold">{p.client}</p>
        <p className="text-xs text-slate-500 max-md:truncate max-md:text-sm">{p.address}</p>
      </div>
    ),
  },
  { id: "type", sort: "type", header: "Type", from: "xl", cell: (p) => p.type },
  { id: "chargers", sort: "chargers", header: "Chargers", numeric: true, from: "lg", cell: (p) => count(p.numberOfChargers) },
  { id: "spaces", sort: "spaces", header: "Spaces", numeric: true, from: "2xl", cell: (p) => count(p.numberOfSpaces) },
  { id: "cost", sort: "cost", header: "Cost", numeric: true, card: "wide", cell: (p) => formatUsd(p.projectCost) },
  { id: "itc", sort: "itc", header: "ITC", from: "xl", cell: (p) => (p.itcTaxCredit ? <Badge variant="default">Yes</Badge> : <Badge variant="secondary">No</Badge>) },
];

// Issue 22 §3: the §30C estimate (an employee sees every project's; "—" where it is nothing).
const ESTIMATE: ProjectColumn = {
  id: "itcEstimate",
  header: "ITC Estimate",
  numeric: true,
  from: "xl",
  cell: (p) => (p.itcEstimate?.status === "estimated" ? formatUsd(p.itcEstimate.credit) : <span className="text-slate-500" title={p.itcEstimate?.reason}>—</span>),
};

const INVESTOR: ProjectColumn[] = [...COMMON, { id: "myReservation", header: "My Reservation", card: "wide", nowrap: false, cell: (p) => <MyReservationStatus project={p} /> }];

// The reservation and who holds it, in one column (a second one cost the table its actions' room).
const RESERVATION: ProjectColumn = {
  id: "reservation",
  header: "Reservation",
  card: "wide",
  nowrap: false,
  cell: (p) => (
    <div className="grid max-w-40 justify-items-start gap-0.5">
      <ReservationBadge project={p} />
      {p.reservedByUsername && <span className="wrap-anywhere text-xs text-slate-600">by {p.reservedByUsername}</span>}
    </div>
  ),
};

const EMPLOYEE: ProjectColumn[] = [...COMMON, ESTIMATE, RESERVATION];

export function projectColumns(isEmployee: boolean): ProjectColumn[] {
  return isEmployee ? EMPLOYEE : INVESTOR;
}
