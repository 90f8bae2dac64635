"use client";
import { LazySelect } from "@/components/ui/lazy-select";

const ALL = "all";

type Props<T extends string> = { label: string; allLabel: string; options: readonly T[]; value: T | null; onChange: (value: T | null) => void };

/** One of the filter bar's selects: "All …" means no filter. */
export function FilterSelect<T extends string>({ label, allLabel, options, value, onChange }: Props<T>) {
  return (
    <LazySelect
      label={label}
      options={[{ value: ALL, label: allLabel }, ...options.map((option) => ({ value: option, label: option }))]}
      value={value ?? ALL}
      onValueChange={(v) => onChange(v === ALL ? null : (v as T))}
      className="w-full sm:w-40"
    />
  );
}
