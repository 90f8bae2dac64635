"use client";
import { LoadError } from "@/components/ui/load-error";

/** Spec 1 §8: a stats load failure reads 'Failed to fetch dashboard stats'. */
export function StatsError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return <LoadError message="Failed to fetch dashboard stats" onRetry={onRetry} className={className} />;
}
