import { route } from "@/lib/route";
import { auditEndpoints } from "@/lib/api/registry/audit";
import { getAuditReport } from "@/lib/audit-report/report";

export const GET = route(auditEndpoints.report, ({ user, query }) => getAuditReport(user, query.days));
