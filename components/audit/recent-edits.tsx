import { relativeTime } from "@/lib/client/relative-time";
import { formatAuditValue } from "@/lib/audit/format-value";
import { Badge } from "@/components/ui/badge";
import { entityLabel, eventLook, fieldLabel } from "@/components/audit/labels";
import { NoActivity, ReportSection } from "@/components/audit/report-section";
import { shortId, type AuditChange, type AuditReport } from "@/components/audit/types";

type Edit = AuditReport["recentEdits"][number];

/** One changed field: old → new for a change, the value alone for a creation or a deletion. */
function Change({ edit, change }: { edit: Edit; change: AuditChange }) {
  const before = formatAuditValue(change.field, change.before);
  const after = formatAuditValue(change.field, change.after);
  return (
    <li className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs text-slate-700 [overflow-wrap:anywhere]">
      <span className="font-medium">{fieldLabel(change.field)}</span>
      <span className="sr-only">:</span>{" "}
      {edit.action === "create" ? (
        <span>{after}</span>
      ) : edit.action === "delete" ? (
        <span>{before}</span>
      ) : (
        <>
          <del className="text-slate-500">{before}</del> → <ins className="no-underline">{after}</ins>
        </>
      )}
    </li>
  );
}

/** The 20 latest edits: what happened, to which record, who, when, and the values that changed. */
export function RecentEdits({ report, now }: { report: AuditReport; now: Date }) {
  return (
    <ReportSection id="recent-edits" title="Recent Edits" description="The latest 20 changes, newest first.">
      {report.recentEdits.length === 0 ? (
        <NoActivity days={report.days} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Recent edits">
          {report.recentEdits.map((e) => {
            const look = eventLook(e.event, e.action);
            return (
              <li key={e.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <Badge variant={look.variant}>{look.label}</Badge>
                  <span className="font-medium text-slate-900">{e.name ?? entityLabel(e.entityType)}</span>
                  {e.name && <span className="text-slate-500">{entityLabel(e.entityType)}</span>}
                  {e.projectName && e.projectName !== e.name && <span className="text-slate-500">in {e.projectName}</span>}
                  <code title={e.entityId} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {shortId(e.entityId)}
                  </code>
                  <span className="text-slate-600">by {e.user.username}</span>
                  <time dateTime={e.createdAt} className="ml-auto whitespace-nowrap text-xs text-slate-500">
                    {relativeTime(e.createdAt, now)}
                  </time>
                </div>
                {e.changes.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Changed fields">
                    {e.changes.map((c) => (
                      <Change key={c.field} edit={e} change={c} />
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
