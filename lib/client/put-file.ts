// The one byte path of the browser's uploads (the signed upload URL's PUT), shared by the deal room and
// hour evidence. XMLHttpRequest, not fetch: only its upload events report real progress. Client-only.

/** Spec 2 §8's messages for a PUT that did not go through. */
export const UPLOAD_TIMED_OUT = "Upload timed out after 30 seconds. Please try again.";

/** `status` and `reason` are the server's answer when it refused the file (415 wrong type, 413 too large). */
export class PutFileError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "PutFileError";
  }
}

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

/** PUTs the file; `onProgress` gets 0–1 of the bytes sent. Rejects with a PutFileError in the spec's words. */
export function putFile(uploadUrl: string, file: File, { timeoutMs, onProgress }: { timeoutMs: number; onProgress?: (fraction: number) => void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadUrl);
    xhr.timeout = timeoutMs;
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.ontimeout = () => reject(new PutFileError(UPLOAD_TIMED_OUT));
    xhr.onerror = () => reject(new PutFileError("Upload failed: the connection was lost"));
    xhr.onabort = () => reject(new PutFileError("Upload failed: cancelled"));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const reason = failureText(xhr);
      reject(new PutFileError(`Failed to upload file to cloud storage: ${xhr.status} ${reason}`.trim(), xhr.status, reason));
    };
    xhr.send(file);
  });
}
