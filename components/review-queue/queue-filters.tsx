"use client";
import { useQuery } from "@tanstack/react-query";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { QueueFilters } from "@/components/review-queue/types";

const ALL = "all";
const STATUS_LABELS = { pending: "Pending", approved: "Approved", rejected: "Rejected", all: "All statuses" } as const;

type Props = { filters: QueueFilters; years: number[]; onChange: (change: Partial<QueueFilters>) => void };

/** Year, status and investor: each change starts again at page 1. */
export function QueueFiltersBar({ filters, years, onChange }: Props) {
  const investors = useQuery<{ id: string; username: string }[]>({ queryKey: ["/api/admin/investors"] });
  const set = (change: Partial<QueueFilters>) => onChange({ ...change, page: 1 });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Filter id="queue-year" label="Year" value={String(filters.year)} onChange={(v) => set({ year: Number(v) })} options={years.map((y) => [String(y), String(y)])} />
      <Filter id="queue-status" label="Status" value={filters.status} onChange={(v) => set({ status: v as QueueFilters["status"] })} options={Object.entries(STATUS_LABELS)} />
      <Filter
        id="queue-investor"
        label="Investor"
        value={filters.investor || ALL}
        onChange={(v) => set({ investor: v === ALL ? "" : v })}
        options={[[ALL, investors.isError ? "All investors (list unavailable)" : "All investors"], ...(investors.data ?? []).map((i): [string, string] => [i.id, i.username])]}
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
