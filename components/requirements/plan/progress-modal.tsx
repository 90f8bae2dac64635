"use client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import type { RequirementsProgressData } from "@/components/requirements/types";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; year: number; progress: RequirementsProgressData | null };

/**
 * Spec 2 §2 "View My Progress": the figures the page read on the server, or a fallback. Its loading and
 * error states (with a Retry that reloads, §8) are the page's own: loading.tsx and error.tsx.
 */
export function ProgressModal({ open, onOpenChange, year, progress }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>My Progress</DialogTitle>
          <DialogDescription>Your approved hours toward the {year} participation requirement.</DialogDescription>
        </DialogHeader>
        <ProgressBody progress={progress} />
      </DialogContent>
    </Dialog>
  );
}

function ProgressBody({ progress: p }: { progress: RequirementsProgressData | null }) {
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
