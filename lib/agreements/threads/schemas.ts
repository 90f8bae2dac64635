// Redline thread inputs (spec 2 §5, §7), shared by the workspace's forms and the routes. Client-safe.
import { z } from "zod";
import { opaqueId } from "@/lib/params";
import { visibleText } from "@/lib/validation/visible-text";
import { THREAD_STATUSES, THREAD_TYPES } from "@/lib/agreements/statuses";

export const COMMENT_MAX = 5000;
export const SELECTION_MAX = 20_000;

const offset = (name: string) =>
  z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(0, `${name} must be at least 0`).max(1_000_000, `${name} is too large`);
const text = (what: string) =>
  visibleText(what, z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(COMMENT_MAX, `${what} must be at most ${COMMENT_MAX} characters`));

export const createThreadSchema = z
  .object({
    templateVersionId: opaqueId("templateVersionId"),
    // Not trimmed: it must equal the version's text between the offsets, character for character.
    selectedText: z.string({ error: "Select some text to comment on" }).min(1, "Select some text to comment on").max(SELECTION_MAX, `The selection must be at most ${SELECTION_MAX.toLocaleString("en-US")} characters`),
    startOffset: offset("startOffset"),
    endOffset: offset("endOffset"),
    comment: text("Comment"),
    suggestions: visibleText(
      "Suggestions",
      z.string({ error: "suggestions must be text" }).trim().max(COMMENT_MAX, `Suggestions must be at most ${COMMENT_MAX} characters`).nullish(),
    ).transform((v) => v || null),
    threadType: z.enum(THREAD_TYPES, { error: `threadType must be one of: ${THREAD_TYPES.join(", ")}` }).default("comment"),
    sectionReference: z.string({ error: "sectionReference must be text" }).trim().max(200, "sectionReference must be at most 200 characters").nullish().transform((v) => v || null),
  })
  .refine((v) => v.endOffset > v.startOffset, { message: "endOffset must be greater than startOffset", path: ["endOffset"] });
export type CreateThreadInput = z.infer<typeof createThreadSchema>;

export const replySchema = z.object({ text: text("Reply") });
export type ReplyInput = z.infer<typeof replySchema>;

const threadStatus = z.enum(THREAD_STATUSES, { error: `status must be one of: ${THREAD_STATUSES.join(", ")}` });

export const threadStatusSchema = z.object({
  status: threadStatus,
  // The status the screen showed; optional for API callers (marking the current status again is refused either way).
  expectedStatus: threadStatus.optional(),
});
export type ThreadStatusInput = z.infer<typeof threadStatusSchema>;

export const threadsQuerySchema = z.object({
  versionId: opaqueId("versionId"),
});
