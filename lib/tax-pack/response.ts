import "server-only";
import { contentDisposition } from "@/lib/storage";
import type { TaxPackFile } from "@/lib/tax-pack/service";

/** A produced pack as a download. */
export function taxPackResponse(file: TaxPackFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.filename),
      "X-Tax-Pack-SHA256": file.sha256,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
