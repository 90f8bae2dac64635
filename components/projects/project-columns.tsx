import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { SortKey } from "@/lib/projects/schemas";
import { formatUsd } from "@/lib/format/money";
import type { ProjectItem } from "@/components/projects/project-item";
import { MyReservationStatus, ReservationBadge } from "@/components/projects/reservation-badge";
import { StageBadge } from "@/components/shared/stage-badge";

const col = createColumnHelper<ProjectItem>();

/** Column ids that the server sorts by: the ids are GET /api/projects' `sort` values. */
const sortable = (id: SortKey) => ({ id, enableSorting: true });

export const NUMERIC_COLUMNS = new Set(["chargers", "spaces", "cost"]);

// `any`: the columns hold values of different types in one list (TanStack's own pattern); `unknown` does
// not type-check because a column's cell renderer is contravariant in its value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function projectColumns(isEmployee: boolean): ColumnDef<ProjectItem, any>[] {
  const common = [
    col.accessor("deploymentQuarter", { ...sortable("quarter"), header: "Quarter" }),
    col.accessor("stage", { ...sortable("stage"), header: "Stage", cell: (c) => <StageBadge stage={c.getValue()} /> }),
    col.accessor("client", {
      ...sortable("client"),
      header: "Client",
      cell: (c) => (
        <div className="min-w-40 max-w-64">
          <p className="truncate font-medium text-slate-900">{c.getValue()}</p>
          <p className="truncate text-xs text-slate-500">{c.row.original.address}</p>
        </div>
      ),
    }),
    col.accessor("type", { ...sortable("type"), header: "Type" }),
    col.accessor("numberOfChargers", { ...sortable("chargers"), header: "Chargers", cell: (c) => c.getValue().toLocaleString("en-US") }),
    col.accessor("numberOfSpaces", { ...sortable("spaces"), header: "Spaces", cell: (c) => c.getValue().toLocaleString("en-US") }),
    col.accessor("projectCost", { ...sortable("cost"), header: "Cost", cell: (c) => formatUsd(c.getValue()) }),
    col.accessor("itcTaxCredit", {
      ...sortable("itc"),
      header: "ITC",
      cell: (c) => (c.getValue() ? <Badge variant="default">Yes</Badge> : <Badge variant="secondary">No</Badge>),
    }),
  ];
  if (!isEmployee) {
    return [
      ...common,
      col.accessor("reservationStatus", { id: "myReservation", enableSorting: false, header: "My Reservation", cell: (c) => <MyReservationStatus project={c.row.original} /> }),
    ];
  }
  return [
    ...common,
    col.accessor("reservationStatus", { id: "reservation", enableSorting: false, header: "Reservation", cell: (c) => <ReservationBadge project={c.row.original} /> }),
    col.accessor("reservedByUsername", {
      id: "reservedBy",
      enableSorting: false,
      header: "Reserved By",
      cell: (c) => c.getValue() ?? <span className="text-slate-500">—</span>,
    }),
  ];
}
