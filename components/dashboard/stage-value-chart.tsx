import { cn } from "@/lib/client/cn";
import { formatMillions } from "@/lib/format/money";
import { STAGE_STYLE } from "@/components/shared/stage-style";
import type { StageStat } from "@/lib/dashboard/queries";

/**
 * Value by stage as columns. Each column's text says its stage and value, so the chart reads as a list
 * to a screen reader; the bars themselves are decoration.
 */
export function StageValueChart({ byStage }: { byStage: StageStat[] }) {
  const values = byStage.map((s) => Number(s.value));
  const max = Math.max(...values, 0);
  return (
    <figure className="flex h-full flex-col gap-3">
      <figcaption className="text-sm font-medium text-slate-700">Value by stage</figcaption>
      <ol className="grid h-44 grid-cols-5 gap-2 border-b border-slate-200 sm:gap-3">
        {byStage.map((s, i) => {
          const pct = max > 0 ? Math.max((values[i] / max) * 100, values[i] > 0 ? 3 : 0) : 0;
          return (
            <li key={s.stage} className="flex h-full min-w-0 flex-col items-center gap-1">
              <span className="sr-only">{s.stage}: </span>
              <span className="text-xs font-semibold tabular-nums text-slate-800">{formatMillions(s.value)}</span>
              <span aria-hidden className="relative w-full flex-1">
                <span
                  className={cn("absolute inset-x-0 bottom-0 mx-auto w-full max-w-12 rounded-t-md", STAGE_STYLE[s.stage].bar)}
                  style={{ height: `${pct}%` }}
                />
              </span>
            </li>
          );
        })}
      </ol>
      <ol aria-hidden className="-mt-1 grid grid-cols-5 gap-2 sm:gap-3">
        {byStage.map((s) => (
          <li key={s.stage} className="text-center text-[11px] leading-tight text-slate-600 sm:text-xs">
            {s.stage}
          </li>
        ))}
      </ol>
    </figure>
  );
}
