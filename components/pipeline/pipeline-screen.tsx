"use client";
import { useCallback, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { Stage } from "@/lib/projects/schemas";
import { BoardFilterBar } from "@/components/pipeline/board-filter-bar";
import { PipelineBoard } from "@/components/pipeline/pipeline-board";
import { IdleLimitsDialog } from "@/components/pipeline/idle-limits-dialog";
import { ViewSwitch } from "@/components/pipeline/view-switch";
import type { BoardData } from "@/components/pipeline/types";
import type { ProjectDialogState } from "@/components/projects/project-dialog/project-api";
import { boardHref, type BoardFilters, type BoardState } from "@/lib/pipeline/board-href";

type Props = { board: BoardData; quarters: string[]; state: BoardState; initialStage: Stage; projectDialog: ProjectDialogState };

/** The board page: its title and view switch, the filters (in the URL), the idle limits, the columns. */
export function PipelineScreen({ board, quarters, state, initialStage, projectDialog }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // A filter change starts the columns over at their first 50 cards.
  const onFilter = useCallback(
    (patch: Partial<BoardFilters>) => startTransition(() => router.replace(boardHref({ ...state, ...patch }), { scroll: false })),
    [router, state],
  );
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">Pipeline Board</h1>
          <p className="text-sm text-slate-600">Every deal by stage. Drag a card, or use its Move to… menu, to change its stage.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <IdleLimitsDialog limits={board.limits} />
          <ViewSwitch current="board" filters={state} />
        </div>
      </header>
      <BoardFilterBar state={state} quarters={quarters} onFilter={onFilter} />
      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity" : undefined}>
        <PipelineBoard board={board} state={state} initialStage={initialStage} projectDialog={projectDialog} />
      </div>
    </div>
  );
}
