// GET /api/audit/report as the browser receives it (lib/audit/report.ts; dates as ISO text).
export const AUDIT_PERIODS = [7, 30, 90] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];
export const DEFAULT_PERIOD: AuditPeriod = 30;

export type AuditReport = {
  days: number;
  totalEdits: number;
  editsByRecord: { entityType: string; entityId: string; projectName: string | null; editCount: number; lastEdit: string | null }[];
  editsByUser: { username: string; editCount: number }[];
  recentEdits: { id: string; action: string; entityType: string; entityId: string; user: { username: string }; createdAt: string; fieldChanges: string[] }[];
};

/** Spec 1 §9: ids are shown shortened to 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);
