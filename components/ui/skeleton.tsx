import type * as React from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/client/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

/** A spinner with a text for screen readers (and sighted users when `label` is shown). */
export function Spinner({ label = "Loading...", showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-sm text-slate-600", className)}>
      <LoaderCircle className="size-4 animate-spin text-emerald-700" aria-hidden />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}
