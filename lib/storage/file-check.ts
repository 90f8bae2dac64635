// The one first-bytes check for every upload path (DESIGN.md "Uploads are checked by their first bytes"):
// the signed PUT (lib/storage/receive-upload.ts) and the course certificate's multipart field
// (lib/courses/certificate-form.ts). A name and a declared type are the client's word; file-type reads the
// file's own. Containers need more than their first bytes: a ZIP's or a compound file's directory says
// whether it is a Word file (lib/storage/word-files.ts), and a PDF ends with its own marker
// (lib/storage/pdf-file.ts), so those types are checked on the whole file.
import "server-only";
import { fileTypeFromBuffer } from "file-type/core";
import { canonicalContentType } from "@/lib/storage/content-types";
import { isWordDoc, isWordDocx, isZipArchive } from "@/lib/storage/word-files";
import { isPdfFile } from "@/lib/storage/pdf-file";

/** How many leading bytes file-type reads for the types detected by their start (its own sample size). */
export const HEAD_BYTES = 4100;

const WHOLE_FILE_CHECKS: Record<string, (bytes: Uint8Array) => boolean> = {
  "application/pdf": isPdfFile,
  "application/zip": isZipArchive,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": isWordDocx,
  "application/msword": isWordDoc,
};

/** True when the check of `contentType` needs the whole file rather than its first HEAD_BYTES. */
export const needsWholeFile = (contentType: string): boolean => canonicalContentType(contentType) in WHOLE_FILE_CHECKS;

/**
 * True when `bytes` (the whole file, or at least its first HEAD_BYTES for a type that does not need the
 * whole file) is a file of `contentType`. A type file-type does not know is false: callers only ask for
 * types they accept, so unknown means refuse.
 */
export async function isFileOfType(bytes: Uint8Array, contentType: string): Promise<boolean> {
  const type = canonicalContentType(contentType);
  const whole = WHOLE_FILE_CHECKS[type];
  if (whole) return whole(bytes);
  return (await fileTypeFromBuffer(bytes.subarray(0, HEAD_BYTES)))?.mime === type;
}

/** Which of `candidates` the bytes are (their canonical name), for a file whose declared type may be missing; null when none. */
export async function typeOfFile(bytes: Uint8Array, candidates: readonly string[]): Promise<string | null> {
  for (const type of new Set(candidates.map(canonicalContentType))) if (await isFileOfType(bytes, type)) return type;
  return null;
}

const TYPE_NAMES: Record<string, string> = {
  "application/pdf": "a PDF",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/gif": "a GIF image",
  "image/webp": "a WebP image",
  "application/zip": "a ZIP archive",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "a Word document (.docx)",
  "application/msword": "a Word 97–2003 document (.doc)",
};

/** The refusal of a file whose bytes are not what its name and declared type say. */
export function typeMismatchMessage(contentType: string): string {
  const type = canonicalContentType(contentType);
  return `File content does not match its type: the file is not ${TYPE_NAMES[type] ?? type}`;
}
