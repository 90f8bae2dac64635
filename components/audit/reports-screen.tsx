import { AccessRequired } from "@/components/audit/access-required";
import { AuditReport } from "@/components/audit/audit-report";
import { ReportHeader } from "@/components/audit/report-header";

/** /reports: the report for employees; everyone else sees why they cannot (spec 1 §2, §6). */
export function ReportsScreen({ employee }: { employee: boolean }) {
  if (employee) return <AuditReport />;
  return (
    <div className="space-y-6">
      <ReportHeader />
      <AccessRequired />
    </div>
  );
}
