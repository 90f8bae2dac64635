// Upload limits and their messages (spec 2 §5, §9), shared by the forms and the server. No Node imports:
// this file is bundled into client components too.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TIMEOUT_MS = 30_000;

export const DEAL_ROOM_EXTENSIONS: readonly string[] = [".pdf", ".doc", ".docx", ".png", ".jpg", ".jpeg", ".zip"];
export const CERTIFICATE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"];

export const CERTIFICATE_TOO_LARGE_MESSAGE = "File too large: Certificate file must be less than 10MB";
export const CERTIFICATE_TYPE_MESSAGE = "Invalid file type: Please upload an image (JPEG, PNG, GIF, WebP) or PDF file";

/** The lower-cased extension with its dot (".pdf"), or "" when the name has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot).toLowerCase() : "";
}

export function checkExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  return ext !== "" && allowed.some((a) => a.toLowerCase() === ext);
}

/** 10485760 → "10MB": the way the spec's messages write a limit. */
export function formatByteLimit(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes} bytes`;
}

export function fileTooLargeMessage(maxBytes: number): string {
  return `File size must be less than ${formatByteLimit(maxBytes)}`;
}

export function invalidExtensionMessage(allowed: readonly string[]): string {
  return `Please select a file with one of these extensions: ${allowed.join(", ")}`;
}
