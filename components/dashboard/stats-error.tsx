"use client";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/client/cn";

/** Spec 1 §8: a stats load failure reads 'Failed to fetch dashboard stats'. */
export function StatsError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn("flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800", className)}>
      <span>Failed to fetch dashboard stats</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
