import { relativeTime } from "@/lib/client/relative-time";
import { Badge } from "@/components/ui/badge";
import { actionLook, entityLabel, fieldLabel } from "@/components/audit/labels";
import { NoActivity, ReportSection } from "@/components/audit/report-section";
import { shortId, type AuditReport } from "@/components/audit/types";

/** The 20 latest edits: action, record, who, when, and which fields changed. */
export function RecentEdits({ report, now }: { report: AuditReport; now: Date }) {
  return (
    <ReportSection id="recent-edits" title="Recent Edits" description="The latest 20 changes, newest first.">
      {report.recentEdits.length === 0 ? (
        <NoActivity days={report.days} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Recent edits">
          {report.recentEdits.map((e) => {
            const look = actionLook(e.action);
            return (
              <li key={e.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <Badge variant={look.variant}>{look.label}</Badge>
                  <span className="font-medium text-slate-900">{entityLabel(e.entityType)}</span>
                  <code title={e.entityId} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {shortId(e.entityId)}
                  </code>
                  <span className="text-slate-600">by {e.user.username}</span>
                  <time dateTime={e.createdAt} className="ml-auto whitespace-nowrap text-xs text-slate-500">
                    {relativeTime(e.createdAt, now)}
                  </time>
                </div>
                {e.fieldChanges.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Changed fields">
                    {e.fieldChanges.map((f) => (
                      <li key={f} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs text-slate-700">
                        {fieldLabel(f)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ReportSection>
  );
}
