// GET /api/audit/report as the browser receives it (lib/audit-report/report.ts; dates as ISO text).
import type { AuditReport as ServerAuditReport } from "@/lib/audit-report/report";
import type { Wire } from "@/lib/wire";

export const AUDIT_PERIODS = [7, 30, 90] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];
export const DEFAULT_PERIOD: AuditPeriod = 30;

export type { AuditChange } from "@/lib/audit-report/report";

type Server = Wire<ServerAuditReport>;
/** `name` is the record's own (a project's client, a username, a task title); `projectName` the project it belongs to. */
export type AuditReport = Omit<Server, "editsByRecord"> & {
  editsByRecord: (Omit<Server["editsByRecord"][number], "lastEdit"> & { lastEdit: string | null })[];
};

/** Spec 1 §9: ids are shown shortened to 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);
