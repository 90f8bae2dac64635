// Serves a stored file back. This helper does NOT check access: the route that calls it (a document,
// a certificate, an MSA download) must first decide that the caller may see this file (owner, employee,
// shared), and answer 404 otherwise, exactly as for the record itself.
import "server-only";
import { notFound } from "@/lib/errors";
import { getStorage } from "@/lib/storage/driver";
import { sanitizeFileName } from "@/lib/storage/file-name";

// Only these may render in the browser; anything else (HTML, SVG, XML) could run script on our origin.
const INLINE_SAFE = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp", "text/plain"]);

/** RFC 5987 encoding for filename*: encodeURIComponent leaves a few characters the grammar forbids. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="plain ASCII fallback"; filename*=UTF-8''exact%20name` (RFC 6266). */
export function contentDisposition(downloadName: string, inline = false): string {
  const name = sanitizeFileName(downloadName);
  const ascii = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

export async function fileResponse(key: string, { downloadName, inline = false }: { downloadName: string; inline?: boolean }): Promise<Response> {
  const file = await getStorage().get(key);
  if (!file) throw notFound("File not found");
  return new Response(file.stream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(downloadName, inline && INLINE_SAFE.has(file.contentType)),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
