import "server-only";
import { contentDisposition } from "@/lib/storage";
import { agreementDocument, CONTENT_TYPES, downloadName } from "@/lib/agreements/msa/files/model";
import { agreementPdf } from "@/lib/agreements/msa/files/pdf";
import { agreementDocx } from "@/lib/agreements/msa/files/docx";
import type { MsaRow } from "@/lib/agreements/msa/presenter";
import type { DownloadFormat } from "@/lib/agreements/msa/wire";
import type { Audience } from "@/lib/users/audience";

/**
 * The MSA as a file, made when asked so that it carries the signatures as they are now, as `audience` may
 * read it. The caller has already decided that the reader may see this MSA.
 */
export async function msaFileResponse(row: MsaRow, format: DownloadFormat, audience: Audience): Promise<Response> {
  const doc = await agreementDocument(row, audience);
  const bytes = format === "pdf" ? await agreementPdf(doc) : await agreementDocx(doc);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(downloadName(row, format, audience)),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
