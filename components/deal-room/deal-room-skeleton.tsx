import { Skeleton } from "@/components/ui/skeleton";

/** A deal room while the server reads it (the route's loading state). */
export function DealRoomSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading documents">
      <Skeleton className="h-10" />
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}
