"use client";
import { relativeTime } from "@/lib/client/relative-time";
import { DataTable, type Column } from "@/components/ui/data-table";
import { entityLabel } from "@/components/audit/labels";
import { NoActivity, ReportSection } from "@/components/audit/report-section";
import { shortId, type AuditReport } from "@/components/audit/types";

function RecordId({ id }: { id: string }) {
  return (
    <code title={id} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
      {shortId(id)}
    </code>
  );
}

type RecordRow = AuditReport["editsByRecord"][number];

function recordColumns(now: Date): Column<RecordRow>[] {
  return [
    {
      id: "record",
      header: "Record",
      card: "title",
      // Its name (a client, a username, a task title), else its kind alone; then its kind and project.
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          <span className="block font-medium text-slate-900">{r.name ?? entityLabel(r.entityType)}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-slate-500">
            {r.name && <span>{entityLabel(r.entityType)}</span>}
            {r.projectName && r.projectName !== r.name && <span>in {r.projectName}</span>}
          </span>
        </span>
      ),
    },
    { id: "id", header: "ID", cell: (r) => <RecordId id={r.entityId} /> },
    { id: "edits", header: "Edits", numeric: true, cell: (r) => <span className="tabular-nums">{r.editCount}</span> },
    { id: "last", header: "Last edit", numeric: true, nowrap: true, cell: (r) => <span className="text-slate-600">{relativeTime(r.lastEdit, now)}</span> },
  ];
}

/** The ten most edited records: their name, kind and project, short id, edit count, last edit. */
export function EditsByRecord({ report, now }: { report: AuditReport; now: Date }) {
  return (
    <ReportSection id="edits-by-record" title="Edits by Record" description="The most edited records in this period (top 10).">
      {report.editsByRecord.length === 0 ? (
        <NoActivity days={report.days} />
      ) : (
        <DataTable label="Most edited records" rows={report.editsByRecord} rowKey={(r) => `${r.entityType}:${r.entityId}`} columns={recordColumns(now)} />
      )}
    </ReportSection>
  );
}
