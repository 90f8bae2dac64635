// Beyond the spec: an evidence file goes up through the signed-upload flow before the entry is saved
// (an action issues the upload URL, the browser PUTs the bytes there (the byte path), then the entry's
// action records the returned filePath).
import type { ActionFailure } from "@/lib/action";
import { readJsonResponse, serverText } from "@/lib/client/api";
import { requestEvidenceUploadAction } from "@/actions/service-hours/request-evidence-upload";
import { EVIDENCE_TOO_LARGE_MESSAGE, EVIDENCE_TYPE_MESSAGE, EVIDENCE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TIMEOUT_MS } from "@/lib/service-hours/schemas";

/** The file's problem in the spec's words, or null when it may be uploaded. */
export function evidenceProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return EVIDENCE_TOO_LARGE_MESSAGE;
  if (!EVIDENCE_TYPES.includes(file.type)) return EVIDENCE_TYPE_MESSAGE;
  return null;
}

const failed = (error: string): ActionFailure => ({ ok: false, status: 0, error });

/** The uploaded file's path for the entry's action, or why the upload failed (shown like an action's failure). */
export async function uploadEvidence(file: File): Promise<{ ok: true; filePath: string } | ActionFailure> {
  const problem = evidenceProblem(file);
  if (problem) return failed(problem);
  const target = await requestEvidenceUploadAction({ fileName: file.name, fileSize: file.size, contentType: file.type });
  if (!target.ok) return target;
  try {
    const res = await fetch(target.data.uploadUrl, { method: "PUT", body: file, headers: { "Content-Type": file.type }, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
    await readJsonResponse(res);
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === "TimeoutError";
    return failed(timedOut ? "Upload timed out after 30 seconds. Please try again." : (serverText(err) ?? "Upload failed. Please try again."));
  }
  return { ok: true, filePath: target.data.filePath };
}
