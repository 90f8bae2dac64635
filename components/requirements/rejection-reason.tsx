"use client";
import { Tooltip } from "radix-ui";
import { truncate } from "@/components/requirements/format";

export const REASON_PREVIEW_CHARS = 30;

/**
 * Spec 2 §4: a rejection reason cut to 30 characters; the whole text shows on hover and on keyboard
 * focus, and screen readers read it whole.
 */
export function RejectionReason({ reason }: { reason: string }) {
  if (reason.length <= REASON_PREVIEW_CHARS) return <span className="text-xs text-red-800">{reason}</span>;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span tabIndex={0} className="cursor-help rounded text-xs text-red-800 underline decoration-dotted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
            <span aria-hidden>{truncate(reason, REASON_PREVIEW_CHARS)}</span>
            <span className="sr-only">{reason}</span>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={4} className="z-[60] max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg">
            {reason}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
