"use client";
import { NativeSelect } from "@/components/ui/native-select";

const ALL = "all";

type Props<T extends string> = { label: string; allLabel: string; options: readonly T[]; value: T | null; onChange: (value: T | null) => void };

/** One of the filter bar's selects: "All …" means no filter; the bar puts the choice in the URL. */
export function FilterSelect<T extends string>({ label, allLabel, options, value, onChange }: Props<T>) {
  return (
    <NativeSelect
      label={label}
      options={[{ value: ALL, label: allLabel }, ...options.map((option) => ({ value: option, label: option }))]}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : (event.target.value as T))}
      className="w-full sm:w-40"
    />
  );
}
