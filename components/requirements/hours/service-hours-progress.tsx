"use client";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import { hoursSummaryKey, serviceProgressKey } from "@/components/requirements/query-keys";
import type { ServiceHoursSummary, ServiceProgress } from "@/components/requirements/hours/types";
import { SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

/** Spec 2 §2 Progress: approved service hours of the 100, and the hours per category. */
export function ServiceHoursProgress({ year }: { year: number }) {
  const progress = useQuery<ServiceProgress>({ queryKey: serviceProgressKey(year) });
  const summary = useQuery<ServiceHoursSummary>({ queryKey: hoursSummaryKey(year) });
  if (progress.isPending || summary.isPending) return <Skeleton className="h-40" aria-label="Loading" />;
  if (progress.isError || summary.isError) {
    return <LoadError message="Error loading progress data. Please try again later." onRetry={() => Promise.all([progress.refetch(), summary.refetch()])} />;
  }
  const p = progress.data;
  const s = summary.data;
  return (
    <div className="grid gap-5">
      <HoursMeter label={`Approved service hours, ${year}`} hours={p.completedHours} required={p.requiredHours} percentage={p.progressPercentage} />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Approved", s.approvedHours],
          ["Pending", s.pendingHours],
          ["Rejected", s.rejectedHours],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{formatHours(value)} h</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700">By category (approved / logged)</h3>
        <ul className="grid gap-1 text-sm">
          {s.categoryBreakdown.map((c) => (
            <li key={c.category} className="flex justify-between gap-2 border-b border-slate-100 py-1">
              <span className="text-slate-700">{SERVICE_CATEGORY_LABELS[c.category]}</span>
              <span className="tabular-nums text-slate-900">
                {formatHours(c.hours)} / {formatHours(c.loggedHours)} h
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
