"use server";
import { action } from "@/lib/action";
import { evidenceUploadSchema } from "@/lib/requirements/hours/schemas";
import { createEvidenceUploadUrl } from "@/lib/requirements/hours/evidence";

/** Step 1 of attaching evidence: a signed URL the browser PUTs the bytes to (the byte path), nothing saved yet. */
export const requestEvidenceUploadAction = action({ permission: "service-hours.log", input: evidenceUploadSchema, refresh: false }, async ({ user, input }) => createEvidenceUploadUrl(user, input));
