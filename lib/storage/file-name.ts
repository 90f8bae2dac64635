// Turns whatever name a browser sent into one that is safe as the last segment of a storage key and
// in a Content-Disposition header. Client-safe (no Node imports).
import { extensionOf } from "@/lib/storage/limits";

export const MAX_FILE_NAME_BYTES = 150;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// Bidirectional overrides let "gpj.exe" display as "exe.jpg"; zero-width characters hide differences.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Reserved on Windows or meaningful in URLs and headers.
const RESERVED = /[<>:"|?*#%\\/]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Cuts by whole characters (never half a surrogate pair) until the text fits in `maxBytes` of UTF-8. */
function truncateUtf8(text: string, maxBytes: number): string {
  const chars = Array.from(text);
  while (chars.length && utf8Length(chars.join("")) > maxBytes) chars.pop();
  return chars.join("");
}

/**
 * Strips directories, control and invisible characters, `..`, reserved characters and leading/trailing
 * dots and spaces; limits the length while keeping the extension. Never returns an empty string.
 */
export function sanitizeFileName(name: string | null | undefined, maxBytes = MAX_FILE_NAME_BYTES): string {
  let base = String(name ?? "").normalize("NFC").split(/[\\/]/).pop() ?? "";
  base = base
    .replace(CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(RESERVED, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+|[.\s]+$/g, "");
  if (WINDOWS_DEVICE.test(base)) base = `_${base}`;
  if (!base) return "file";
  if (utf8Length(base) <= maxBytes) return base;
  const ext = extensionOf(base);
  const keep = ext && utf8Length(ext) < maxBytes / 2 ? ext : "";
  const stem = truncateUtf8(base.slice(0, base.length - keep.length), maxBytes - utf8Length(keep)).trimEnd();
  return (stem || "file") + keep;
}
