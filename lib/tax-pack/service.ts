import "server-only";
// Producing a tax pack (PDF, or a ZIP of the PDF, the evidence files and manifest.json) and checking an
// uploaded one (issue 22 §4, issue 33 §4: lib/tax-pack/verify.ts). Every PDF produced is recorded by its
// SHA-256 with a `tax-pack.generated` audit row in the same transaction, before its bytes leave the server.
import { createHash } from "node:crypto";
import { zipSync } from "fflate";
import { writeAudit } from "@/lib/audit/write";
import { transaction } from "@/lib/transaction";
import { investorFor } from "@/lib/requirements/investor-for";
import type { SessionUser } from "@/lib/session";
import { taxPackContent } from "@/lib/tax-pack/content";
import { MANIFEST_NAME, packManifest } from "@/lib/tax-pack/manifest";
import { taxPackPdf } from "@/lib/tax-pack/pdf";

export { verifyTaxPack, type TaxPackCheck } from "@/lib/tax-pack/verify";

export type TaxPackFormat = "pdf" | "zip";
export type TaxPackFile = { filename: string; contentType: string; bytes: Uint8Array; sha256: string };
type Viewer = Pick<SessionUser, "id" | "role" | "username">;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function produceTaxPack(viewer: Viewer, query: { year: number; investor?: string }, format: TaxPackFormat): Promise<TaxPackFile> {
  const investor = await investorFor(viewer, query.investor);
  const { content, evidenceBytes } = await taxPackContent(investor, query.year);
  const { manifest, bytes: manifestBytes, sha256: manifestSha256 } = packManifest(content);
  const pdf = await taxPackPdf(content, manifestSha256);
  const hash = sha256(pdf);
  await transaction(async (tx) => {
    const pack = await tx.taxPack.create({ data: { investorId: investor.id, year: query.year, sha256: hash, size: pdf.length, generatedBy: viewer.id, generatedAt: content.generatedAt }, select: { id: true } });
    await writeAudit(tx, { event: "tax-pack.generated", entityId: pack.id, actorId: viewer.id, after: { investorId: investor.id, year: query.year, sha256: hash, size: pdf.length, format } });
  });
  if (format === "pdf") return { filename: manifest.pdf.path, contentType: "application/pdf", bytes: pdf, sha256: hash };
  const files: Record<string, Uint8Array> = { [manifest.pdf.path]: pdf, [MANIFEST_NAME]: manifestBytes };
  manifest.files.forEach((f, i) => {
    files[f.path] = evidenceBytes.get(content.participation.evidence[i].key)!;
  });
  const zip = zipSync(files, { level: 6, mtime: content.generatedAt });
  return { filename: manifest.pdf.path.replace(/\.pdf$/, ".zip"), contentType: "application/zip", bytes: zip, sha256: sha256(zip) };
}
