"use client";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { reviewStatusLabel } from "@/components/requirements/status-badge";
import type { InvestorChoice, ReviewView } from "@/components/requirements/review/types";

const ALL = "all";
const STATUSES = ["pending", "approved", "rejected"] as const;

type Props = { view: ReviewView; years: number[]; investors: InvestorChoice[]; onChange: (change: Partial<ReviewView>) => void };

/** Year, status and investor (the owner starts again at page 1). */
export function QueueFiltersBar({ view, years, investors, onChange }: Props) {
  // The status words the investor sees for this kind ("Denied" for a credit, "Rejected" for hours).
  const kind = view.tab === "credits" ? "education-credits" : "service-hours";
  const statusOptions = [...STATUSES.map((s): [string, string] => [s, reviewStatusLabel(kind, s)]), ["all", "All statuses"] as [string, string]];
  const yearOptions = (years.includes(view.year) ? years : [view.year, ...years]).map((y): [string, string] => [String(y), String(y)]);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Filter id="queue-year" label="Year" value={String(view.year)} onChange={(v) => onChange({ year: Number(v) })} options={yearOptions} />
      <Filter id="queue-status" label="Status" value={view.status} onChange={(v) => onChange({ status: v as ReviewView["status"] })} options={statusOptions} />
      <Filter
        id="queue-investor"
        label="Investor"
        value={view.investor || ALL}
        onChange={(v) => onChange({ investor: v === ALL ? "" : v })}
        options={[[ALL, "All investors"], ...investors.map((i): [string, string] => [i.id, i.username])]}
      />
    </div>
  );
}

type FilterProps = { id: string; label: string; value: string; onChange: (value: string) => void; options: [string, string][] };

function Filter({ id, label, value, onChange, options }: FilterProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([v, text]) => (
            <SelectItem key={v} value={v}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
