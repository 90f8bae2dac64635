// The tax pack ZIP's manifest.json (issue 33 §4): every file in the ZIP with its SHA-256 and size, so that
// the pack can be checked whole, by the portal ("Verify a pack") or by anyone with a SHA-256 tool. The
// signed PDF carries the manifest's SHA-256 (printed, and in its document information under
// PDF_MANIFEST_KEY); the PDF itself is the one file the manifest names without a hash, since a file cannot
// carry the hash of a list that holds its own: it proves itself by its PAdES signature and the portal's record.
import { createHash } from "node:crypto";
import { z } from "zod";
import { sanitizeFileName } from "@/lib/storage/file-name";
import type { EvidenceFile, TaxPackContent } from "@/lib/tax-pack/content";

export const MANIFEST_NAME = "manifest.json";
/** The document-information entry of the pack's PDF that holds the manifest's SHA-256. */
export const PDF_MANIFEST_KEY = "TaxPackManifestSHA256";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export const manifestSchema = z.object({
  kind: z.literal("tax-pack-manifest"),
  version: z.literal(1),
  investor: z.string(),
  year: z.number().int(),
  generatedAt: z.string(),
  pdf: z.object({ path: z.string(), provedBy: z.string() }),
  files: z.array(z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().nonnegative() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The pack's base file name: tax-pack-<year>-<investor>. */
export const packBaseName = (content: Pick<TaxPackContent, "year" | "investor">) => sanitizeFileName(`tax-pack-${content.year}-${content.investor.username}`);

/** Where an evidence file sits in the ZIP: numbered, since two entries may carry files of one name. */
export const evidencePath = (file: EvidenceFile, index: number) => `evidence/${String(index + 1).padStart(3, "0")}-${file.entryDate}-${sanitizeFileName(file.fileName)}`;

/** The manifest of the pack `content` describes, as the bytes manifest.json holds and their SHA-256. */
export function packManifest(content: TaxPackContent): { manifest: Manifest; bytes: Buffer; sha256: string } {
  const manifest: Manifest = {
    kind: "tax-pack-manifest",
    version: 1,
    investor: content.investor.username,
    year: content.year,
    generatedAt: content.generatedAt.toISOString(),
    pdf: { path: `${packBaseName(content)}.pdf`, provedBy: `its digital signature (PAdES); it carries this manifest's SHA-256` },
    files: content.participation.evidence.map((f, i) => ({ path: evidencePath(f, i), sha256: f.sha256, size: f.size })),
  };
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8");
  return { manifest, bytes, sha256: sha256(bytes) };
}

/**
 * The manifest SHA-256 a pack PDF carries, read from its document information: the portal's own output, whose
 * bytes are checked against its record first (pdfkit writes each entry as an indirect string object).
 */
export function manifestHashIn(pdf: Uint8Array): string | null {
  const text = Buffer.from(pdf).toString("latin1");
  const ref = new RegExp(`/${PDF_MANIFEST_KEY} (\\d+) 0 R`).exec(text);
  if (!ref) return null;
  return new RegExp(`(?:^|\\n)${ref[1]} 0 obj\\s*\\(([0-9a-f]{64})\\)`).exec(text)?.[1] ?? null;
}
