import { Skeleton } from "@/components/ui/skeleton";
import { BOARD_STAGES } from "@/lib/pipeline/board-params";

/** While the board is read: its title, the filters and five columns of cards as skeletons (one on a phone). */
export default function PipelineLoading() {
  return (
    <div className="space-y-5" aria-busy="true">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">Pipeline Board</h1>
        <Skeleton className="h-5 w-full max-w-xl" />
      </div>
      <Skeleton className="h-10 w-full max-w-3xl" />
      <div role="status" aria-label="Loading the pipeline board" className="grid gap-4 md:grid-cols-5">
        {BOARD_STAGES.map((stage, i) => (
          <div key={stage} className={i > 0 ? "space-y-2 max-md:hidden" : "space-y-2"}>
            <Skeleton className="h-16" />
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} className="h-32" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
