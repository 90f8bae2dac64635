// Course, assignment, completion and review inputs (spec 2 §3, §5, §7). Client-safe: the dialogs and
// the routes validate with these, so a value a form accepts is one the server accepts.
import { z } from "zod";
import { dateOrInstantDay, earliestToday, latestToday } from "@/lib/validation/dates";

export const COURSE_CATEGORIES = ["technical", "financial", "legal", "environmental", "safety", "management", "other"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5_000;
export const MAX_CONTENT = 100_000;
export const MAX_NOTES = 2_000;
export const MAX_URL = 2_000;
export const EARLIEST_COMPLETION_DATE = "1900-01-01";
export const CREDIT_HOURS_MESSAGE = "Credit hours must be between 0.5 and 100 in steps of 0.5";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Optional free text: blank means none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

// Ids are opaque text; anything unknown simply is not found. (Control characters and lone surrogates
// never get this far: lib/route.ts refuses them in every path, query and body.)
const opaqueId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const requiredId = opaqueId;

/** An absolute http(s) URL, or null when blank. Anything else (javascript:, data:, relative) is refused. */
const httpUrl = (label: string) =>
  optionalText(label, MAX_URL).refine((v) => {
    if (v === null) return true;
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `${label} must be a valid http(s) URL`);

/**
 * Decimal(5,2) credit hours as exact text ("1.50"): a number from the form or a string from an API
 * client, 0.5 to 100 in steps of 0.5. Checked on the digits, never through binary floating point.
 */
const creditHours = z
  .union([z.number(), z.string()], { error: CREDIT_HOURS_MESSAGE })
  .transform((v, ctx) => {
    const text = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : v.trim();
    const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    const hundredths = m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : NaN;
    if (!(hundredths >= 50 && hundredths <= 10_000 && hundredths % 50 === 0)) {
      ctx.addIssue({ code: "custom", message: CREDIT_HOURS_MESSAGE });
      return z.NEVER;
    }
    return (hundredths / 100).toFixed(2);
  });

const courseFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`),
  description: optionalText("Description", MAX_DESCRIPTION),
  category: z.enum(COURSE_CATEGORIES, { error: `Category must be one of ${COURSE_CATEGORIES.join(", ")}` }),
  creditHours,
  content: optionalText("Content", MAX_CONTENT),
  resourcesUrl: httpUrl("Resources URL"),
  videoUrl: httpUrl("Video URL"),
  isActive: z.boolean({ error: "Active must be true or false" }),
};

/** POST /api/admin/courses: the spec's defaults (category other, 1 credit hour, active). */
export const createCourseSchema = z.object({
  ...courseFields,
  category: courseFields.category.default("other"),
  creditHours: z.preprocess(blankToUndefined, courseFields.creditHours.default("1.00")),
  isActive: courseFields.isActive.default(true),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PUT /api/admin/courses/{id}: the fields given change, the others stay. */
export const updateCourseSchema = z.object(courseFields).partial();
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

/** A yyyy-MM-dd day (an ISO instant's date part is taken), or undefined when blank. */
const day = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(40, message)
      .transform((s, ctx) => {
        const d = dateOrInstantDay(s);
        if (d === null) ctx.addIssue({ code: "custom", message });
        return d ?? z.NEVER;
      })
      .optional(),
  );

export const assignCourseSchema = z.object({
  courseId: requiredId("Course is required"),
  userId: requiredId("User is required"),
  notes: optionalText("Notes", MAX_NOTES),
  dueDate: day("Due date must be a date (yyyy-MM-dd)")
    .refine((d) => d === undefined || d >= earliestToday(), "Due date cannot be in the past")
    .transform((d) => d ?? null),
});
export type AssignCourseInput = z.infer<typeof assignCourseSchema>;

/** The text fields of the multipart completion (the certificate file is checked on its own). */
export const submitCompletionSchema = z.object({
  assignmentId: requiredId("Assignment ID is required"),
  courseId: requiredId("Course ID is required"),
  completionDate: day("Completion date must be a date (yyyy-MM-dd)")
    .refine((d) => d !== undefined, "Completion date is required")
    .refine((d) => d === undefined || d >= EARLIEST_COMPLETION_DATE, "Completion date cannot be before 1900-01-01")
    .refine((d) => d === undefined || d <= latestToday(), "Completion date cannot be in the future")
    .transform((d) => d!),
  submissionNotes: optionalText("Notes", MAX_NOTES),
});
export type SubmitCompletionInput = z.infer<typeof submitCompletionSchema>;

const REASON_REQUIRED = "Rejection reason is required";

/** The reject dialog's reason: what the review below requires when the status is rejected. */
export const rejectionReasonSchema = z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(MAX_NOTES, `Rejection reason must be at most ${MAX_NOTES} characters`);

export const reviewCompletionSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
    rejectionReason: optionalText("Rejection reason", MAX_NOTES),
  })
  .refine((r) => r.status !== "rejected" || r.rejectionReason !== null, { message: REASON_REQUIRED, path: ["rejectionReason"] });
export type ReviewCompletionInput = z.infer<typeof reviewCompletionSchema>;

const positiveInt = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`);
const filter = (v: unknown) => (typeof v === "string" && v.toLowerCase() === "all" ? undefined : blankToUndefined(v));

export const ASSIGNMENT_STATUSES = ["assigned", "in_progress", "completed", "overdue"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const COMPLETION_STATUSES = ["pending", "approved", "rejected"] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export const STAFF_SORT_KEYS = ["course", "user", "status", "date", "created"] as const;
export type StaffSortKey = (typeof STAFF_SORT_KEYS)[number];

/**
 * The staff lists' optional query: search (course title or username), status, sort, order and paging.
 * Without pageSize the whole list comes back, as the spec's client expects.
 */
const staffListQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    search: z.preprocess(blankToUndefined, z.string().trim().max(200, "Search must be at most 200 characters").optional()),
    status: z.preprocess(filter, z.enum(statuses, { error: `Status must be one of ${statuses.join(", ")}` }).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(STAFF_SORT_KEYS, { error: `Sort must be one of ${STAFF_SORT_KEYS.join(", ")}` }).optional()),
    order: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("asc")),
    page: z.preprocess(blankToUndefined, positiveInt("Page", 1_000_000).default(1)),
    pageSize: z.preprocess(blankToUndefined, positiveInt("Page size", 1000).optional()),
  });

export const assignmentListQuerySchema = staffListQuery(ASSIGNMENT_STATUSES);
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;
export const completionListQuerySchema = staffListQuery(COMPLETION_STATUSES);
export type CompletionListQuery = z.infer<typeof completionListQuerySchema>;

/** The `[courseId]` route segment (`[id]` segments use lib/params.ts). */
export const courseIdParams = z.object({ courseId: opaqueId("Invalid course id") });
