"use client";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import { progressKey } from "@/components/requirements/query-keys";
import type { RequirementsProgressData } from "@/components/participation-plan/types";

export const PROGRESS_ERROR = "Error loading progress data. Please try again later.";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; year: number };

/** Spec 2 §2 "View My Progress": loading, error with Retry (reloads the page, §8), the figures, or a fallback. */
export function ProgressModal({ open, onOpenChange, year }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>My Progress</DialogTitle>
          <DialogDescription>Your approved hours toward the {year} participation requirement.</DialogDescription>
        </DialogHeader>
        {open && <ProgressBody year={year} />}
      </DialogContent>
    </Dialog>
  );
}

function ProgressBody({ year }: { year: number }) {
  const progress = useQuery<RequirementsProgressData | null>({ queryKey: progressKey(year), refetchOnMount: "always" });
  if (progress.isPending) return <Spinner label="Loading progress..." showLabel />;
  if (progress.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p>{PROGRESS_ERROR}</p>
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    );
  }
  const p = progress.data;
  if (!p) return <p className="text-sm text-slate-600">No progress data is available yet. Log your first hours to get started.</p>;
  const rows: [string, string][] = [
    ["Approved service hours", p.serviceHours],
    ["Approved education hours", p.educationHours],
    ["Pending service hours", p.pendingServiceHours],
    ["Pending credit hours", p.pendingCredits],
    ["Remaining", p.remainingHours],
  ];
  return (
    <div className="grid gap-4">
      <HoursMeter label="Total approved" hours={p.totalHours} required={p.requiredHours} percentage={p.progressPercentage} />
      {p.isComplete && <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">You have met this year&apos;s participation requirement.</p>}
      <dl className="grid gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between border-b border-slate-100 py-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums text-slate-900">{formatHours(value)} h</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
