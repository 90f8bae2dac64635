"use client";
import { cn } from "@/lib/client/cn";
import type { Stage } from "@/lib/projects/schemas";

type Props = { columns: { stage: Stage; count: number }[]; value: Stage; onChange: (stage: Stage) => void };

/** Phones show one stage at a time: this picks it (wide screens show every column and no switcher). */
export function StageSwitcher({ columns, value, onChange }: Props) {
  return (
    <div role="group" aria-label="Stage shown" className="mb-4 flex flex-wrap gap-2 md:hidden">
      {columns.map(({ stage, count }) => (
        <button
          key={stage}
          type="button"
          aria-pressed={value === stage}
          data-stage-switch={stage}
          onClick={() => onChange(stage)}
          className={cn(
            "rounded-full border px-3 py-1.5 text-sm font-medium",
            value === stage ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white text-slate-700",
          )}
        >
          {stage} <span className="tabular-nums">({count})</span>
        </button>
      ))}
    </div>
  );
}
