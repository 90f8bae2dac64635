import { Skeleton } from "@/components/ui/skeleton";
import { ProjectRowsSkeleton } from "@/components/projects/project-rows-skeleton";

/** While the dashboard's stats and first page are read: the greeting, the cards and the table as skeletons. */
export default function DashboardLoading() {
  return (
    <div className="space-y-10" aria-busy="true">
      <div className="space-y-3">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-5 w-full max-w-2xl" />
      </div>
      <div role="status" aria-label="Loading dashboard stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
      <ProjectRowsSkeleton />
    </div>
  );
}
