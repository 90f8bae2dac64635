// Project, task, comment and list-query schemas. Client-safe: the project forms, the routes and the CSV
// import all validate with these, so a value the form accepts is one the server accepts.
import { z } from "zod";
import { dateOrInstantDay } from "@/lib/validation/dates";
import { isOfferedQuarter, offeredQuarters, type Quarter } from "@/lib/projects/quarters";

import { PRIORITIES, SORT_KEYS, STAGES, TYPES } from "@/lib/projects/values";

export { PRIORITIES, SORT_KEYS, STAGES, TASK_STATUSES, TYPES } from "@/lib/projects/values";
export type { Priority, ProjectType, SortKey, Stage, TaskStatus } from "@/lib/projects/values";
export type { Quarter } from "@/lib/projects/quarters";

export const MAX_COUNT = 1_000_000;
export const MAX_NOTES = 20_000;
export const MAX_COMMENT = 5_000;

/** "Required" when the value is absent, else the given message: one message per field, both cases. */
const requiredOr = (label: string, otherwise: string) => (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === "" ? `${label} is required` : otherwise;

function oneOf<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: requiredOr(label, `${label} must be one of ${values.join(", ")}`) });
}

/** A quarter of the rolling range (lib/projects/quarters.ts), judged on the day of the request. */
function quarter(label: string) {
  const message = () => `${label} must be one of ${offeredQuarters().join(", ")}`;
  return z
    .string({ error: requiredOr(label, `${label} must be text`) })
    .refine((value) => value !== "", { error: `${label} is required` })
    .refine((value) => value === "" || isOfferedQuarter(value), { error: message, abort: true })
    .transform((value) => value as Quarter);
}

function requiredText(label: string, max: number) {
  return z
    .string({ error: requiredOr(label, `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Whole, non-negative counts; numeric strings (form inputs, CSV cells) are accepted too. */
function count(label: string) {
  const message = `${label} must be a whole number of 0 or more`;
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: requiredOr(label, message) }).int(message).min(0, message).max(MAX_COUNT, `${label} must be at most 1,000,000`),
  );
}

const MONEY = /^(\d*)(?:\.(\d*))?$/;

/**
 * Project cost as an exact decimal string within Decimal(12,2): ≥ 0, at most 2 decimals, below 10^10.
 * Numbers are accepted and turned into their shortest decimal text; no float arithmetic happens.
 */
export const moneySchema = z
  .union([z.number(), z.string()], { error: requiredOr("Project cost", "Project cost must be a number") })
  .transform((v, ctx) => {
    const text = (typeof v === "number" ? (Number.isFinite(v) ? String(v) : "x") : v).trim();
    if (text.startsWith("-") && MONEY.test(text.slice(1))) {
      ctx.addIssue({ code: "custom", message: "Project cost must be 0 or more" });
      return z.NEVER;
    }
    const m = MONEY.exec(text);
    if (text === "" || !m || (m[1] === "" && !m[2])) {
      ctx.addIssue({ code: "custom", message: text === "" ? "Project cost is required" : "Project cost must be a number" });
      return z.NEVER;
    }
    const whole = m[1].replace(/^0+(?=\d)/, "") || "0";
    const fraction = m[2] ?? "";
    if (fraction.length > 2) {
      ctx.addIssue({ code: "custom", message: "Project cost can have at most 2 decimal places" });
      return z.NEVER;
    }
    if (whole.length > 10) {
      ctx.addIssue({ code: "custom", message: "Project cost must be less than 10,000,000,000" });
      return z.NEVER;
    }
    return fraction ? `${whole}.${fraction}` : whole;
  });

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const notes = (label: string) => z.string({ error: `${label} must be text` }).max(MAX_NOTES, `${label} must be at most ${MAX_NOTES} characters`).nullable();

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** yes / no / not recorded: the §30C switches are unknown until an employee records them. */
const yesNo = (label: string) => z.boolean({ error: `${label} must be yes, no or not recorded` }).nullable();

/** Issue 22 §3: the inputs of the §30C estimate (lib/itc/estimate.ts); each may be left unrecorded (null). */
export const itcFields = {
  placedInServiceDate: z.preprocess(
    blankToNull,
    z
      .string({ error: "Placed in service must be a date (yyyy-MM-dd)" })
      .max(40, "Placed in service must be a date (yyyy-MM-dd)")
      .transform((s, ctx) => {
        const day = dateOrInstantDay(s.trim());
        if (day === null || day < "1990-01-01" || day > "2100-12-31") ctx.addIssue({ code: "custom", message: "Placed in service must be a date (yyyy-MM-dd)" });
        return day ?? z.NEVER;
      })
      .nullable(),
  ),
  censusTract: z.preprocess(
    blankToNull,
    z
      .string({ error: "Census tract must be an 11-digit GEOID" })
      .trim()
      .regex(/^\d{11}$/, "Census tract must be an 11-digit GEOID")
      .nullable(),
  ),
  tractEligible: yesNo("Tract eligible"),
  tractEligibilitySource: z.preprocess(
    blankToNull,
    z.string({ error: "Eligibility source must be text" }).trim().max(500, "Eligibility source must be at most 500 characters").nullable(),
  ),
  prevailingWageMet: yesNo("Prevailing wage and apprenticeship"),
};

const projectFields = {
  deploymentQuarter: quarter("Deployment quarter"),
  stage: oneOf(STAGES, "Stage"),
  client: requiredText("Client", 200),
  address: requiredText("Address", 500),
  purpose: requiredText("Purpose", 500),
  type: oneOf(TYPES, "Type"),
  numberOfChargers: count("Number of chargers"),
  numberOfSpaces: count("Number of spaces"),
  projectCost: moneySchema,
  itcTaxCredit: flag("ITC tax credit"),
  engineeringNotes: notes("Engineering notes"),
  investorSummary: notes("Investor summary"),
  sharedWithInvestors: flag("Shared with investors"),
  ...itcFields,
};

/** A new project: the spec's defaults (counts 0, cost "0", switches off). */
export const createProjectSchema = z.object({
  ...projectFields,
  numberOfChargers: projectFields.numberOfChargers.default(0),
  numberOfSpaces: projectFields.numberOfSpaces.default(0),
  projectCost: projectFields.projectCost.default("0"),
  itcTaxCredit: projectFields.itcTaxCredit.default(false),
  engineeringNotes: projectFields.engineeringNotes.optional(),
  investorSummary: projectFields.investorSummary.optional(),
  sharedWithInvestors: projectFields.sharedWithInvestors.default(false),
  placedInServiceDate: projectFields.placedInServiceDate.optional(),
  censusTract: projectFields.censusTract.optional(),
  tractEligible: projectFields.tractEligible.optional(),
  tractEligibilitySource: projectFields.tractEligibilitySource.optional(),
  prevailingWageMet: projectFields.prevailingWageMet.optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** An edit: any subset of the fields; only those given change. */
export const updateProjectSchema = z.object(projectFields).partial();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** A move on the pipeline board: the target stage and the stage the board showed (a stale one is a 409). */
export const moveProjectSchema = z.object({ stage: oneOf(STAGES, "Stage"), expectedStage: oneOf(STAGES, "Expected stage") });
export type MoveProjectInput = z.infer<typeof moveProjectSchema>;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** "all" is what a filter's "All …" choice naturally sends; it means no filter. */
const filterValue = (v: unknown) => (typeof v === "string" && v.toLowerCase() === "all" ? undefined : emptyToUndefined(v));
const positiveInt = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`);

export const projectListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200, "Search must be at most 200 characters").optional()),
  stage: z.preprocess(filterValue, z.enum(STAGES, { error: `Stage must be one of ${STAGES.join(", ")}` }).optional()),
  quarter: z.preprocess(filterValue, quarter("Quarter").optional()),
  type: z.preprocess(filterValue, z.enum(TYPES, { error: `Type must be one of ${TYPES.join(", ")}` }).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(SORT_KEYS, { error: `Sort must be one of ${SORT_KEYS.join(", ")}` }).optional()),
  order: z.preprocess(emptyToUndefined, z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("asc")),
  page: z.preprocess(emptyToUndefined, positiveInt("Page", 1_000_000).default(1)),
  // Absent means every row: the spec's client reads the whole list.
  pageSize: z.preprocess(emptyToUndefined, positiveInt("Page size", 1000).optional()),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const createCommentSchema = z.object({
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(MAX_COMMENT, `Content must be at most ${MAX_COMMENT} characters`),
  // The spec's client repeats the project id in the body; the path is authoritative, so it is ignored.
  projectId: z.unknown().optional(),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** yyyy-MM-dd, or a full ISO instant whose date part is taken; the date must exist on the calendar. */
const dueDate = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "Due date must be a date (yyyy-MM-dd)" })
    .max(40, "Due date must be a date (yyyy-MM-dd)")
    .transform((s, ctx) => {
      const day = dateOrInstantDay(s);
      if (day === null) ctx.addIssue({ code: "custom", message: "Due date must be a date (yyyy-MM-dd)" });
      return day ?? z.NEVER;
    })
    .optional(),
);

export const createTaskSchema = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  description: z.preprocess(
    emptyToUndefined,
    z.string({ error: "Description must be text" }).max(MAX_NOTES, `Description must be at most ${MAX_NOTES} characters`).optional(),
  ),
  priority: z.preprocess(emptyToUndefined, z.enum(PRIORITIES, { error: "Priority must be low, medium, high or urgent" }).default("medium")),
  assignedTo: z.preprocess(emptyToUndefined, z.string({ error: "Assignee not found" }).max(100, "Assignee not found").optional()),
  dueDate,
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;
