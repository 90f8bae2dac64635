import { Progress } from "@/components/ui/progress";
import type { ReviewSummary } from "@/components/agreements/review/review-summary";

/** Where the investor stands: participation (finalized share) and how many templates are in each phase. */
export function OverviewTab({ summary }: { summary: ReviewSummary }) {
  const count = (pred: (s: string) => boolean) => summary.rows.filter((r) => pred(r.status)).length;
  const tiles = [
    { label: "Templates", value: summary.rows.length },
    // Every template in exactly one phase; "In review" only once the investor has opened it.
    { label: "Not started", value: count((s) => s === "not_started" || s === "assigned") },
    { label: "In review", value: count((s) => ["reviewing", "redlined", "negotiating"].includes(s)) },
    { label: "Approved", value: count((s) => s === "approved") },
    { label: "Completed", value: count((s) => s === "finalized" || s === "rejected") },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">Participation</h3>
          <span className="text-2xl font-semibold text-slate-900" data-testid="participation">
            {summary.participation}%
          </span>
        </div>
        <Progress value={summary.participation} aria-label="Participation" />
        <p className="text-sm text-slate-600">
          {summary.finalized} of {summary.rows.length} agreements finalized.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t.label}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{t.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
