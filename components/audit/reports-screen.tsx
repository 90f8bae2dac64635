import { AccessRequired } from "@/components/audit/access-required";
import { AuditReport } from "@/components/audit/audit-report";
import { ReportHeader } from "@/components/audit/report-header";
import type { AuditReport as Report } from "@/components/audit/types";

/** /reports: the report for employees (read by the page); everyone else sees why they cannot (spec 1 §2, §6). */
export function ReportsScreen(props: { report: null } | { report: Report; now: string }) {
  if (props.report) return <AuditReport report={props.report} now={props.now} />;
  return (
    <div className="space-y-6">
      <ReportHeader />
      <AccessRequired />
    </div>
  );
}
