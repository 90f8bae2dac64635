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

const COMMON: ProjectColumn[] = [
  { id: "quarter", sort: "quarter", header: "Quarter", cell: (p) => p.deploymentQuarter },
  { id: "stage", sort: "stage", header: "Stage", card: "badge", cell: (p) => <StageBadge stage={p.stage} /> },
  {
    id: "client",
    sort: "client",
    header: "Client",
    card: "title",
    cardCell: (p) => (
      <>
        <p className="wrap-anywhere font-semibold text-slate-900">{p.client}</p>
        <p className="truncate text-sm text-slate-500">{p.address}</p>
      </>
    ),
    cell: (p) => (
      <div className="min-w-40 max-w-64">
        <p className="truncate font-medium text-slate-900">{p.client}</p>
        <p className="truncate text-xs text-slate-500">{p.address}</p>
      </div>
    ),
  },
  { id: "type", sort: "type", header: "Type", cell: (p) => p.type },
  { id: "chargers", sort: "chargers", header: "Chargers", numeric: true, cell: (p) => count(p.numberOfChargers) },
  { id: "spaces", sort: "spaces", header: "Spaces", numeric: true, cell: (p) => count(p.numberOfSpaces) },
  { id: "cost", sort: "cost", header: "Cost", numeric: true, card: "wide", cell: (p) => formatUsd(p.projectCost) },
  { id: "itc", sort: "itc", header: "ITC", cell: (p) => (p.itcTaxCredit ? <Badge variant="default">Yes</Badge> : <Badge variant="secondary">No</Badge>) },
];

// Issue 22 §3: the §30C estimate (an employee sees every project's; "—" where it is nothing).
const ESTIMATE: ProjectColumn = {
  id: "itcEstimate",
  header: "ITC Estimate",
  numeric: true,
  cell: (p) => (p.itcEstimate?.status === "estimated" ? formatUsd(p.itcEstimate.credit) : <span className="text-slate-500" title={p.itcEstimate?.reason}>—</span>),
};

const INVESTOR: ProjectColumn[] = [...COMMON, { id: "myReservation", header: "My Reservation", card: "wide", cell: (p) => <MyReservationStatus project={p} /> }];

const EMPLOYEE: ProjectColumn[] = [
  ...COMMON,
  ESTIMATE,
  { id: "reservation", header: "Reservation", card: "wide", cell: (p) => <ReservationBadge project={p} /> },
  { id: "reservedBy", header: "Reserved By", cell: (p) => p.reservedByUsername ?? <span className="text-slate-500">—</span> },
];

export function projectColumns(isEmployee: boolean): ProjectColumn[] {
  return isEmployee ? EMPLOYEE : INVESTOR;
}
