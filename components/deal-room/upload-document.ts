// Spec 2 §4's upload flow from the browser: ask for an upload address, PUT the bytes there (through
// XMLHttpRequest, whose upload events give real progress; aborted after 30 s), then save the record.
// The address and the record go through server actions; the bytes are the one path that stays a request.
// Each failure carries the spec's title and message (§8), in the order the steps can fail.
import { newIdempotencyKey } from "@/lib/client/api";
import { requestDocumentUploadAction } from "@/actions/deal-room/request-document-upload";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { UPLOAD_TIMEOUT_MS } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";

export const UPLOAD_URL_FAILED = "Failed to get upload URL";
export const UPLOAD_TIMED_OUT = "Upload timed out after 30 seconds. Please try again.";
export const RECORD_NOT_SAVED = "File uploaded but failed to save document record. Please contact support.";

export class UploadError extends Error {
  constructor(
    readonly title: "Upload Failed" | "Upload Warning",
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

type Target = { documentType: DocumentType; userId: string };

/** The `error` of a JSON answer, else the raw text, else the status text: the {text} of the spec's message. */
function failureText(xhr: XMLHttpRequest): string {
  try {
    const parsed = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
  } catch {
    /* not JSON */
  }
  return xhr.statusText || xhr.responseText.slice(0, 100);
}

function putFile(uploadUrl: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadUrl);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.ontimeout = () => reject(new UploadError("Upload Failed", UPLOAD_TIMED_OUT));
    xhr.onerror = () => reject(new UploadError("Upload Failed", "Upload failed: the connection was lost"));
    xhr.onabort = () => reject(new UploadError("Upload Failed", "Upload failed: cancelled"));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError("Upload Failed", `Failed to upload file to cloud storage: ${xhr.status} ${failureText(xhr)}`.trim()));
    xhr.send(file);
  });
}

/** Runs the three steps; resolves once the record is saved. `onProgress` gets 0–1 of the bytes sent. */
export async function uploadDocumentFile(file: File, target: Target, onProgress: (fraction: number) => void): Promise<void> {
  // A call that fails outright (offline) has no server text: the spec's message stands in for it.
  const address = await requestDocumentUploadAction({ ...target, fileName: file.name, fileSize: file.size, contentType: file.type || undefined }).catch(() => null);
  if (!address?.ok) throw new UploadError("Upload Failed", address?.error ?? UPLOAD_URL_FAILED);
  await putFile(address.data.uploadUrl, file, onProgress);
  const saved = await saveDocumentAction({ ...target, filePath: address.data.filePath, filename: file.name, fileSize: file.size }, { idempotencyKey: newIdempotencyKey() }).catch(() => null);
  if (!saved?.ok) throw new UploadError("Upload Warning", RECORD_NOT_SAVED);
}
