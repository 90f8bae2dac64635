// What a service-hour entry looks like on the wire (spec 2 §3): dates as yyyy-MM-dd, hours as the exact
// Decimal(5,2) text, and the evidence file by name and URL, never by its storage key.
import type { ReviewStatus } from "@/lib/requirements/schemas";
import type { ServiceHoursAuditValues } from "@/lib/audit/events";
import { evidenceUrl, type Evidence, type ServiceCategory } from "@/lib/requirements/categories";

export const entrySelect = {
  id: true,
  userId: true,
  projectId: true,
  serviceDate: true,
  hours: true,
  description: true,
  category: true,
  status: true,
  approvedBy: true,
  approvedAt: true,
  rejectionReason: true,
  createdAt: true,
  updatedAt: true,
  evidenceKey: true,
  evidenceFileName: true,
  evidenceContentType: true,
  evidenceSize: true,
} as const;

export type ServiceHoursRow = {
  id: string;
  userId: string;
  projectId: string | null;
  serviceDate: Date;
  hours: { toFixed(digits: number): string };
  description: string;
  category: ServiceCategory;
  status: ReviewStatus;
  approvedBy: string | null;
  approvedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  evidenceKey: string | null;
  evidenceFileName: string | null;
  evidenceContentType: string | null;
  evidenceSize: number | null;
};

export type ServiceHoursEntry = Omit<ServiceHoursRow, "serviceDate" | "hours" | "evidenceKey" | "evidenceFileName" | "evidenceContentType" | "evidenceSize"> & {
  serviceDate: string;
  hours: string;
  evidence: Evidence | null;
};

export function presentServiceHours(row: ServiceHoursRow): ServiceHoursEntry {
  const { serviceDate, hours, evidenceKey, evidenceFileName, evidenceContentType, evidenceSize, ...rest } = row;
  return {
    ...rest,
    serviceDate: serviceDate.toISOString().slice(0, 10),
    hours: hours.toFixed(2),
    evidence: evidenceKey ? { fileName: evidenceFileName ?? "evidence", contentType: evidenceContentType ?? "", size: evidenceSize ?? 0, url: evidenceUrl(row.id) } : null,
  };
}

/** The audited values (lib/audit/events.ts "service-hours.*"): the wire's fields plus the storage key (the audit log is for employees). */
export function auditSnapshot(row: ServiceHoursRow): ServiceHoursAuditValues {
  const entry = presentServiceHours(row);
  return {
    userId: row.userId,
    projectId: row.projectId,
    serviceDate: entry.serviceDate,
    hours: entry.hours,
    category: row.category,
    description: row.description,
    status: row.status,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt,
    rejectionReason: row.rejectionReason,
    evidenceKey: row.evidenceKey,
    evidenceFileName: row.evidenceFileName,
  };
}
