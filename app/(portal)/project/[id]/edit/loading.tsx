import { Skeleton } from "@/components/ui/skeleton";

/** While the project is read on the server. */
export default function Loading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" role="status" aria-label="Loading project">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-96" />
      <Skeleton className="h-48" />
    </div>
  );
}
