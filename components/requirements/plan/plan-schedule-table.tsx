import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatHours } from "@/components/requirements/format";
import { PLAN_ACTIVITIES, PLANNED_TOTAL, plannedHours } from "@/lib/requirements/plan";
import type { ServiceCategory } from "@/lib/requirements/categories";

type Breakdown = { category: ServiceCategory; hours: string; loggedHours: string }[];
type Props = { year: number; breakdown: Breakdown; approvedTotal: string; loggedTotal: string };

/** Spec 2 §9's seven activities with their planned hours, beside this year's logged and approved hours. */
export function PlanScheduleTable({ year, breakdown, approvedTotal, loggedTotal }: Props) {
  const actual = new Map(breakdown.map((b) => [b.category, b]));
  return (
    <div className="overflow-x-auto">
      <Table aria-label={`Participation schedule ${year}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Activity</TableHead>
            <TableHead className="hidden sm:table-cell">Schedule</TableHead>
            <TableHead className="text-right">Planned</TableHead>
            <TableHead className="text-right">Logged {year}</TableHead>
            <TableHead className="text-right">Approved {year}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PLAN_ACTIVITIES.map((a) => (
            <TableRow key={a.category}>
              <TableCell className="font-medium">
                {a.activity}
                <span className="block text-xs font-normal text-slate-600 sm:hidden">{a.schedule}</span>
              </TableCell>
              <TableCell className="hidden text-slate-600 sm:table-cell">{a.schedule}</TableCell>
              <TableCell className="text-right tabular-nums">{plannedHours(a)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatHours(actual.get(a.category)?.loggedHours ?? "0")}</TableCell>
              <TableCell className="text-right tabular-nums">{formatHours(actual.get(a.category)?.hours ?? "0")}</TableCell>
            </TableRow>
          ))}
          <TableRow className="font-semibold">
            <TableCell>Total</TableCell>
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="text-right tabular-nums">
              {PLANNED_TOTAL.min}–{PLANNED_TOTAL.max}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatHours(loggedTotal)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatHours(approvedTotal)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
