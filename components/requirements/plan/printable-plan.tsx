import { longUsDate } from "@/components/requirements/format";
import { formatHours } from "@/lib/requirements/decimal-hours";
import { PLAN_ACTIVITIES, PLANNED_TOTAL, plannedHours } from "@/lib/requirements/plan";
import { COMMITMENT_POINTS, PlanTextSection, TRACKING_POINTS } from "@/components/requirements/plan/plan-text-sections";
import type { RequirementsProgressData } from "@/components/requirements/types";
import type { ServiceHoursSummary } from "@/components/requirements/hours/types";

type Props = { investor: string; companyName: string; progress: RequirementsProgressData; summary: ServiceHoursSummary; printedAt: Date };

/** The printable Annual Operating Plan (Export Plan): plain black on white, long US dates, signature lines. */
export function PrintablePlan({ investor, companyName, progress, summary, printedAt }: Props) {
  const actual = new Map(summary.categoryBreakdown.map((b) => [b.category, b]));
  // On a phone the page keeps to its width (it was 434 px at 375): less padding, the schedule in smaller type.
  const cell = "border border-slate-400 px-1.5 py-1 sm:px-2";
  return (
    <article className="mx-auto grid max-w-3xl grid-cols-1 gap-6 bg-white p-4 text-slate-900 sm:p-8 print:max-w-none print:p-0">
      <header className="grid gap-1 border-b-2 border-slate-900 pb-3">
        <p className="text-sm">{companyName}</p>
        <h1 className="text-2xl font-bold">Annual Operating Plan {progress.year}</h1>
        <p className="text-sm">
          Investor: <strong>{investor}</strong> · Prepared {longUsDate(printedAt)}
        </p>
      </header>
      <section className="grid gap-1">
        <h2 className="text-lg font-semibold">Annual Participation Target</h2>
        <p className="text-sm">
          {formatHours(progress.requiredHours)} hours of material participation between {longUsDate(new Date(progress.year, 0, 1))} and {longUsDate(new Date(progress.year, 11, 31))}.
          Approved so far: <strong>{formatHours(progress.totalHours)} hours</strong> ({progress.progressPercentage}%), of which {formatHours(progress.serviceHours)} service
          hours and {formatHours(progress.educationHours)} education hours; {formatHours(progress.remainingHours)} hours remain.
        </p>
      </section>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Activity Schedule</h2>
        <table className="w-full border-collapse text-xs sm:text-sm">
          <thead>
            <tr>
              <th className={`${cell} text-left`}>Activity</th>
              <th className={`${cell} text-left`}>Schedule</th>
              <th className={`${cell} text-right`}>Planned</th>
              <th className={`${cell} text-right`}>Approved</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_ACTIVITIES.map((a) => (
              <tr key={a.category} className="break-inside-avoid">
                <td className={cell}>{a.activity}</td>
                <td className={cell}>{a.schedule}</td>
                <td className={`${cell} text-right`}>{plannedHours(a)}</td>
                <td className={`${cell} text-right`}>{formatHours(actual.get(a.category)?.hours ?? "0")}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className={cell} colSpan={2}>
                Total
              </td>
              <td className={`${cell} text-right`}>
                {PLANNED_TOTAL.min}–{PLANNED_TOTAL.max}
              </td>
              <td className={`${cell} text-right`}>{formatHours(summary.approvedHours)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <PlanTextSection title="Tracking & Documentation" points={TRACKING_POINTS} />
      <PlanTextSection title="Investor Commitment" points={COMMITMENT_POINTS} />
      <footer className="mt-8 grid grid-cols-2 gap-8 text-sm break-inside-avoid">
        <p className="border-t border-slate-900 pt-1">Investor signature and date</p>
        <p className="border-t border-slate-900 pt-1">For {companyName}</p>
      </footer>
    </article>
  );
}
