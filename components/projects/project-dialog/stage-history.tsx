"use client";
import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import type { StageStay } from "@/lib/pipeline/stage-history";
import type { Stage } from "@/lib/projects/schemas";
import { stageHistoryKey } from "@/components/projects/project-dialog/project-api";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The Details tab's stage history (issue 21 §4): each stay, from the audit trail, with its length. */
export function StageHistory({ projectId, stage }: { projectId: string; stage: Stage }) {
  const history = useQuery<StageStay[]>({ queryKey: stageHistoryKey(projectId) });
  const { refetch } = history;
  // A stage saved in this dialog starts a new stay: read the history again.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    void refetch();
  }, [stage, refetch]);
  return (
    <section aria-labelledby="stage-history-title" className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <h3 id="stage-history-title" className="text-sm font-semibold text-slate-900">
        Stage history
      </h3>
      {history.isError && <p className="text-sm text-red-700">The stage history could not be loaded.</p>}
      {history.data && (
        <ol className="grid gap-1 text-sm text-slate-700">
          {history.data.map((stay) => (
            <li key={stay.enteredAt} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium text-slate-900">{stay.stage}</span>
              <span className="tabular-nums">
                {stay.enteredAt.slice(0, 10)} – {stay.leftAt ? stay.leftAt.slice(0, 10) : "now"} · {days(stay.days)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
