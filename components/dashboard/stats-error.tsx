"use client";
import { LoadError } from "@/components/ui/load-error";
import { useRetry } from "@/components/shared/use-retry";

/** Spec 1 §8: a stats load failure reads 'Failed to fetch dashboard stats'; Try again reads the page again. */
export function StatsError({ className }: { className?: string }) {
  const retry = useRetry();
  return <LoadError message="Failed to fetch dashboard stats" onRetry={retry} className={className} />;
}
