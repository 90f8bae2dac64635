import { relativeTime } from "@/lib/client/relative-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { entityLabel } from "@/components/audit/labels";
import { NoActivity, ReportSection } from "@/components/audit/report-section";
import { shortId, type AuditReport } from "@/components/audit/types";

/** The ten most edited records: type and project, short id, edit count, last edit. */
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
              <TableHead>ID</TableHead>
              <TableHead className="text-right">Edits</TableHead>
              <TableHead className="text-right">Last edit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.editsByRecord.map((r) => (
              <TableRow key={`${r.entityType}:${r.entityId}`}>
                <TableCell>
                  <span className="block font-medium text-slate-900">{r.projectName ?? "Unknown project"}</span>
                  <span className="block text-xs text-slate-500">{entityLabel(r.entityType)}</span>
                </TableCell>
                <TableCell>
                  <code title={r.entityId} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {shortId(r.entityId)}
                  </code>
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
