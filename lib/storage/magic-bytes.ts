// The one first-bytes check for every upload path (DESIGN.md "Uploads are checked by their first bytes"):
// the deal room's PUT (lib/storage/receive-upload.ts), course certificates (lib/courses/certificate-form.ts)
// and hour evidence (lib/requirements/hours/evidence.ts). A name and a declared type are the client's word;
// these signatures are the file's. A small table instead of a detector library: only these eight types are
// ever accepted, and each has a fixed signature at offset 0 (docx is a zip container, doc an OLE2 compound
// file; WebP is RIFF….WEBP).
import "server-only";
import { getStorage } from "@/lib/storage/driver";

const ZIP = [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06], [0x50, 0x4b, 0x07, 0x08]];

const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  "application/pdf": [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  "image/png": [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  "image/jpeg": [[0xff, 0xd8, 0xff]],
  "image/gif": [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
  "application/zip": ZIP,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ZIP,
  "application/msword": [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
};
// Aliases browsers send for the same formats (lib/storage/content-types.ts).
const ALIASES: Record<string, string> = {
  "image/pjpeg": "image/jpeg",
  "application/x-zip-compressed": "application/zip",
  "application/x-zip": "application/zip",
};

/** How many leading bytes the check needs at most. */
export const MAGIC_BYTES_NEEDED = 12;

/** The canonical name of a media type ("image/pjpeg" → "image/jpeg"); other types unchanged. */
export const canonicalContentType = (contentType: string): string => ALIASES[contentType] ?? contentType;

const startsWith = (head: Uint8Array, sig: readonly number[]) => sig.length <= head.length && sig.every((b, i) => head[i] === b);

function isWebp(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
}

/**
 * True when `head` (the file's first bytes) carries the signature of `contentType`. A type without a
 * known signature is false: the caller only asks for types it accepts, so unknown means refuse.
 */
export function bytesMatchType(head: Uint8Array, contentType: string): boolean {
  const type = canonicalContentType(contentType);
  if (type === "image/webp") return isWebp(head);
  return (SIGNATURES[type] ?? []).some((sig) => startsWith(head, sig));
}

/** Which of `candidates` the bytes are, when the declared type may be missing: the first whose signature `head` carries, else null. */
export function typeFromBytes(head: Uint8Array, candidates: readonly string[]): string | null {
  return candidates.find((type) => bytesMatchType(head, type)) ?? null;
}

export type FileHead = { head: Uint8Array; size: number; contentType: string };

/** The first bytes of a stored file (enough for the check), with its size and stored type; null when there is no such file. */
export async function readFileHead(key: string, count = MAGIC_BYTES_NEEDED): Promise<FileHead | null> {
  const file = await getStorage().get(key);
  if (!file) return null;
  const reader = file.stream.getReader();
  const out = new Uint8Array(count);
  let filled = 0;
  try {
    while (filled < count) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = Math.min(value.byteLength, count - filled);
      out.set(value.subarray(0, take), filled);
      filled += take;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return { head: out.subarray(0, filled), size: file.size, contentType: file.contentType };
}
