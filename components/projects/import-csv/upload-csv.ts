// POST /api/projects/import through XMLHttpRequest, because fetch cannot report upload progress.
import { readJsonResponse } from "@/lib/client/api";
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "@/lib/client/api";

export type ImportResult = { imported: number };

type Callbacks = {
  /** 0–1 of the file sent. */
  onProgress: (fraction: number) => void;
  /** The whole body is sent; the server is now reading and importing it. */
  onUploaded: () => void;
};

export class UploadAborted extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadAborted";
  }
}

/** Starts the upload; `abort` stops it (the promise then rejects with UploadAborted). */
export function uploadCsv(file: File, { onProgress, onUploaded }: Callbacks): { result: Promise<ImportResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const result = new Promise<ImportResult>((resolve, reject) => {
    xhr.open("POST", "/api/projects/import");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, newIdempotencyKey());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onUploaded();
    xhr.onabort = () => reject(new UploadAborted());
    xhr.onerror = () => reject(new Error("Import failed"));
    xhr.onload = () => {
      // The same reading as every other call: the server's `error` text, else 'Import failed'.
      const response = { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, text: async () => xhr.responseText };
      readJsonResponse<ImportResult>(response as Response, "Import failed").then(resolve, reject);
    };
    const body = new FormData();
    body.append("csvFile", file);
    xhr.send(body);
  });
  return { result, abort: () => xhr.abort() };
}
