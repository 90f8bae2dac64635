"use client";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VERSION_STATUSES } from "@/lib/agreements/statuses";
import { statusLabel } from "@/components/agreements/status-badge";
import type { Person } from "@/components/agreements/types";

const ALL = "all";

type Props = { investor: string; status: string; investors: Person[]; onChange: (next: { investor?: string; status?: string }) => void };

/** Investor and status filters; the investor list is the approved investors (the reservation dialog's). */
export function TrackerFilters({ investor, status, investors, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-investor">Investor</Label>
        <Select value={investor || ALL} onValueChange={(v) => onChange({ investor: v === ALL ? "" : v })}>
          <SelectTrigger id="tracker-investor">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All investors</SelectItem>
            {investors.map((i) => (
              <SelectItem key={i.id} value={i.id}>
                {i.username}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-status">Status</Label>
        <Select value={status || ALL} onValueChange={(v) => onChange({ status: v === ALL ? "" : v })}>
          <SelectTrigger id="tracker-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {VERSION_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {statusLabel(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
