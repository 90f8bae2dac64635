import { relativeTime } from "@/lib/client/relative-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { entityLabel } from "@/components/audit/labels";
import { NoActivity, ReportSection } from "@/components/audit/report-section";
import { shortId, type AuditReport } from "@/components/audit/types";

function RecordId({ id, className }: { id: string; className?: string }) {
  return (
    <code title={id} className={`rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 ${className ?? ""}`}>
      {shortId(id)}
    </code>
  );
}

/** The ten most edited records: their name, kind and project, short id, edit count, last edit. */
export function EditsByRecord({ report, now }: { report: AuditReport; now: Date }) {
  return (
    <ReportSection id="edits-by-record" title="Edits by Record" description="The most edited records in this period (top 10).">
      {report.editsByRecord.length === 0 ? (
        <NoActivity days={report.days} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Record</TableHead>
              <TableHead className="hidden sm:table-cell">ID</TableHead>
              <TableHead className="text-right">Edits</TableHead>
              <TableHead className="text-right">Last edit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.editsByRecord.map((r) => (
              <TableRow key={`${r.entityType}:${r.entityId}`}>
                {/* overflow-wrap:anywhere lets a long unspaced name wrap, so the table fits a phone. */}
                <TableCell className="[overflow-wrap:anywhere]">
                  {/* Its name (a client, a username, a task title), else its kind alone; then its kind and project. */}
                  <span className="block font-medium text-slate-900">{r.name ?? entityLabel(r.entityType)}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                    {r.name && <span>{entityLabel(r.entityType)}</span>}
                    {r.projectName && r.projectName !== r.name && <span>in {r.projectName}</span>}
                    {/* On phones the id sits here instead of in its own column. */}
                    <RecordId id={r.entityId} className="sm:hidden" />
                  </span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <RecordId id={r.entityId} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{r.editCount}</TableCell>
                <TableCell className="whitespace-nowrap text-right text-slate-600">{relativeTime(r.lastEdit, now)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
