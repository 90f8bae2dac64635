import type * as React from "react";
import { cn } from "@/lib/client/cn";

export const fieldClasses =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/30 sm:text-sm";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10 py-2 file:border-0 file:bg-transparent file:text-sm file:font-medium", className)} {...props} />;
}
