import type * as React from "react";
import { cn } from "@/lib/client/cn";

type Props = { id: string; title: string; description?: string; actions?: React.ReactNode; className?: string; children: React.ReactNode };

/** One titled block of the dashboard (cards, a panel, the project table). `id` names it for links and tests. */
export function DashboardSection({ id, title, description, actions, className, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("space-y-4", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
