import "server-only";
// Beyond the spec: an hour entry may carry one evidence file (PDF or image, at most 10 MB) through the
// signed-upload flow of lib/storage. The key must be one made for this investor's evidence, and the
// file's first bytes must show an allowed type: the name and the declared type are only claims.
import { AppError, badRequest } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import type { AfterCommit } from "@/lib/transaction";
import { createUploadUrl, getStorage, isOwnedKey, MAX_UPLOAD_BYTES, parseStorageKey, type UploadUrl } from "@/lib/storage";
import { normalizeContentType } from "@/lib/storage/content-types";
import { canonicalContentType, readFileHead, typeFromBytes } from "@/lib/storage/magic-bytes";
import { EVIDENCE_TYPE_MESSAGE, EVIDENCE_TYPES, type EvidenceUploadInput } from "@/lib/requirements/hours/schemas";
import { deleteStoredFile } from "@/lib/storage/delete-effect";

export const EVIDENCE_PURPOSE = "service-hours-evidence";
export const EVIDENCE_MISSING = "Evidence file not found: please upload it again";

export type EvidenceColumns = { evidenceKey: string | null; evidenceFileName: string | null; evidenceContentType: string | null; evidenceSize: number | null };

export const NO_EVIDENCE: EvidenceColumns = { evidenceKey: null, evidenceFileName: null, evidenceContentType: null, evidenceSize: null };

export function createEvidenceUploadUrl(actor: Pick<SessionUser, "id" | "role">, input: EvidenceUploadInput): UploadUrl {
  authorize(actor, "service-hours.log");
  const ownerId = actor.id;
  const type = normalizeContentType(input.contentType);
  if (type && !EVIDENCE_TYPES.includes(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", EVIDENCE_TYPE_MESSAGE);
  return createUploadUrl({
    ownerId,
    purpose: EVIDENCE_PURPOSE,
    fileName: input.fileName,
    fileSize: input.fileSize,
    contentType: type || undefined,
    maxBytes: MAX_UPLOAD_BYTES,
    allowedContentTypes: EVIDENCE_TYPES,
  });
}

/** The columns to store for an uploaded evidence file; a file whose bytes are not an allowed type is removed. */
export async function checkEvidence(ownerId: string, filePath: string): Promise<EvidenceColumns> {
  const parts = parseStorageKey(filePath);
  if (!parts || !isOwnedKey(filePath, EVIDENCE_PURPOSE, ownerId)) throw badRequest(EVIDENCE_MISSING);
  const file = await readFileHead(filePath);
  if (!file) throw badRequest(EVIDENCE_MISSING);
  const sniffed = typeFromBytes(file.head, EVIDENCE_TYPES);
  // Browsers report old-style JPEGs as image/pjpeg; the bytes are a JPEG all the same.
  if (!sniffed || canonicalContentType(normalizeContentType(file.contentType)) !== sniffed) {
    await getStorage().delete(filePath);
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", EVIDENCE_TYPE_MESSAGE);
  }
  return { evidenceKey: filePath, evidenceFileName: parts.fileName, evidenceContentType: sniffed, evidenceSize: file.size };
}

/** After the commit: a file no entry points at any more. */
export async function removeEvidenceFile(afterCommit: AfterCommit, key: string | null | undefined): Promise<void> {
  if (key) await afterCommit(deleteStoredFile, { key });
}
