// GET /api/audit/report as the browser receives it: the registry's response schema (lib/api/registry/audit.ts).
import type { z } from "zod";
import type { auditReportSchema } from "@/lib/api/registry/audit";

export const AUDIT_PERIODS = [7, 30, 90] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];
export const DEFAULT_PERIOD: AuditPeriod = 30;

export type { AuditChange } from "@/lib/audit-report/report";

/** `name` is the record's own (a project's client, a username, a task title); `projectName` the project it belongs to. */
export type AuditReport = z.output<typeof auditReportSchema>;

/** Spec 1 §9: ids are shown shortened to 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);
