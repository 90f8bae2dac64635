import type { ReactNode } from "react";
import type { ExecutionState } from "@/lib/agreements/msa/wire";
import { ExecutionBadge } from "@/components/agreements/msa/execution-badge";

type Props = { titleId: string; title: string; state: ExecutionState; subtitle: ReactNode; back?: ReactNode; actions?: ReactNode };

/** The agreement's heading as the viewer and the share page show it: title, execution state, who, and the file actions. */
export function MsaHeader({ titleId, title, state, subtitle, back, actions }: Props) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900">
            {title}
          </h1>
          <ExecutionBadge state={state} />
        </div>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
