import { Skeleton } from "@/components/ui/skeleton";

/** While the plan's figures are read on the server (spec 2 §2: the progress's loading state). */
export default function PlanLoading() {
  return (
    // A status: only an element with a role may carry a name (axe's aria-prohibited-attr).
    <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading your plan">
      <Skeleton className="h-16" />
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}
