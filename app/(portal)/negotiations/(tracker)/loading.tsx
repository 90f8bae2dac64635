import { Skeleton, Spinner } from "@/components/ui/skeleton";

/** While the server reads the screen's data. */
export default function Loading() {
  return (
    <div className="grid gap-4">
      <Spinner label="Loading template versions..." showLabel />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
