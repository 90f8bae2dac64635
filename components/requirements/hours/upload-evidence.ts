// Beyond the spec: an evidence file goes up through the signed-upload flow before the entry is saved
// (an action issues the upload URL, the browser PUTs the bytes there with real progress, then the entry's
// action records the returned filePath).
import type { ActionFailure } from "@/lib/action";
import { PutFileError, putFile } from "@/lib/client/put-file";
import { requestEvidenceUploadAction } from "@/actions/requirements/request-evidence-upload";
import { EVIDENCE_TOO_LARGE_MESSAGE, EVIDENCE_TYPE_MESSAGE, EVIDENCE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TIMEOUT_MS } from "@/lib/requirements/hours/schemas";

/** The file's problem in the spec's words, or null when it may be uploaded. */
export function evidenceProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return EVIDENCE_TOO_LARGE_MESSAGE;
  if (!EVIDENCE_TYPES.includes(file.type)) return EVIDENCE_TYPE_MESSAGE;
  return null;
}

/** Spec 2 §8 titles a failed upload 'Upload Failed', whatever the entry's own failure title is. */
const failed = (error: string): ActionFailure => ({ ok: false, status: 0, error, title: "Upload Failed" });

/** The uploaded file's path for the entry's action, or why the upload failed (shown like an action's failure). */
export async function uploadEvidence(file: File, onProgress?: (fraction: number) => void): Promise<{ ok: true; filePath: string } | ActionFailure> {
  const problem = evidenceProblem(file);
  if (problem) return failed(problem);
  const target = await requestEvidenceUploadAction({ fileName: file.name, fileSize: file.size, contentType: file.type }).catch(() => null);
  if (!target?.ok) return failed(target?.error ?? "Failed to get upload URL");
  try {
    await putFile(target.data.uploadUrl, file, { timeoutMs: UPLOAD_TIMEOUT_MS, onProgress });
  } catch (err) {
    return failed(err instanceof PutFileError ? err.message : "Upload failed. Please try again.");
  }
  return { ok: true, filePath: target.data.filePath };
}
