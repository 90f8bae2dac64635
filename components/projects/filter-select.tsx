"use client";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

type Props<T extends string> = { label: string; allLabel: string; options: readonly T[]; value: T | null; onChange: (value: T | null) => void };

/** One of the filter bar's selects: "All …" means no filter. */
export function FilterSelect<T extends string>({ label, allLabel, options, value, onChange }: Props<T>) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? null : (v as T))}>
      <SelectTrigger aria-label={label} className="w-full sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
