// Inputs shared by hours and credits and the employee review screens. Client-safe.
import { z } from "zod";
import { calendarDay, currentYear, EARLIEST_DATE, latestAcceptedDate, MAX_YEAR, MIN_YEAR } from "@/lib/requirements/dates";
import { decimalText, fromHundredths, toHundredths } from "@/lib/requirements/decimal-hours";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REJECTION_REASON_MAX = 1000;
export const BULK_MAX = 100;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** `?year=2026`; absent means this calendar year. */
export const yearSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: "Year must be a whole number" })
    .int("Year must be a whole number")
    .min(MIN_YEAR, `Year must be ${MIN_YEAR} or later`)
    .max(MAX_YEAR, `Year must be ${MAX_YEAR} or earlier`)
    .optional()
    .transform((y) => y ?? currentYear()),
);

export const yearQuerySchema = z.object({ year: yearSchema });
export type YearQuery = z.infer<typeof yearQuerySchema>;

/** A required yyyy-MM-dd between 1900-01-01 and today (see latestAcceptedDate). */
export function pastDateSchema(label: string) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const day = calendarDay(value);
    if (!day) {
      ctx.addIssue({ code: "custom", message: `${label} must be a date (yyyy-MM-dd)` });
      return z.NEVER;
    }
    if (day < EARLIEST_DATE) {
      ctx.addIssue({ code: "custom", message: `${label} cannot be before ${EARLIEST_DATE}` });
      return z.NEVER;
    }
    if (day > latestAcceptedDate()) {
      ctx.addIssue({ code: "custom", message: `${label} cannot be in the future` });
      return z.NEVER;
    }
    return day;
  });
}

type Steps = { label: string; min: number; minInclusive: boolean; max: number; step: number };

/** Decimal(5,2) text ("2.50") from a number or numeric text, within [min, max] and on the step (all in hundredths). */
export function decimalHoursSchema({ label, min, minInclusive, max, step }: Steps) {
  return z.unknown().transform((value, ctx) => {
    const text = decimalText(value);
    if (value === undefined || value === null || text === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    const atLeast = `${label} must be ${minInclusive ? "0 or more" : "more than 0"}`;
    const atMost = `${label} must be at most ${fromHundredths(max).replace(/\.?0+$/, "")}`;
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return fail(`${label} must be a number`);
    if (m[1] && /[1-9]/.test(text)) return fail(atLeast);
    if ((m[3] ?? "").length > 2) return fail(`${label} can have at most 2 decimal places`);
    if (m[2].replace(/^0+/, "").length > 3) return fail(atMost);
    const h = toHundredths(text.replace(/^-/, ""))!;
    if (minInclusive ? h < min : h <= min) return fail(atLeast);
    if (h > max) return fail(atMost);
    if (h % step !== 0) return fail(`${label} must be in steps of ${fromHundredths(step).replace(/0+$/, "")}`);
    return fromHundredths(h);
  });
}

export function requiredText(label: string, max: number) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

// Employee review screens.
const positiveInt = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`);

export const QUEUE_STATUSES = [...REVIEW_STATUSES, "all"] as const;

export const reviewQueueQuerySchema = z.object({
  year: yearSchema,
  status: z.preprocess(blankToUndefined, z.enum(QUEUE_STATUSES, { error: `Status must be one of ${QUEUE_STATUSES.join(", ")}` }).default("pending")),
  investor: z.preprocess(blankToUndefined, z.string().trim().max(100, "Investor must be at most 100 characters").optional()),
  page: z.preprocess(blankToUndefined, positiveInt("Page", 100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, positiveInt("Page size", 100).default(25)),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const progressListQuerySchema = z.object({
  year: yearSchema,
  search: z.preprocess(blankToUndefined, z.string().trim().max(64, "Search must be at most 64 characters").optional()),
  page: z.preprocess(blankToUndefined, positiveInt("Page", 100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, positiveInt("Page size", 100).default(25)),
});
export type ProgressListQuery = z.infer<typeof progressListQuerySchema>;

export const rejectEntrySchema = z.object({
  reason: z
    .string({ error: "A rejection reason is required" })
    .trim()
    .min(1, "A rejection reason is required")
    .max(REJECTION_REASON_MAX, `The reason must be at most ${REJECTION_REASON_MAX} characters`),
});
export type RejectEntryInput = z.infer<typeof rejectEntrySchema>;

export const bulkApproveSchema = z.object({
  ids: z
    .array(z.string({ error: "Each id must be text" }).min(1).max(100), { error: "ids must be a list of entry ids" })
    .min(1, "Select at least one entry")
    .max(BULK_MAX, `Select at most ${BULK_MAX} entries at a time`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkApproveInput = z.infer<typeof bulkApproveSchema>;

/** The year-end export: an employee names the investor, an investor gets their own. */
export const exportQuerySchema = z.object({
  year: yearSchema,
  investor: z.preprocess(blankToUndefined, z.string().trim().max(100, "Investor must be at most 100 characters").optional()),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
