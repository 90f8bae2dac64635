"use client";
import type { ReactNode } from "react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/client/cn";
import type { Stage } from "@/lib/projects/schemas";
import type { DashboardStats } from "@/lib/dashboard/queries";
import { formatMillions } from "@/lib/format/money";
import { STAGE_STYLE } from "@/components/shared/stage-style";
import { StatsError } from "@/components/dashboard/stats-error";
import { panelStages } from "@/components/dashboard/panel-stages";
import type { IdleCounts } from "@/lib/pipeline/idle";
import { boardHref } from "@/lib/pipeline/board-href";

/** `idleCounts`: employees only (undefined for investors; null when that read failed). */
/** `chart`: the Value by stage chart, server-rendered (stage-value-chart.tsx). */
type Props = { stats: DashboardStats | null; chart: ReactNode; idleCounts?: IdleCounts | null; selected: Stage | null; onToggle: (stage: Stage) => void; onClear: () => void };

/** Counts and values per stage; a stage button filters the project table, pressing it again clears it. */
export function DealsByStagePanel({ stats, chart, idleCounts, selected, onToggle, onClear }: Props) {
  const byStage = panelStages(stats);
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1">
          <CardTitle className="text-base">Deals by Stage</CardTitle>
          <CardDescription>Select a stage to show only its projects below.</CardDescription>
        </div>
        {selected && (
          <button type="button" onClick={onClear} className="rounded text-sm font-medium text-emerald-700 underline-offset-4 hover:underline">
            Clear filter
          </button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {!stats && <StatsError className="md:col-span-2" />}
        <ul className="grid gap-2" aria-label="Stages">
          {byStage.map(({ stage, count, value }) => {
            const pressed = selected === stage;
            return (
              <li key={stage}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onToggle(stage)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors hover:bg-slate-50",
                    pressed ? cn("border-transparent bg-slate-50 ring-2", STAGE_STYLE[stage].ring) : "border-slate-200",
                  )}
                >
                  <span aria-hidden className={cn("size-3 shrink-0 rounded-full", STAGE_STYLE[stage].bar)} />
                  <span className="flex-1 font-medium text-slate-900">{stage}</span>
                  {stats && (
                    <span className="text-right text-sm tabular-nums">
                      <span className="block font-semibold text-slate-900">{formatMillions(value)}</span>
                      <span className="block text-xs text-slate-600">
                        {count} {count === 1 ? "project" : "projects"}
                      </span>
                    </span>
                  )}
                </button>
                {idleCounts?.[stage] !== undefined && <IdleLink stage={stage} count={idleCounts[stage]} />}
              </li>
            );
          })}
        </ul>
        {stats && chart}
      </CardContent>
    </Card>
  );
}

/** The stage's idle deals (past its idle limit), linking to the board showing just those. */
function IdleLink({ stage, count }: { stage: Stage; count: number }) {
  return (
    <Link
      href={boardHref({ search: "", quarter: null, type: null, idle: true, stage })}
      className={cn("mt-1 block px-3 text-xs underline-offset-2 hover:underline", count > 0 ? "font-medium text-red-700" : "text-slate-600")}
    >
      {count} idle<span className="sr-only"> {stage} deals</span> on the board
    </Link>
  );
}
