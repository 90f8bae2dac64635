// Test helpers for the upload flow: a small but valid PDF, and the call options for PUTting bytes to
// an upload URL the way a browser does (Content-Type and Content-Length set).
import type { CallOptions } from "@/test/http";

/** A one-page PDF 1.4 with a correct cross-reference table, built so the offsets are exact. */
export function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

export function putOptions(uploadUrl: string, bytes: Uint8Array, contentType = "application/pdf"): CallOptions {
  return {
    method: "PUT",
    url: uploadUrl,
    params: { token: uploadUrl.split("/").pop()! },
    rawBody: new Uint8Array(bytes),
    headers: { "content-type": contentType, "content-length": String(bytes.byteLength) },
  };
}
