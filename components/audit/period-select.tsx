"use client";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { AUDIT_PERIODS, type AuditPeriod } from "@/components/audit/types";

export function PeriodSelect({ value, onChange }: { value: AuditPeriod; onChange: (days: AuditPeriod) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="audit-period">Period</Label>
      <Select value={String(value)} onValueChange={(v) => onChange(Number(v) as AuditPeriod)}>
        <SelectTrigger id="audit-period" className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {AUDIT_PERIODS.map((days) => (
            <SelectItem key={days} value={String(days)}>
              Last {days} days
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
