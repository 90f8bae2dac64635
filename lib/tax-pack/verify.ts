import "server-only";
// "Verify a pack" (issue 22 §4, issue 33 §4): an employee uploads a tax pack PDF or the whole ZIP. A PDF is
// the portal's if its SHA-256 is on record. A ZIP is checked whole: its PDF must be on record; its
// manifest.json must have the SHA-256 that PDF carries; every file must match the manifest. The answer
// names each file that was changed, added or removed.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { authorize } from "@/lib/auth/authorize";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { MANIFEST_NAME, manifestHashIn, manifestSchema, type Manifest } from "@/lib/tax-pack/manifest";

export type PackRecord = { generatedAt: Date; investor: string; year: number };
export type PackFileStatus = "intact" | "changed" | "added" | "removed";
export type PackFileCheck = { path: string; status: PackFileStatus };

export type TaxPackCheck =
  | ({ kind: "pdf"; produced: true; sha256: string } & PackRecord)
  | { kind: "pdf"; produced: false; sha256: string }
  | {
      kind: "zip";
      sha256: string;
      /** Every file as the pack holds it now, and each file the manifest names that is missing. */
      files: PackFileCheck[];
      /** True when the PDF is on record, the manifest is the one it carries and every file matches. */
      intact: boolean;
      /** The pack the PDF inside is, when it is one the portal produced. */
      pack: PackRecord | null;
      /** Why the files could not all be checked, when they could not. */
      problem: string | null;
    };

export const NOT_A_PACK = "Choose a tax pack PDF or the pack's ZIP";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

async function recordOf(hash: string): Promise<PackRecord | null> {
  const db = await getDb();
  const pack = await db.taxPack.findUnique({ where: { sha256: hash }, select: { generatedAt: true, year: true, investorId: true } });
  if (!pack) return null;
  const investor = await db.user.findUnique({ where: { id: pack.investorId }, select: { username: true } });
  return { generatedAt: pack.generatedAt, investor: investor?.username ?? pack.investorId, year: pack.year };
}

function readManifest(bytes: Uint8Array | undefined): Manifest | null {
  if (!bytes) return null;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(Buffer.from(bytes).toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// What a pack's ZIP may unpack to: its evidence files are uploads of at most 10 MB each. fflate inflates each
// entry into a buffer of its declared size, so the declared sizes bound the memory a ZIP bomb can take.
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
const unreadable = (why: string) => new AppError("BAD_REQUEST", why, { fieldErrors: { pack: [why] } });

/** The ZIP's entries (directories left out); a ZIP that cannot be read, or unpacks too large, is refused. */
function entriesOf(bytes: Uint8Array): Record<string, Uint8Array> {
  let declared = 0;
  let count = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        count += 1;
        return false;
      },
    });
    if (declared > MAX_UNPACKED_BYTES || count > MAX_ENTRIES) throw unreadable("This ZIP unpacks to more than a tax pack holds");
    return Object.fromEntries(Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith("/")));
  } catch (err) {
    throw err instanceof AppError ? err : unreadable("This ZIP cannot be read");
  }
}

/** The files against a manifest known to be the pack's: each one's status, missing ones as removed. */
function compareFiles(entries: Record<string, Uint8Array>, manifest: Manifest): PackFileCheck[] {
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const checks: PackFileCheck[] = [];
  for (const [path, bytes] of Object.entries(entries)) {
    if (path === MANIFEST_NAME || path === manifest.pdf.path) continue;
    const expected = listed.get(path);
    checks.push({ path, status: !expected ? "added" : expected.size === bytes.length && expected.sha256 === sha256(bytes) ? "intact" : "changed" });
  }
  for (const path of listed.keys()) if (!(path in entries)) checks.push({ path, status: "removed" });
  return checks;
}

async function verifyZip(bytes: Uint8Array): Promise<TaxPackCheck> {
  const entries = entriesOf(bytes);
  const manifest = readManifest(entries[MANIFEST_NAME]);
  // The pack's PDF: the one its manifest names, else the one PDF at the top of the ZIP.
  const pdfPath = manifest?.pdf.path ?? Object.keys(entries).find((name) => !name.includes("/") && name.toLowerCase().endsWith(".pdf")) ?? null;
  const pdf = pdfPath ? entries[pdfPath] : undefined;
  const pack = pdf ? await recordOf(sha256(pdf)) : null;
  const files: PackFileCheck[] = [];
  if (pdfPath) files.push({ path: pdfPath, status: !pdf ? "removed" : pack ? "intact" : "changed" });
  const result = (problem: string | null, more: PackFileCheck[] = []) => {
    const all = [...files, ...more];
    return { kind: "zip" as const, sha256: sha256(bytes), files: all, pack, problem, intact: problem === null && all.every((f) => f.status === "intact") };
  };

  if (!pdf || !pack) return result(pdf ? "The PDF in this ZIP is not one the portal produced, so the files it vouches for cannot be checked." : "This ZIP holds no tax pack PDF.");
  const carried = manifestHashIn(pdf);
  if (!carried) return result("This pack was produced before packs carried a manifest: only its PDF can be checked.");
  const manifestBytes = entries[MANIFEST_NAME];
  if (!manifestBytes) return result(`${MANIFEST_NAME} was removed, so the other files cannot be checked.`, [{ path: MANIFEST_NAME, status: "removed" }]);
  if (sha256(manifestBytes) !== carried || !manifest) {
    return result(`${MANIFEST_NAME} is not the one the PDF carries the hash of, so the files it lists cannot be trusted.`, [{ path: MANIFEST_NAME, status: "changed" }]);
  }
  return result(null, [{ path: MANIFEST_NAME, status: "intact" }, ...compareFiles(entries, manifest)]);
}

/**
 * Whether these bytes are a tax pack the portal produced: a PDF by its SHA-256 on record, a ZIP file by
 * file (see the top of this file). Employees who review hours only.
 */
export async function verifyTaxPack(actor: Pick<SessionUser, "id" | "role">, bytes: Uint8Array): Promise<TaxPackCheck> {
  authorize(actor, "service-hours.review");
  if (isZip(bytes)) return verifyZip(bytes);
  const hash = sha256(bytes);
  if (!isPdf(bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_A_PACK, { fieldErrors: { pack: [NOT_A_PACK] } });
  const pack = await recordOf(hash);
  return pack ? { kind: "pdf", produced: true, sha256: hash, ...pack } : { kind: "pdf", produced: false, sha256: hash };
}
