import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div className="space-y-2" role="status" aria-label="Loading document summaries">
      <Skeleton className="h-10" />
      <Skeleton className="h-48" />
    </div>
  );
}
