"use client";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import { creditsSummaryKey, progressKey } from "@/components/requirements/query-keys";
import type { RequirementsProgressData } from "@/components/requirements/types";
import type { EducationSummary } from "@/components/requirements/credits/types";

/** Education credits toward the year's 100 hours, beside the service hours they add to. */
export function EducationCreditsProgress({ year }: { year: number }) {
  const progress = useQuery<RequirementsProgressData>({ queryKey: progressKey(year) });
  const summary = useQuery<EducationSummary>({ queryKey: creditsSummaryKey(year) });
  if (progress.isPending || summary.isPending) return <Skeleton className="h-40" aria-label="Loading" />;
  if (progress.isError || summary.isError) {
    return <LoadError message="Error loading progress data. Please try again later." onRetry={() => Promise.all([progress.refetch(), summary.refetch()])} />;
  }
  const p = progress.data;
  const rows: [string, string][] = [
    // Education hours are logged credits and approved course completions together; the total adds service hours.
    ["Approved education hours", `${formatHours(p.approvedCredits)} h`],
    ["Pending education hours", `${formatHours(p.pendingCredits)} h`],
    ["Logged credits approved", `${summary.data.approvedSubmissions} of ${summary.data.totalSubmissions}`],
    ["Approved service hours", `${formatHours(p.serviceHours)} h`],
  ];
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <HoursMeter label={`Total approved hours, ${year}`} hours={p.totalHours} required={p.requiredHours} percentage={p.progressPercentage} />
        <p className="text-xs text-slate-600">Approved service hours plus approved education hours (logged credits and completed courses).</p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
