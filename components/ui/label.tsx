"use client";
import type * as React from "react";
import { cn } from "@/lib/client/cn";

/**
 * A plain <label> (Radix Label added nothing else): like it, a double click on the label's text does not
 * select that text, unless the press was on a control inside the label.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm font-medium leading-none text-slate-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-70", className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
