// Beyond the spec: an evidence file goes up through the signed-upload flow before the entry is saved
// (ask for an upload URL, PUT the bytes, then save the entry with the returned filePath).
import { ApiError, apiRequest, readJsonResponse } from "@/lib/client/api";
import { EVIDENCE_TOO_LARGE_MESSAGE, EVIDENCE_TYPE_MESSAGE, EVIDENCE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TIMEOUT_MS } from "@/lib/service-hours/schemas";

/** The file's problem in the spec's words, or null when it may be uploaded. */
export function evidenceProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return EVIDENCE_TOO_LARGE_MESSAGE;
  if (!EVIDENCE_TYPES.includes(file.type)) return EVIDENCE_TYPE_MESSAGE;
  return null;
}

export async function uploadEvidence(file: File): Promise<string> {
  const problem = evidenceProblem(file);
  if (problem) throw new ApiError(problem, 400, undefined, problem);
  const { uploadUrl, filePath } = await apiRequest<{ uploadUrl: string; filePath: string }>("POST", "/api/service-hours/evidence-upload", {
    fileName: file.name,
    fileSize: file.size,
    contentType: file.type,
  });
  let res: Response;
  try {
    res = await fetch(uploadUrl, { method: "PUT", body: file, headers: { "Content-Type": file.type }, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === "TimeoutError";
    const message = timedOut ? "Upload timed out after 30 seconds. Please try again." : "Upload failed. Please try again.";
    throw new ApiError(message, 0, undefined, message);
  }
  await readJsonResponse(res);
  return filePath;
}
