import { Progress } from "@/components/ui/progress";
import { formatHours } from "@/components/requirements/format";

type Props = { label: string; hours: string; required: string; percentage: number };

/** "42.5 of 100 hours" with a bar capped at 100% (spec 2 §9). */
export function HoursMeter({ label, hours, required, percentage }: Props) {
  const pct = Math.min(100, percentage);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <span className="text-sm tabular-nums text-slate-900">
          <span className="text-lg font-semibold">{formatHours(hours)}</span> of {formatHours(required)} hours
        </span>
      </div>
      <Progress value={pct} aria-label={`${label}: ${pct}%`} />
      <p className="text-xs text-slate-600">{pct}% complete</p>
    </div>
  );
}
