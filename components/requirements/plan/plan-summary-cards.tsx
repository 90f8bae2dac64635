import { CheckCircle2, Clock, Hourglass, Target } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatHours } from "@/components/requirements/format";
import { addHours } from "@/components/requirements/plan/plan-figures";
import type { RequirementsProgressData } from "@/components/requirements/types";

/** The plan's four summary cards: the target, approved, awaiting review and still to go. */
export function PlanSummaryCards({ progress }: { progress: RequirementsProgressData }) {
  const cards = [
    { label: "Annual Target", value: `${formatHours(progress.requiredHours)} h`, note: "Material participation", icon: Target },
    { label: "Approved Hours", value: `${formatHours(progress.totalHours)} h`, note: `${progress.progressPercentage}% of target`, icon: CheckCircle2 },
    { label: "Pending Review", value: `${formatHours(addHours(progress.pendingServiceHours, progress.pendingCredits))} h`, note: "Service hours and credits", icon: Hourglass },
    { label: "Remaining", value: `${formatHours(progress.remainingHours)} h`, note: progress.isComplete ? "Requirement met" : `Before December 31, ${progress.year}`, icon: Clock },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      {cards.map(({ label, value, note, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-600">{label}</span>
              <Icon className="size-4 text-emerald-700" aria-hidden />
            </div>
            <span className="text-2xl font-semibold tabular-nums text-slate-900">{value}</span>
            <span className="text-xs text-slate-600">{note}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
