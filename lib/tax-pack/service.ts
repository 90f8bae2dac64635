import "server-only";
// Producing a tax pack (PDF, or a ZIP of the PDF and the evidence files) and checking an uploaded one
// (issue 22 §4). Every PDF produced is recorded by its SHA-256 with a `tax-pack.generated` audit row in
// the same transaction, before its bytes leave the server.
import { createHash } from "node:crypto";
import { zipSync } from "fflate";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { investorFor } from "@/lib/requirements/investor-for";
import { sanitizeFileName } from "@/lib/storage";
import type { SessionUser } from "@/lib/session";
import { taxPackContent } from "@/lib/tax-pack/content";
import { taxPackPdf } from "@/lib/tax-pack/pdf";

export type TaxPackFormat = "pdf" | "zip";
export type TaxPackFile = { filename: string; contentType: string; bytes: Uint8Array; sha256: string };
type Viewer = Pick<SessionUser, "id" | "role" | "username">;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function produceTaxPack(viewer: Viewer, query: { year: number; investor?: string }, format: TaxPackFormat): Promise<TaxPackFile> {
  const investor = await investorFor(viewer, query.investor);
  const { content, evidenceBytes } = await taxPackContent(investor, query.year);
  const pdf = await taxPackPdf(content);
  const hash = sha256(pdf);
  await transaction(async (tx) => {
    const pack = await tx.taxPack.create({ data: { investorId: investor.id, year: query.year, sha256: hash, size: pdf.length, generatedBy: viewer.id, generatedAt: content.generatedAt }, select: { id: true } });
    await writeAudit(tx, { event: "tax-pack.generated", entityId: pack.id, actorId: viewer.id, after: { investorId: investor.id, year: query.year, sha256: hash, size: pdf.length, format } });
  });
  const base = sanitizeFileName(`tax-pack-${query.year}-${investor.username}`);
  if (format === "pdf") return { filename: `${base}.pdf`, contentType: "application/pdf", bytes: pdf, sha256: hash };
  const files: Record<string, Uint8Array> = { [`${base}.pdf`]: pdf };
  content.participation.evidence.forEach((f, i) => {
    // Numbered: two entries may carry files of one name.
    files[`evidence/${String(i + 1).padStart(3, "0")}-${f.entryDate}-${sanitizeFileName(f.fileName)}`] = evidenceBytes.get(f.key)!;
  });
  const zip = zipSync(files, { level: 6, mtime: content.generatedAt });
  return { filename: `${base}.zip`, contentType: "application/zip", bytes: zip, sha256: sha256(zip) };
}

export type TaxPackCheck =
  | { produced: true; sha256: string; generatedAt: Date; investor: string; year: number }
  | { produced: false; sha256: string };

/** Whether these bytes are a tax pack PDF the portal produced (by its SHA-256), and when and for whom. */
export async function verifyTaxPack(actor: Pick<SessionUser, "id" | "role">, bytes: Uint8Array): Promise<TaxPackCheck> {
  authorize(actor, "service-hours.review");
  const hash = sha256(bytes);
  const db = await getDb();
  const pack = await db.taxPack.findUnique({ where: { sha256: hash }, select: { generatedAt: true, year: true, investorId: true } });
  if (!pack) return { produced: false, sha256: hash };
  const investor = await db.user.findUnique({ where: { id: pack.investorId }, select: { username: true } });
  return { produced: true, sha256: hash, generatedAt: pack.generatedAt, investor: investor?.username ?? pack.investorId, year: pack.year };
}
