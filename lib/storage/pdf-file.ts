// A PDF is told by both ends (ISO 32000-1 §7.5): a header "%PDF-<major>.<minor>" on its first line, and
// the end-of-file marker "%%EOF" near its end. file-type looks at the first five bytes only, so "%PDF-"
// followed by a web page passed for a PDF.

const HEADER = /^%PDF-\d\.\d[\r\n \t%]/;
/** Readers look for the marker in the last 1024 bytes (trailing whitespace and junk are common). */
const TAIL_BYTES = 1024;

export function isPdfFile(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 16)).toString("latin1");
  if (!HEADER.test(head)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))).toString("latin1");
  return tail.includes("%%EOF");
}
