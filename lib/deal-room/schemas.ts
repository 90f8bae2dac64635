// Deal-room inputs (spec 2 §5, §7), shared by the Deal Room forms and the routes. Client-safe.
import { z } from "zod";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { DEAL_ROOM_EXTENSIONS, fileTooLargeMessage, invalidExtensionMessage, checkExtension, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";

// The limits the forms need, from the client-safe limits file (components may not import lib/storage).
export { DEAL_ROOM_EXTENSIONS, UPLOAD_TIMEOUT_MS } from "@/lib/storage/limits";

export const GOOGLE_DOC_URL_MESSAGE = "Please enter a valid Google Doc URL";
export const REVIEW_REASON_MAX = 1000;
const GOOGLE_HOSTS = ["docs.google.com", "drive.google.com"];

const documentType = z.enum(DOCUMENT_TYPES, { error: `documentType must be one of ${DOCUMENT_TYPES.join(", ")}` });
// A lone surrogate is not text at all: the database driver cannot even send it.
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);
const userId = z.string({ error: "userId is required" }).trim().min(1, "userId is required").max(100, "userId is too long").refine(wellFormed, "userId is not valid text");

/** An https link on Google Docs or Drive; anything else (blank included) gets the spec's one message. */
export function isGoogleDocUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" && GOOGLE_HOSTS.includes(url.hostname) && !url.username && !url.password && url.port === "";
  } catch {
    return false;
  }
}

export const googleDocUrlSchema = z
  .string({ error: GOOGLE_DOC_URL_MESSAGE })
  .trim()
  .max(2000, GOOGLE_DOC_URL_MESSAGE)
  .refine(isGoogleDocUrl, GOOGLE_DOC_URL_MESSAGE);

const fileName = z
  .string({ error: "fileName is required" })
  .trim()
  .min(1, "fileName is required")
  .max(255, "fileName must be at most 255 characters");
const fileSize = z
  .number({ error: "fileSize must be a number of bytes" })
  .int("fileSize must be a whole number of bytes")
  .min(1, "The file is empty");

/** POST /api/documents/upload. Type and size are checked here with the spec's messages (415/413 in the service). */
export const uploadRequestSchema = z.object({
  documentType,
  userId,
  fileName,
  fileSize,
  contentType: z.string().max(120).optional(),
});
export type UploadRequestInput = z.infer<typeof uploadRequestSchema>;

/** The client's own pre-checks, before anything is sent (spec 2 §5): null when the file may go. */
export function fileProblem(file: { name: string; size: number }): { title: "File Too Large" | "Invalid File Type"; message: string } | null {
  if (file.size > MAX_UPLOAD_BYTES) return { title: "File Too Large", message: fileTooLargeMessage(MAX_UPLOAD_BYTES) };
  if (!checkExtension(file.name, DEAL_ROOM_EXTENSIONS)) return { title: "Invalid File Type", message: invalidExtensionMessage(DEAL_ROOM_EXTENSIONS) };
  return null;
}

const linkBody = z.object({ documentType, userId, googleDocUrl: googleDocUrlSchema });
const fileBody = z.object({
  documentType,
  userId,
  filePath: z.string({ error: "filePath is required" }).min(1, "filePath is required").max(1024, "filePath is too long").refine(wellFormed, "filePath is not valid text"),
  filename: fileName,
  fileSize,
});

/** POST /api/documents: either a Google Doc link, or the file an upload URL received (spec 2 §7). */
export const saveDocumentSchema = z.unknown().transform((value, ctx): SaveDocumentInput => {
  const hasLink = !!value && typeof value === "object" && "googleDocUrl" in value;
  const result = (hasLink ? linkBody : fileBody).safeParse(value);
  if (result.success) return hasLink ? { kind: "link", ...(result.data as z.infer<typeof linkBody>) } : { kind: "file", ...(result.data as z.infer<typeof fileBody>) };
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message });
  return z.NEVER;
});
export type SaveDocumentInput = ({ kind: "link" } & z.infer<typeof linkBody>) | ({ kind: "file" } & z.infer<typeof fileBody>);

/**
 * Beyond the spec: takes back a wrongly handed-in file or link. The file stays in the version history; the
 * audit trail keeps the link.
 */
export const removeDocumentPartSchema = z.object({ documentType, userId, part: z.enum(["file", "link"], { error: "part must be file or link" }) });
export type RemoveDocumentPartInput = z.infer<typeof removeDocumentPartSchema>;

/** `[id]` of a document or version. */
export const recordIdParams = z.object({ id: z.string().min(1).max(100).refine(wellFormed, "Invalid id") });

/** GET /api/documents and /status: employees name the investor; investors may only name themselves. */
export const documentsQuerySchema = z.object({ userId: userId.optional() });

/** Beyond the spec: an employee accepts or rejects a document; a rejection needs its reason. */
export const reviewDocumentSchema = z
  .object({
    decision: z.enum(["accepted", "rejected"], { error: "decision must be accepted or rejected" }),
    reason: z.string({ error: "Reason must be text" }).trim().max(REVIEW_REASON_MAX, `Reason must be at most ${REVIEW_REASON_MAX} characters`).optional(),
    // The decision the screen showed (null: not reviewed yet). Optional for API callers written to the
    // spec; a repeat of the current decision is refused either way.
    expectedStatus: z.enum(["accepted", "rejected"], { error: "expectedStatus must be accepted, rejected or null" }).nullable().optional(),
  })
  .refine((v) => v.decision !== "rejected" || !!v.reason, { message: "A reason is required to reject a document", path: ["reason"] });
export type ReviewDocumentInput = z.infer<typeof reviewDocumentSchema>;

export const COMPLETION_BADGES = ["complete", "in_progress", "started", "not_started"] as const;
export type CompletionBadgeFilter = (typeof COMPLETION_BADGES)[number];
export const USER_STATUSES = ["pending", "approved", "denied"] as const;

const emptyToUndefined = (v: unknown) => (v === "" || v === null || (typeof v === "string" && v.toLowerCase() === "all") ? undefined : v);
const positiveInt = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`);

/** GET /api/admin/documents/summary: filters and paging in SQL; no pageSize means every investor. */
export const summaryQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(64, "Search must be at most 64 characters").optional()),
  status: z.preprocess(emptyToUndefined, z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(", ")}` }).optional()),
  badge: z.preprocess(emptyToUndefined, z.enum(COMPLETION_BADGES, { error: `Badge must be one of ${COMPLETION_BADGES.join(", ")}` }).optional()),
  page: z.preprocess(emptyToUndefined, positiveInt("Page", 1_000_000).default(1)),
  pageSize: z.preprocess(emptyToUndefined, positiveInt("Page size", 1000).optional()),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;
