// An education credit on the wire (spec 2 §3): completionDate as yyyy-MM-dd, creditHours as exact text.
import type { ReviewStatus } from "@/lib/requirements/schemas";
import type { EducationCreditAuditValues } from "@/lib/audit/events";
import type { LearningCategory } from "@/lib/requirements/categories";

export const creditSelect = {
  id: true,
  userId: true,
  courseName: true,
  provider: true,
  completionDate: true,
  creditHours: true,
  category: true,
  certificateUrl: true,
  description: true,
  status: true,
  approvedBy: true,
  approvedAt: true,
  rejectionReason: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type EducationCreditRow = {
  id: string;
  userId: string;
  courseName: string;
  provider: string;
  completionDate: Date;
  creditHours: { toFixed(digits: number): string };
  category: LearningCategory;
  certificateUrl: string | null;
  description: string | null;
  status: ReviewStatus;
  approvedBy: string | null;
  approvedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type EducationCredit = Omit<EducationCreditRow, "completionDate" | "creditHours"> & { completionDate: string; creditHours: string };

export function presentCredit(row: EducationCreditRow): EducationCredit {
  return { ...row, completionDate: row.completionDate.toISOString().slice(0, 10), creditHours: row.creditHours.toFixed(2) };
}

/** The audited values (lib/audit/events.ts "education-credit.*"): the wire's fields without id and timestamps. */
export function creditAuditSnapshot(row: EducationCreditRow): EducationCreditAuditValues {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = presentCredit(row);
  return values;
}
