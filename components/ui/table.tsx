import type * as React from "react";
import { cn } from "@/lib/client/cn";

/**
 * A table that scrolls sideways inside its own box instead of widening the page on phones. The box is a
 * tab stop (a region named as the table), so a keyboard can scroll it too when the table holds nothing
 * focusable (axe's scrollable-region-focusable, e.g. the participation schedule at 375 px).
 */
export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div
      role="region"
      aria-label={props["aria-label"]}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-slate-50 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b border-slate-200 transition-colors hover:bg-slate-50/70 data-[state=selected]:bg-emerald-50", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn("h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-slate-600", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("mt-3 text-sm text-slate-500", className)} {...props} />;
}
