// Service hours, education credits, requirements progress, the employees' review queues and the
// year-end export (spec 2 §3, §7, plus the review queue, evidence, the monthly chart and the export).
// An investor reaches only their own entries (another investor's is 404); employees review.
import { z } from "zod";
import { idParams } from "@/lib/params";
import {
  bulkApproveSchema,
  exportQuerySchema,
  progressListQuerySchema,
  rejectEntrySchema,
  REVIEW_STATUSES,
  reviewQueueQuerySchema,
  yearQuerySchema,
} from "@/lib/requirements/schemas";
import { evidenceUploadSchema, serviceHoursSchema } from "@/lib/requirements/hours/schemas";
import { educationCreditSchema } from "@/lib/requirements/credits/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate, messageResponse } from "@/lib/api/registry/wire";
import { SERVICE_CATEGORIES, LEARNING_CATEGORIES } from "@/lib/requirements/categories";

/** Hours as exact Decimal(5,2) text, e.g. "2.50"; sums keep two places too. */
export const hoursText = z.string().regex(/^\d+\.\d{2}$/).meta({ description: 'Exact decimal hours, e.g. "2.50"' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: "yyyy-MM-dd" });
const status = z.enum(REVIEW_STATUSES);
const serviceCategory = z.enum(SERVICE_CATEGORIES);
const learningCategory = z.enum(LEARNING_CATEGORIES);

export const evidenceSchema = z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() });

const review = { status, approvedBy: z.string().nullable(), approvedAt: isoDate.nullable(), rejectionReason: z.string().nullable() };

/** lib/requirements/hours/presenter.ts */
export const serviceHoursEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  projectId: z.string().nullable(),
  serviceDate: day,
  hours: hoursText,
  description: z.string(),
  category: serviceCategory,
  ...review,
  createdAt: isoDate,
  updatedAt: isoDate,
  evidence: evidenceSchema.nullable(),
});

/** lib/requirements/credits/presenter.ts */
export const educationCreditEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  courseName: z.string(),
  provider: z.string(),
  completionDate: day,
  creditHours: hoursText,
  category: learningCategory,
  certificateUrl: z.string().nullable(),
  description: z.string().nullable(),
  ...review,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const serviceHoursSummarySchema = z.object({
  year: z.number().int(),
  pendingHours: hoursText,
  approvedHours: hoursText,
  rejectedHours: hoursText,
  categoryBreakdown: z.array(z.object({ category: serviceCategory, hours: hoursText, loggedHours: hoursText })),
});

export const educationSummarySchema = z.object({
  year: z.number().int(),
  totalSubmissions: z.number().int(),
  approvedSubmissions: z.number().int(),
  pendingSubmissions: z.number().int(),
  rejectedSubmissions: z.number().int(),
});

export const requirementsProgressSchema = z.object({
  year: z.number().int(),
  totalCredits: hoursText,
  approvedCredits: hoursText,
  pendingCredits: hoursText,
  requiredCredits: hoursText,
  remainingCredits: hoursText,
  serviceHours: hoursText,
  educationHours: hoursText,
  pendingServiceHours: hoursText,
  totalHours: hoursText,
  requiredHours: hoursText,
  remainingHours: hoursText,
  progressPercentage: z.number(),
  isComplete: z.boolean(),
});

export const serviceProgressSchema = z.object({
  year: z.number().int(),
  completedHours: hoursText,
  requiredHours: hoursText,
  remainingHours: hoursText,
  progressPercentage: z.number(),
});

export const monthlyHoursSchema = z.array(z.object({ month: z.number().int().min(1).max(12), hours: hoursText }));

/** A page of a list, as the review queues answer it. */
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const queued = { id: z.string(), userId: z.string(), username: z.string(), status, rejectionReason: z.string().nullable(), approvedAt: isoDate.nullable(), createdAt: isoDate };

/** lib/requirements/review-queue.ts */
export const queuedServiceHoursSchema = z.object({
  ...queued,
  serviceDate: day,
  hours: hoursText,
  category: serviceCategory,
  description: z.string(),
  evidence: evidenceSchema.nullable(),
});
export const queuedCreditSchema = z.object({
  ...queued,
  completionDate: day,
  creditHours: hoursText,
  category: learningCategory,
  courseName: z.string(),
  provider: z.string(),
  description: z.string().nullable(),
});

/** lib/requirements/investor-progress.ts */
export const investorProgressSchema = z.object({
  investorId: z.string(),
  username: z.string(),
  approvedHours: hoursText,
  pendingHours: hoursText,
  progressPercentage: z.number(),
  isComplete: z.boolean(),
});

const reviewResult = messageResponse.extend({ ids: z.array(z.string()), status: z.enum(["approved", "rejected"]) });
const uploadUrl = z.object({ uploadUrl: z.string(), filePath: z.string(), expiresAt: isoDate });

const hours = "service-hours";
const credits = "education-credits";
const requirements = "requirements";

export const requirementEndpoints = {
  listHours: endpoint({
    method: "GET",
    path: "/api/service-hours",
    tag: hours,
    summary: "One's own service hours for a year",
    description: "`?year=` (default: this calendar year); newest first.",
    permission: "service-hours.log",
    query: yearQuerySchema,
    response: { description: "The entries", schema: z.array(serviceHoursEntrySchema) },
  }),
  logHours: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/service-hours",
    tag: hours,
    summary: "Log service hours",
    description: "Starts pending. `evidenceFilePath` is the `filePath` an evidence upload URL returned.",
    permission: "service-hours.log",
    body: serviceHoursSchema,
    response: { status: 201, description: "The new entry", schema: serviceHoursEntrySchema },
  }),
  updateHours: endpoint({
    method: "PUT",
    path: "/api/service-hours/{id}",
    tag: hours,
    summary: "Edit one's own pending service hours",
    description: "409 once decided; another investor's entry is 404. `evidenceFilePath: null` removes the evidence.",
    permission: "service-hours.log",
    params: idParams,
    body: serviceHoursSchema,
    response: { description: "The entry", schema: serviceHoursEntrySchema },
  }),
  deleteHours: endpoint({
    method: "DELETE",
    path: "/api/service-hours/{id}",
    tag: hours,
    summary: "Delete one's own pending service hours",
    permission: "service-hours.log",
    params: idParams,
    response: { description: "Deleted", schema: messageResponse },
  }),
  hoursSummary: endpoint({
    method: "GET",
    path: "/api/service-hours/summary",
    tag: hours,
    summary: "One's own hours by status and category for a year",
    permission: "service-hours.log",
    query: yearQuerySchema,
    response: { description: "The summary", schema: serviceHoursSummarySchema },
  }),
  evidenceUpload: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/service-hours/evidence-upload",
    tag: hours,
    summary: "An upload URL for an evidence file",
    description: "PDF or image, at most 10 MB; the file's first bytes are checked when an entry records it.",
    permission: "service-hours.log",
    body: evidenceUploadSchema,
    response: { description: "Where to PUT the bytes", schema: uploadUrl },
  }),
  evidence: endpoint({
    method: "GET",
    path: "/api/service-hours/{id}/evidence",
    tag: hours,
    summary: "An entry's evidence file",
    description: "For the entry's investor and for reviewers (service-hours.review); anyone else gets 404.",
    permission: "signed-in",
    params: idParams,
    response: { description: "The file", raw: { contentType: "application/pdf, image/*", description: "The evidence file, inline" } },
  }),
  listCredits: endpoint({
    method: "GET",
    path: "/api/education-credits",
    tag: credits,
    summary: "One's own education credits for a year",
    permission: "education-credits.log",
    query: yearQuerySchema,
    response: { description: "The credits", schema: z.array(educationCreditEntrySchema) },
  }),
  logCredit: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/education-credits",
    tag: credits,
    summary: "Log an education credit",
    permission: "education-credits.log",
    body: educationCreditSchema,
    response: { status: 201, description: "The new credit", schema: educationCreditEntrySchema },
  }),
  updateCredit: endpoint({
    method: "PUT",
    path: "/api/education-credits/{id}",
    tag: credits,
    summary: "Edit one's own pending education credit",
    permission: "education-credits.log",
    params: idParams,
    body: educationCreditSchema,
    response: { description: "The credit", schema: educationCreditEntrySchema },
  }),
  deleteCredit: endpoint({
    method: "DELETE",
    path: "/api/education-credits/{id}",
    tag: credits,
    summary: "Delete one's own pending or rejected education credit",
    permission: "education-credits.log",
    params: idParams,
    response: { description: "Deleted", schema: messageResponse },
  }),
  creditsSummary: endpoint({
    method: "GET",
    path: "/api/education-credits/summary",
    tag: credits,
    summary: "One's own submissions by status for a year",
    permission: "education-credits.log",
    query: yearQuerySchema,
    response: { description: "The summary", schema: educationSummarySchema },
  }),
  progress: endpoint({
    method: "GET",
    path: "/api/requirements/progress",
    tag: requirements,
    summary: "One's own progress toward the 100 hours of a year",
    description: "Approved service hours + approved education hours (including approved course completions).",
    permission: "service-hours.log",
    query: yearQuerySchema,
    response: { description: "The progress", schema: requirementsProgressSchema },
  }),
  serviceProgress: endpoint({
    method: "GET",
    path: "/api/requirements/service-progress",
    tag: requirements,
    summary: "One's own approved service hours against the 100",
    permission: "service-hours.log",
    query: yearQuerySchema,
    response: { description: "The progress", schema: serviceProgressSchema },
  }),
  monthly: endpoint({
    method: "GET",
    path: "/api/requirements/monthly",
    tag: requirements,
    summary: "One's own approved hours per month of a year",
    permission: "service-hours.log",
    query: yearQuerySchema,
    response: { description: "Twelve months", schema: monthlyHoursSchema },
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/api/requirements/export",
    tag: requirements,
    summary: "The year-end CSV of approved hours and credits",
    description: "An investor gets their own; a reviewer (service-hours.review) names the investor with `?investor=`.",
    permission: "signed-in",
    query: exportQuerySchema,
    response: { description: "A CSV file", raw: { contentType: "text/csv", description: "CSV file" } },
  }),
  hoursQueue: endpoint({
    method: "GET",
    path: "/api/admin/service-hours",
    tag: hours,
    summary: "The service-hours review queue",
    description: "`?year=&status=pending|approved|rejected|all&investor=&page=&pageSize=`; oldest first.",
    permission: "service-hours.review",
    query: reviewQueueQuerySchema,
    response: { description: "A page of entries", schema: page(queuedServiceHoursSchema) },
  }),
  approveHours: endpoint({
    method: "POST",
    path: "/api/admin/service-hours/{id}/approve",
    tag: hours,
    summary: "Approve pending service hours",
    permission: "service-hours.review",
    params: idParams,
    response: { description: "Approved", schema: reviewResult },
  }),
  rejectHours: endpoint({
    method: "POST",
    path: "/api/admin/service-hours/{id}/reject",
    tag: hours,
    summary: "Reject pending service hours with a reason",
    permission: "service-hours.review",
    params: idParams,
    body: rejectEntrySchema,
    response: { description: "Rejected", schema: reviewResult },
  }),
  bulkApproveHours: endpoint({
    method: "POST",
    path: "/api/admin/service-hours/bulk-approve",
    tag: hours,
    summary: "Approve up to 100 pending entries, all or nothing",
    permission: "service-hours.review",
    body: bulkApproveSchema,
    response: { description: "Approved", schema: reviewResult },
  }),
  creditsQueue: endpoint({
    method: "GET",
    path: "/api/admin/education-credits",
    tag: credits,
    summary: "The education-credits review queue",
    description: "`?year=&status=pending|approved|rejected|all&investor=&page=&pageSize=`; oldest first.",
    permission: "education-credits.review",
    query: reviewQueueQuerySchema,
    response: { description: "A page of credits", schema: page(queuedCreditSchema) },
  }),
  approveCredit: endpoint({
    method: "POST",
    path: "/api/admin/education-credits/{id}/approve",
    tag: credits,
    summary: "Approve a pending education credit",
    permission: "education-credits.review",
    params: idParams,
    response: { description: "Approved", schema: reviewResult },
  }),
  rejectCredit: endpoint({
    method: "POST",
    path: "/api/admin/education-credits/{id}/reject",
    tag: credits,
    summary: "Reject a pending education credit with a reason",
    permission: "education-credits.review",
    params: idParams,
    body: rejectEntrySchema,
    response: { description: "Rejected", schema: reviewResult },
  }),
  bulkApproveCredits: endpoint({
    method: "POST",
    path: "/api/admin/education-credits/bulk-approve",
    tag: credits,
    summary: "Approve up to 100 pending credits, all or nothing",
    permission: "education-credits.review",
    body: bulkApproveSchema,
    response: { description: "Approved", schema: reviewResult },
  }),
  investorProgress: endpoint({
    method: "GET",
    path: "/api/admin/requirements/progress",
    tag: requirements,
    summary: "Every approved investor's progress for a year",
    description: "Least approved hours first; `?year=&search=&page=&pageSize=`.",
    permission: "service-hours.review",
    query: progressListQuerySchema,
    response: { description: "A page of investors", schema: page(investorProgressSchema) },
  }),
};
