// Service-hour entries (spec 2 §3, §5): one schema for the Log Hours form and the routes. Client-safe.
import { z } from "zod";
import { decimalHoursSchema, pastDateSchema, requiredText } from "@/lib/requirements/schemas";
import { CERTIFICATE_TYPES, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { SERVICE_CATEGORIES } from "@/lib/requirements/categories";

// The upload limits the evidence form checks before asking for an upload URL (components never import lib/storage).
export { MAX_UPLOAD_BYTES, UPLOAD_TIMEOUT_MS } from "@/lib/storage/limits";

export const DESCRIPTION_MAX = 2000;

export const serviceHoursSchema = z.object({
  serviceDate: pastDateSchema("Service date"),
  // Spec 2 §5: step 0.5, at most 24; an entry of 0 hours records nothing, so more than 0.
  hours: decimalHoursSchema({ label: "Hours", min: 0, minInclusive: false, max: 2400, step: 50 }),
  category: z.enum(SERVICE_CATEGORIES, { error: `Category must be one of ${SERVICE_CATEGORIES.join(", ")}` }).default("operations_oversight"),
  description: requiredText("Description", DESCRIPTION_MAX),
  // Beyond the spec: the filePath an evidence upload URL returned; null removes the evidence on an edit.
  evidenceFilePath: z.string({ error: "Evidence must be a file path" }).max(1024).nullish(),
});
export type ServiceHoursInput = z.infer<typeof serviceHoursSchema>;

export const EVIDENCE_TYPES = CERTIFICATE_TYPES;
export const EVIDENCE_TYPE_MESSAGE = "Evidence must be a PDF or an image (JPEG, PNG, GIF, WebP)";
export const EVIDENCE_TOO_LARGE_MESSAGE = "Evidence file must be less than 10MB";

export const evidenceUploadSchema = z.object({
  fileName: requiredText("File name", 255),
  fileSize: z.number({ error: "File size must be a number" }).int("File size must be a whole number").min(1, "The file is empty").max(MAX_UPLOAD_BYTES, EVIDENCE_TOO_LARGE_MESSAGE),
  contentType: z.string({ error: "Content type must be text" }).max(120).optional(),
});
export type EvidenceUploadInput = z.infer<typeof evidenceUploadSchema>;
