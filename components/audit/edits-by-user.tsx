import { NoActivity, ReportSection } from "@/components/audit/report-section";
import type { AuditReport } from "@/components/audit/types";

/** The ten most active editors, each with a bar relative to the most active one. */
export function EditsByUser({ report }: { report: AuditReport }) {
  const most = Math.max(1, ...report.editsByUser.map((u) => u.editCount));
  return (
    <ReportSection id="edits-by-user" title="Edits by User" description="Who made the changes (top 10).">
      {report.editsByUser.length === 0 ? (
        <NoActivity days={report.days} />
      ) : (
        <ul className="grid gap-3" aria-label="Edits by user">
          {report.editsByUser.map((u) => (
            <li key={u.username} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-slate-900">{u.username}</span>
                <span className="shrink-0 tabular-nums text-slate-600">
                  {u.editCount} {u.editCount === 1 ? "edit" : "edits"}
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${(u.editCount / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}
