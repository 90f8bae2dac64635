// Inputs of the version calls (spec 2 §7): assignment, status moves, the list and tracking filters. Client-safe.
import { z } from "zod";
import { opaqueId as id } from "@/lib/params";
import { VERSION_STATUSES } from "@/lib/agreements/statuses";
import { visibleText } from "@/lib/validation/visible-text";

export const NOTE_MAX = 2000;
export const ASSIGN_MAX_TEMPLATES = 50;


export const assignTemplatesSchema = z.object({
  investorId: id("investorId"),
  templateIds: z
    .array(id("Template id"), { error: "templateIds must be a list of template ids" })
    .min(1, "Select at least one template")
    .max(ASSIGN_MAX_TEMPLATES, `At most ${ASSIGN_MAX_TEMPLATES} templates at once`)
    .transform((ids) => [...new Set(ids)]),
  // Spec 2 §3's investor assignment form: optional notes, which reach the investor with the assignment.
  notes: visibleText("Notes", z.string({ error: "notes must be text" }).trim().max(NOTE_MAX, `Notes must be at most ${NOTE_MAX} characters`).nullish()).transform(
    (v) => v || null,
  ),
});
export type AssignTemplatesInput = z.infer<typeof assignTemplatesSchema>;

const status = z.enum(VERSION_STATUSES, { error: `status must be one of: ${VERSION_STATUSES.join(", ")}` });

/** A rejection needs a note (spec 2 §5); an approval's is optional; other moves ignore it. */
export const changeVersionStatusSchema = z
  .object({
    status,
    note: z
      .string({ error: "note must be text" })
      .trim()
      .max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters`)
      .nullish()
      .transform((v) => v || null),
    // The status the screen showed. Optional for API callers written to the spec (a move to the status
    // the version already has is refused either way, so a double decision stays one).
    expectedStatus: status.optional(),
  })
  .refine((v) => v.status !== "rejected" || v.note !== null, { message: "A rejection note is required", path: ["note"] });
export type ChangeVersionStatusInput = z.infer<typeof changeVersionStatusSchema>;

const optional = (schema: z.ZodType<string>) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const versionsQuerySchema = z.object({ investor: optional(id("investor")) });

export const TRACKING_PAGE_SIZE_MAX = 200;

export const trackingQuerySchema = z.object({
  investor: optional(id("investor")),
  status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), status.optional()),
  page: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page must be at least 1").max(100_000, "page is too large").default(1)),
  pageSize: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "pageSize must be a number" }).int("pageSize must be a whole number").min(1, "pageSize must be at least 1").max(TRACKING_PAGE_SIZE_MAX, `pageSize must be at most ${TRACKING_PAGE_SIZE_MAX}`).default(50),
  ),
});
export type TrackingQuery = z.infer<typeof trackingQuerySchema>;
