import type * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/client/cn";

type Props = Omit<React.ComponentProps<"select">, "children"> & {
  /** The select's accessible name (the filters have no visible label). */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/**
 * The browser's own select, styled as SelectTrigger: for the pages' filter and sort selects, which need no
 * script to draw, open or pick by typed letter, and read as one combobox to a screen reader.
 */
export function NativeSelect({ label, options, className, ...props }: Props) {
  return (
    <div className={cn("relative", className)}>
      <select
        aria-label={label}
        className="h-10 w-full appearance-none truncate rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600/30 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-slate-500" aria-hidden />
    </div>
  );
}
