import { Skeleton } from "@/components/ui/skeleton";

/** The report's shape while it loads (app/(portal)/reports/loading.tsx). */
export function ReportSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading report">
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
