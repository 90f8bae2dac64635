"use client";
import { Suspense, use } from "react";
import { cn } from "@/lib/client/cn";

/** The count of what is waiting, read by the portal layout; null or undefined (an investor, a failed read) shows nothing. */
export type WaitingCount = Promise<number | null | undefined>;

function Count({ waiting, className, label }: { waiting: WaitingCount; className?: string; label: boolean }) {
  const count = use(waiting);
  if (!count) return null;
  return (
    <span className={cn("inline-grid min-w-5 place-items-center rounded-full bg-amber-700 px-1.5 text-xs font-semibold leading-5 text-white tabular-nums", className)}>
      {count > 99 ? "99+" : count}
      {label && <span className="sr-only"> waiting</span>}
    </span>
  );
}

/**
 * The count as a badge, once the layout's read has arrived in the page's stream (its own Suspense: the page
 * never waits for it). `label` adds " waiting" for screen readers where the badge is part of a link's name.
 */
export function WaitingBadge({ waiting, className, label = false }: { waiting?: WaitingCount; className?: string; label?: boolean }) {
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <Count waiting={waiting} className={className} label={label} />
    </Suspense>
  );
}
