import { route } from "@/lib/route";
import { auditReportQuerySchema, getAuditReport } from "@/lib/audit/report";

export const GET = route({ access: "employee", query: auditReportQuerySchema }, ({ query }) => getAuditReport(query.days));
