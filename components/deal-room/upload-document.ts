// Spec 2 §4's upload flow from the browser: ask for an upload address, PUT the bytes there (through
// lib/client/put-file.ts, with real progress; aborted after 30 s), then save the record.
// The address and the record go through server actions; the bytes are the one path that stays a request.
// Each failure carries the spec's title and message (§8), in the order the steps can fail.
import { newIdempotencyKey } from "@/lib/client/api";
import { requestDocumentUploadAction } from "@/actions/deal-room/request-document-upload";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { UPLOAD_TIMEOUT_MS } from "@/lib/deal-room/schemas";
import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from "@/lib/storage/limits";
import { PutFileError, putFile } from "@/lib/client/put-file";
import type { DocumentType } from "@/lib/deal-room/document-types";

export const UPLOAD_URL_FAILED = "Failed to get upload URL";
export const RECORD_NOT_SAVED = "File uploaded but failed to save document record. Please contact support.";

/** "Invalid File Type" and "File Too Large" name what the server refused in the file; the rest are failures to try again. */
export class UploadError extends Error {
  constructor(
    readonly title: "Upload Failed" | "Upload Warning" | "Invalid File Type" | "File Too Large",
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

type Target = { documentType: DocumentType; userId: string };

/** Runs the three steps; resolves once the record is saved. `onProgress` gets 0–1 of the bytes sent. */
export async function uploadDocumentFile(file: File, target: Target, onProgress: (fraction: number) => void): Promise<void> {
  // A call that fails outright (offline) has no server text: the spec's message stands in for it.
  const address = await requestDocumentUploadAction({ ...target, fileName: file.name, fileSize: file.size, contentType: file.type || undefined }).catch(() => null);
  if (!address?.ok) throw address ? refusal(address.status, address.error, address.error) : new UploadError("Upload Failed", UPLOAD_URL_FAILED);
  await putFile(address.data.uploadUrl, file, { timeoutMs: UPLOAD_TIMEOUT_MS, onProgress }).catch((err: unknown) => {
    throw err instanceof PutFileError ? refusal(err.status, err.reason, err.message) : err;
  });
  const saved = await saveDocumentAction({ ...target, filePath: address.data.filePath, filename: file.name, fileSize: file.size }, { idempotencyKey: newIdempotencyKey() }).catch(() => null);
  if (!saved?.ok) throw new UploadError("Upload Warning", RECORD_NOT_SAVED);
}

/** A file the server refused for its type (by name or by content) or its size is named as such; anything else is a failure to try again. */
function refusal(status: number | undefined, reason: string | undefined, message: string): UploadError {
  if (status === 415 && reason) return new UploadError("Invalid File Type", reason);
  if (status === 413) return new UploadError("File Too Large", fileTooLargeMessage(MAX_UPLOAD_BYTES));
  return new UploadError("Upload Failed", message);
}
