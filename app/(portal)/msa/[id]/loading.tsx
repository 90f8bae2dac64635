import { Skeleton, Spinner } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div className="grid gap-4">
      <Spinner label="Loading MSA" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
