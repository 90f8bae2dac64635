// Issue 22 §1: what stands between an investor and a reservation, each item linking to where to fix it,
// in the same words the server's 409 uses (lib/readiness/policy.ts).
import Link from "next/link";
import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReadinessItem } from "@/lib/readiness/policy";
import { cn } from "@/lib/client/cn";

/** `links` off where the reader is not the one who fixes it (an employee reserving on an investor's behalf). */
type Props = { items: ReadinessItem[]; compact?: boolean; title?: string; links?: boolean; className?: string };

export function ReadinessChecklist({ items, compact = false, title, links = true, className }: Props) {
  return (
    <div className={cn("min-w-0", className)}>
      <p className={cn("font-medium text-slate-800", compact ? "text-xs" : "text-sm")}>{title ?? (compact ? "Not ready to reserve" : "Before you can reserve")}</p>
      <ul className={cn("grid", compact ? "gap-0.5 text-xs" : "mt-1 gap-1 text-sm")} aria-label="Readiness checklist">
        {items.map((item) => (
          <li key={item.key} className="flex items-start gap-1.5">
            {item.done ? <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-600" aria-hidden /> : <CircleAlert className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden />}
            {item.done || !links ? (
              <span className="text-slate-600">{item.label}</span>
            ) : (
              <Link href={item.href} className="break-words text-sky-800 underline underline-offset-2 hover:text-sky-950">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
