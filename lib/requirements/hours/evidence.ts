import "server-only";
// Beyond the spec: an hour entry may carry one evidence file (PDF or image, at most 10 MB) through the
// signed-upload flow of lib/storage. The key must be one made for this investor's evidence, and the
// file's first bytes must show an allowed type: the name and the declared type are only claims.
import { AppError, badRequest } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { takePendingUpload } from "@/lib/storage/pending-uploads";
import { createUploadUrl, getStorage, isOwnedKey, MAX_UPLOAD_BYTES, parseStorageKey, type UploadUrl } from "@/lib/storage";
import { normalizeContentType } from "@/lib/storage/content-types";
import { EVIDENCE_TYPE_MESSAGE, EVIDENCE_TYPES, type EvidenceUploadInput } from "@/lib/requirements/hours/schemas";
import { deleteStoredFile } from "@/lib/storage/delete-effect";

export const EVIDENCE_PURPOSE = "service-hours-evidence";
export const EVIDENCE_MISSING = "Evidence file not found: please upload it again";

export type EvidenceColumns = { evidenceKey: string | null; evidenceFileName: string | null; evidenceContentType: string | null; evidenceSize: number | null };

export const NO_EVIDENCE: EvidenceColumns = { evidenceKey: null, evidenceFileName: null, evidenceContentType: null, evidenceSize: null };

export async function createEvidenceUploadUrl(actor: Pick<SessionUser, "id" | "role">, input: EvidenceUploadInput): Promise<UploadUrl> {
  authorize(actor, "service-hours.log");
  const ownerId = actor.id;
  const type = normalizeContentType(input.contentType);
  if (type && !EVIDENCE_TYPES.includes(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", EVIDENCE_TYPE_MESSAGE);
  return createUploadUrl({
    userId: actor.id,
    ownerId,
    purpose: EVIDENCE_PURPOSE,
    fileName: input.fileName,
    fileSize: input.fileSize,
    contentType: type || undefined,
    maxBytes: MAX_UPLOAD_BYTES,
    allowedContentTypes: EVIDENCE_TYPES,
  });
}

/**
 * The columns to store for an uploaded evidence file. Its PUT already proved the bytes are of the type it
 * stored (lib/storage/receive-upload.ts), one of the evidence types its URL allowed; a stored type outside
 * them (a file put there some other way) is refused and removed all the same.
 */
export async function checkEvidence(ownerId: string, filePath: string): Promise<EvidenceColumns> {
  const parts = parseStorageKey(filePath);
  if (!parts || !isOwnedKey(filePath, EVIDENCE_PURPOSE, ownerId)) throw badRequest(EVIDENCE_MISSING);
  const file = await getStorage().get(filePath);
  if (!file) throw badRequest(EVIDENCE_MISSING);
  await file.stream.cancel().catch(() => {});
  if (!EVIDENCE_TYPES.includes(file.contentType)) {
    await getStorage().delete(filePath);
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", EVIDENCE_TYPE_MESSAGE);
  }
  return { evidenceKey: filePath, evidenceFileName: parts.fileName, evidenceContentType: file.contentType, evidenceSize: file.size };
}

/** In the transaction that records the entry: the evidence's pending upload is taken, so one file serves one entry. */
export async function takeEvidenceUpload(tx: Tx, actorId: string, evidence: EvidenceColumns): Promise<void> {
  if (evidence.evidenceKey && !(await takePendingUpload(tx, { key: evidence.evidenceKey, userId: actorId }))) throw badRequest(EVIDENCE_MISSING);
}

/** After the commit: a file no entry points at any more. */
export async function removeEvidenceFile(afterCommit: AfterCommit, key: string | null | undefined): Promise<void> {
  if (key) await afterCommit(deleteStoredFile, { key });
}
