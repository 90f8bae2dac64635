import { Skeleton } from "@/components/ui/skeleton";

/** The project table while the dashboard's first page is read (its loading.tsx). */
export function ProjectRowsSkeleton() {
  return (
    <div role="status" aria-label="Loading projects" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <Skeleton className="h-8" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
