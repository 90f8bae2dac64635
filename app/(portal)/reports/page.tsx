import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getAuditReport } from "@/lib/audit-report/report";
import { auditReportQuerySchema } from "@/lib/audit-report/schemas";
import { ReportsScreen } from "@/components/audit/reports-screen";
import { auditReportSchema } from "@/lib/api/registry/audit";
import { asWire } from "@/lib/wire";

export const metadata: Metadata = { title: "Edit Activity Report" };

type Props = { searchParams: Promise<{ days?: string | string[] }> };

/** The report is read here, for the period in the URL (?days=7|30|90, 30 when absent or unknown). */
export default async function ReportsPage({ searchParams }: Props) {
  const user = await requireUser();
  if (!can(user, "audit.read")) return <ReportsScreen report={null} />;
  const { days } = await searchParams;
  const query = auditReportQuerySchema.safeParse({ days: typeof days === "string" ? days : undefined });
  const report = await getAuditReport(user, query.success ? query.data.days : 30);
  // Dates as ISO text, as GET /api/audit/report sends them; "3d ago" counted from the server's clock, so
  // the browser renders the same text.
  return <ReportsScreen report={asWire(auditReportSchema, report)} now={new Date().toISOString()} />;
}
