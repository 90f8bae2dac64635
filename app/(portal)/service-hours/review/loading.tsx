import { Skeleton } from "@/components/ui/skeleton";

/** While the review screen's rows are read on the server. */
export default function ReviewLoading() {
  return (
    <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading the review queue">
      <Skeleton className="h-16" />
      <Skeleton className="h-10" />
      <Skeleton className="h-48" />
    </div>
  );
}
