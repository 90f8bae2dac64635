// The year-end tax pack read back: the PDF's text through a PDF parser (every section, every page's
// mark, names in other scripts), its seal, tags and fonts through poppler-utils, the ZIP's entries, its
// manifest and their hashes, the audit row with the PDF's SHA-256, and "Verify a pack" of a PDF and of the
// whole ZIP (issue 33 §4: a genuine ZIP verifies; a changed, added or removed file is named).
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { ENTITY_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { unzipSync, zipSync } from "fflate";
import { PDFParse } from "pdf-parse";
import { GET as pdfRoute } from "@/app/api/tax-pack/route";
import { GET as zipRoute } from "@/app/api/tax-pack/zip/route";
import { POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { DELETE as deleteProject } from "@/app/api/projects/[id]/route";
import { call } from "@/test/http";
import { getDb } from "@/lib/db";
import { getStorage, newStorageKey } from "@/lib/storage";
import { minimalPdf } from "@/lib/storage/test-files";
import { verifyTaxPack } from "@/lib/tax-pack/service";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";
import { makeMsa } from "@/test/factories/agreements";
import { day, LAST_YEAR, makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { pdfText } from "@/test/pdf/pdf-text";
import { nodesOf, pdfStructure } from "@/test/pdf/pdf-structure";
import { flipped, fontsOf, poppler, withPoppler } from "@/test/pdf/poppler";
import { manifestHashIn, MANIFEST_NAME } from "@/lib/tax-pack/manifest";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function download(handler: typeof pdfRoute, cookie: string, url: string) {
  const res = await handler(new NextRequest(new URL(url, "http://localhost:3000"), { headers: { cookie, "x-forwarded-for": "10.0.0.1" } }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

let employee: TestUser, ivan: TestUser, olga: TestUser, zoe: TestUser;

/** The investor reserves, the employee approves (the real routes); the history is then dated `approvedAt`. */
async function holdFrom(projectId: string, investor: TestUser, approvedAt: string) {
  expect((await call(reserve, { cookie: investor.cookie, method: "POST", params: { id: projectId } })).status).toBe(200);
  expect((await call(approve, { cookie: employee.cookie, method: "POST", params: { id: projectId } })).status).toBe(200);
  await backdate(projectId, "reservation.requested", new Date(Date.parse(approvedAt) - 86_400_000).toISOString());
  await backdate(projectId, "reservation.approved", approvedAt);
}

async function backdate(entityId: string, event: string, at: string) {
  const db = await getDb();
  expect((await db.auditLog.updateMany({ where: { entityId, event }, data: { createdAt: new Date(at) } })).count).toBe(1);
}

const packText = async (cookie: string, year: number) => {
  const res = await download(pdfRoute, cookie, `/api/tax-pack?year=${year}`);
  expect(res.status).toBe(200);
  return (await pdfText(res.bytes)).replace(/\s+/g, " ");
};
const evidence = minimalPdf();
let evidenceKey: string;

beforeAll(async () => {
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-tax-pack-"));
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
  zoe = await createUser("Ζωή Παπαδοπούλου", "external");
  const db = await getDb();
  const approved = { status: "approved" as const, approvedBy: employee.id, approvedAt: new Date(`${day("04-01")}T10:30:00Z`) };
  // Two approved entries (one with evidence), one pending (left out), one of another year (left out).
  evidenceKey = newStorageKey({ purpose: "service-hours-evidence", ownerId: ivan.id, fileName: "minutes.pdf" });
  await getStorage().put(evidenceKey, evidence, { contentType: "application/pdf" });
  const withEvidence = await makeServiceHours(ivan.id, { serviceDate: day("03-15"), hours: "2.50", category: "monitoring" });
  await db.serviceHours.update({ where: { id: withEvidence.id }, data: { ...approved, description: "Weekly monitoring review", evidenceKey, evidenceFileName: "minutes.pdf", evidenceContentType: "application/pdf", evidenceSize: evidence.length } });
  const other = await makeServiceHours(ivan.id, { serviceDate: day("05-02"), hours: "4.00", category: "compliance" });
  await db.serviceHours.update({ where: { id: other.id }, data: { ...approved, description: "Annual compliance filing" } });
  await makeServiceHours(ivan.id, { serviceDate: day("06-01"), hours: "9.00" });
  const older = await makeServiceHours(ivan.id, { serviceDate: day("06-01", LAST_YEAR - 1), hours: "7.00" });
  await db.serviceHours.update({ where: { id: older.id }, data: { ...approved, description: "Older year" } });
  const credit = await makeCredit(ivan.id, { creditHours: "1.50" });
  await db.educationCredit.update({ where: { id: credit.id }, data: approved });
  // A project Ivan holds (with a client in Chinese), approved on 1 February last year; one he does not.
  const beijing = await makeAvailableProject({
    client: "北京充电站",
    address: "1 Chang'an Ave",
    projectCost: "400000.00",
    numberOfChargers: 4,
    placedInServiceDate: new Date(`${day("05-01")}T00:00:00Z`),
    censusTract: "06037206031",
    tractEligible: true,
    tractEligibilitySource: "DOE 30C locator",
    prevailingWageMet: false,
  });
  await holdFrom(beijing.id, ivan, `${day("02-01")}T09:00:00Z`);
  await makeAvailableProject({ client: "Not Ivan's depot" });
  // His executed MSA: both parties signed.
  const msa = await makeMsa(ivan.id, { finalizedBy: employee.id });
  await db.msa.update({
    where: { id: msa.id },
    data: {
      signatureData: {
        investorSignature: "Ivan Investor",
        investorSignedAt: "2025-01-10T12:00:00.000Z",
        // The party as it signed then (issue 19 §2); his profile has changed since.
        investorPartyName: "Ivanov Family Trust",
        investorSignatoryName: "Ivan Ivanov",
        investorSignatoryTitle: "Trustee",
        companySignature: "Emma Legal",
        companySignedAt: "2025-01-11T08:00:00.000Z",
      },
    },
  });
  await makeLegalProfile(ivan.id, ENTITY_PROFILE);
});

describe("the PDF", () => {
  let bytes: Buffer;
  let text: string;
  beforeAll(async () => {
    const res = await download(pdfRoute, ivan.cookie, `/api/tax-pack?year=${LAST_YEAR}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    bytes = res.bytes;
    expect(res.headers.get("x-tax-pack-sha256")).toBe(sha(bytes));
    text = (await pdfText(bytes)).replace(/\s+/g, " ");
  });

  it("holds the material-participation record: hours by activity against 100, every approved entry with its approver and time, credits, the evidence index", () => {
    for (const expected of [
      "1. Material participation",
      "Approved hours 8.00 of the 100-hour target (service 6.50, education 1.50)",
      "Monitoring & Analysis: 2.50 h (planned 50 h)",
      "Compliance & Reporting: 4.00 h (planned 10 h)",
      `${day("03-15")} · Monitoring & Analysis · 2.50 h · approved by emma.employee at ${day("04-01")} 10:30 UTC`,
      "Weekly monitoring review",
      "Annual compliance filing",
      "EV charging basics (Charge Academy) · 1.50 h",
      `minutes.pdf · ${evidence.length.toLocaleString("en-US")} bytes`,
      `SHA-256 ${sha(evidence)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Older year");
    expect(text).not.toContain("9.00 h");
  });

  it("holds the projects held that year with the §30C estimate and its inputs, and the executed MSA", () => {
    for (const expected of [
      "北京充电站",
      `Held ${day("02-01")} to the date of this pack`,
      "Placed in service " + day("05-01"),
      "Census tract 06037206031 · eligible yes (DOE 30C locator) · prevailing wage and apprenticeship met no",
      "§30C estimate $24,000.00 = 4 × $6,000.00 (6 % of $100,000.00 per charger)",
      "an estimate, not tax advice",
      "3. The executed master service agreement",
      "Emma Legal",
      "Ivan Investor",
      "2025-01-11 08:00 UTC",
      // Parties by legal name: the MSA's as signed; the pack's investor by their legal name and address now.
      `Parties: ${env.branding.companyName} (the Company) and Ivanov Family Trust (the Investor)`,
      'Ivanov Family Trust (the Investor): signed "Ivan Investor" by Ivan Ivanov, Trustee at 2025-01-10 12:00 UTC',
      "Investor: Żółć Capital Partners LLC (account ivan.investor)",
      "Address: 500 Market Street, Suite 1200, San Francisco, CA 94105, United States",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Not Ivan's depot");
  });

  it("carries the investor, the year and the generation time on every page", async () => {
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const { pages } = await parser.getText();
    await parser.destroy();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.text.replace(/\s+/g, " ")).toMatch(new RegExp(`Tax pack ${LAST_YEAR} · ivan\\.investor · generated \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC · page \\d+ of ${pages.length}`));
  });

  it("is recorded by its SHA-256 in the audit trail, and Verify a pack recognises it, not a changed copy", async () => {
    const db = await getDb();
    const row = await db.auditLog.findFirst({ where: { event: "tax-pack.generated", newValues: { path: ["sha256"], equals: sha(bytes) } } });
    expect(row).toMatchObject({ entityType: "tax-pack", userId: ivan.id, newValues: { investorId: ivan.id, year: LAST_YEAR, format: "pdf", size: bytes.length } });
    expect(await verifyTaxPack(employee, bytes)).toMatchObject({ kind: "pdf", produced: true, investor: "ivan.investor", year: LAST_YEAR, generatedAt: expect.any(Date) });
    const changed = Buffer.from(bytes);
    changed[changed.length - 10] ^= 1;
    expect(await verifyTaxPack(employee, changed)).toEqual({ kind: "pdf", produced: false, sha256: sha(changed) });
    // Neither a PDF nor a ZIP: refused by its first bytes.
    await expect(verifyTaxPack(employee, Buffer.from("hello"))).rejects.toMatchObject({ status: 415 });
    await expect(verifyTaxPack(ivan, bytes)).rejects.toMatchObject({ status: 403 });
  });

  it("is tagged: the title H1, the sections H2, the sub-sections H3; the page marks are artifacts", async () => {
    const structure = await pdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: "en-US", title: `Tax pack ${LAST_YEAR} — ivan.investor`, displayTitle: true });
    const nodes = nodesOf(structure);
    expect(nodes.filter((n) => n.role === "H1").map((n) => n.text.trim())).toEqual([`Year-end tax pack ${LAST_YEAR}`]);
    expect(nodes.filter((n) => n.role === "H2").map((n) => n.text.trim())).toEqual(["1. Material participation", "2. Projects held and the §30C estimate", "3. The executed master service agreement"]);
    expect(nodes.filter((n) => n.role === "H3").map((n) => n.text.trim())).toContain("Evidence index");
    expect(nodes.map((n) => n.text).join(" ")).not.toContain("generated");
  });

  withPoppler("pdfsig")("pdfsig: sealed by the firm over the total document; one changed byte makes it invalid", () => {
    const { output } = poppler("pdfsig", bytes);
    expect(output).toContain(`Signer Certificate Common Name: ${env.branding.companyName}`);
    expect(output).toContain("Total document signed");
    expect(output).toContain("Signature Validation: Signature is Valid.");
    expect(poppler("pdfsig", flipped(bytes)).output).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)\./);
  });

  withPoppler("pdfinfo")("pdfinfo and pdffonts: tagged, every font embedded", () => {
    expect(poppler("pdfinfo", bytes).output).toMatch(/^Tagged:\s+yes$/m);
    const fonts = fontsOf(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
  });

  it("prints a name in another script as written", async () => {
    const res = await download(pdfRoute, zoe.cookie, `/api/tax-pack?year=${LAST_YEAR}`);
    expect(res.status).toBe(200);
    expect((await pdfText(res.bytes)).replace(/\s+/g, " ")).toContain("Investor: Ζωή Παπαδοπούλου");
  });
});

describe("the ZIP", () => {
  let zip: Buffer;
  let files: Record<string, Uint8Array>;
  const evidencePath = () => `evidence/001-${day("03-15")}-minutes.pdf`;
  const pdfPath = `tax-pack-${LAST_YEAR}-ivan.investor.pdf`;
  const rezip = (entries: Record<string, Uint8Array>) => Buffer.from(zipSync(entries));
  beforeAll(async () => {
    const res = await download(zipRoute, employee.cookie, `/api/tax-pack/zip?year=${LAST_YEAR}&investor=${ivan.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    zip = res.bytes;
    files = unzipSync(new Uint8Array(zip));
  });

  it("holds the same kind of PDF (recorded), every approved entry's evidence file byte for byte, and the manifest", async () => {
    expect(Object.keys(files).sort()).toEqual([evidencePath(), MANIFEST_NAME, pdfPath]);
    expect(sha(files[evidencePath()])).toBe(sha(evidence));
    const pdf = files[pdfPath];
    expect(await verifyTaxPack(employee, pdf)).toMatchObject({ produced: true, investor: "ivan.investor" });
    expect((await pdfText(pdf)).replace(/\s+/g, " ")).toContain(`SHA-256 ${sha(evidence)}`);
  });

  it("lists every other file with its SHA-256 and size in manifest.json, whose hash the signed PDF carries", async () => {
    const manifest = JSON.parse(Buffer.from(files[MANIFEST_NAME]).toString("utf8"));
    expect(manifest).toMatchObject({ kind: "tax-pack-manifest", version: 1, investor: "ivan.investor", year: LAST_YEAR, pdf: { path: pdfPath } });
    expect(manifest.files).toEqual([{ path: evidencePath(), sha256: sha(evidence), size: evidence.length }]);
    const pdf = files[pdfPath];
    expect(manifestHashIn(pdf)).toBe(sha(files[MANIFEST_NAME]));
    expect((await pdfText(pdf)).replace(/\s+/g, " ")).toContain(`${MANIFEST_NAME}; that file's SHA-256: ${sha(files[MANIFEST_NAME])}`);
  });

  it("Verify a pack: a genuine ZIP verifies whole, every file named as produced", async () => {
    expect(await verifyTaxPack(employee, zip)).toEqual({
      kind: "zip",
      sha256: sha(zip),
      intact: true,
      problem: null,
      pack: { investor: "ivan.investor", year: LAST_YEAR, generatedAt: expect.any(Date) },
      files: [
        { path: pdfPath, status: "intact" },
        { path: MANIFEST_NAME, status: "intact" },
        { path: evidencePath(), status: "intact" },
      ],
    });
  });

  it("Verify a pack: names a changed, an added and a removed evidence file", async () => {
    const changed = Buffer.from(files[evidencePath()]);
    changed[20] ^= 1;
    const tampered = await verifyTaxPack(employee, rezip({ ...files, [evidencePath()]: changed }));
    expect(tampered).toMatchObject({ kind: "zip", intact: false, problem: null });
    expect(tampered.kind === "zip" && tampered.files.filter((f) => f.status !== "intact")).toEqual([{ path: evidencePath(), status: "changed" }]);

    const added = await verifyTaxPack(employee, rezip({ ...files, "evidence/002-extra.pdf": minimalPdf() }));
    expect(added.kind === "zip" && added.files.filter((f) => f.status !== "intact")).toEqual([{ path: "evidence/002-extra.pdf", status: "added" }]);

    const withoutEvidence = Object.fromEntries(Object.entries(files).filter(([name]) => name !== evidencePath()));
    const removed = await verifyTaxPack(employee, rezip(withoutEvidence));
    expect(removed).toMatchObject({ intact: false });
    expect(removed.kind === "zip" && removed.files.filter((f) => f.status !== "intact")).toEqual([{ path: evidencePath(), status: "removed" }]);
  });

  it("Verify a pack: a manifest rewritten to match a changed file, or a changed PDF, is named", async () => {
    const changed = Buffer.from(files[evidencePath()]);
    changed[20] ^= 1;
    const manifest = JSON.parse(Buffer.from(files[MANIFEST_NAME]).toString("utf8"));
    manifest.files[0] = { ...manifest.files[0], sha256: sha(changed) };
    const rewritten = await verifyTaxPack(employee, rezip({ ...files, [evidencePath()]: changed, [MANIFEST_NAME]: Buffer.from(JSON.stringify(manifest, null, 2)) }));
    expect(rewritten).toMatchObject({ intact: false, problem: expect.stringContaining("manifest.json is not the one the PDF carries the hash of") });
    expect(rewritten.kind === "zip" && rewritten.files.filter((f) => f.status !== "intact")).toEqual([{ path: MANIFEST_NAME, status: "changed" }]);

    const otherPdf = await verifyTaxPack(employee, rezip({ ...files, [pdfPath]: flipped(files[pdfPath]) }));
    expect(otherPdf).toMatchObject({ intact: false, pack: null, problem: expect.stringContaining("not one the portal produced") });
    expect(otherPdf.kind === "zip" && otherPdf.files).toEqual([{ path: pdfPath, status: "changed" }]);

    await expect(verifyTaxPack(employee, Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(40)]))).rejects.toMatchObject({ status: 400 });
  });

  it("Verify a pack: refuses a ZIP that says it unpacks to far more than a pack holds, without unpacking it", async () => {
    const bomb = rezip(files);
    // Each entry's uncompressed size, in its local header (offset 22) and its central directory record (offset 24).
    for (let at = 0; at < bomb.length - 4; at++) {
      const signature = bomb.readUInt32LE(at);
      if (signature === 0x04034b50) bomb.writeUInt32LE(300 * 1024 * 1024, at + 22);
      if (signature === 0x02014b50) bomb.writeUInt32LE(300 * 1024 * 1024, at + 24);
    }
    await expect(verifyTaxPack(employee, bomb)).rejects.toMatchObject({ status: 400, message: "This ZIP unpacks to more than a tax pack holds" });
  });
});

describe("who gets which pack", () => {
  it("an investor only their own; an employee any investor's, named", async () => {
    expect((await download(pdfRoute, olga.cookie, `/api/tax-pack?year=${LAST_YEAR}&investor=${ivan.id}`)).status).toBe(404);
    expect((await download(pdfRoute, employee.cookie, `/api/tax-pack?year=${LAST_YEAR}`)).status).toBe(404);
    expect((await download(pdfRoute, employee.cookie, `/api/tax-pack?year=${LAST_YEAR}&investor=${employee.id}`)).status).toBe(404);
    const olgas = await download(pdfRoute, olga.cookie, `/api/tax-pack?year=${LAST_YEAR}`);
    expect(olgas.status).toBe(200);
    expect((await pdfText(olgas.bytes)).replace(/\s+/g, " ")).toContain("No fully executed MSA on record.");
  });
});

describe("the projects held that year, from the reservation history", () => {
  it("lists a project approved in one year and released in the next in both years' packs, with the dates held, and in no other", async () => {
    const nadia = await createUser("nadia.investor", "external");
    const before = LAST_YEAR - 1;
    const depot = await makeAvailableProject({ client: "Harbour Depot", address: "9 Quay St", projectCost: "120000.00", numberOfChargers: 2 });
    await holdFrom(depot.id, nadia, `${before}-11-20T15:00:00Z`);
    // Released in the next year: the project is deleted (its hold ends with it); the pack reads it from the deletion's record.
    expect((await call(deleteProject, { cookie: employee.cookie, method: "DELETE", params: { id: depot.id } })).status).toBe(200);
    await backdate(depot.id, "project.deleted", `${day("02-10")}T08:00:00Z`);
    // A pending reservation that was never approved is not a hold.
    const pendingOnly = await makeAvailableProject({ client: "Pending Plaza" });
    expect((await call(reserve, { cookie: nadia.cookie, method: "POST", params: { id: pendingOnly.id } })).status).toBe(200);

    const held = `Held ${before}-11-20 to ${day("02-10")}`;
    for (const year of [before, LAST_YEAR]) {
      const text = await packText(nadia.cookie, year);
      expect(text).toContain("Harbour Depot");
      expect(text).toContain(held);
      expect(text).toContain("Placed in service not recorded · cost $120,000.00 · 2 chargers");
      expect(text).not.toContain("Pending Plaza");
    }
    for (const year of [before - 1, LAST_YEAR + 1]) {
      const text = await packText(nadia.cookie, year);
      expect(text).not.toContain("Harbour Depot");
      expect(text).toContain("No projects held this year.");
    }
  });

  it("keeps a project held since an earlier year in every later year's pack while it is held", async () => {
    expect(await packText(ivan.cookie, LAST_YEAR - 1)).not.toContain("北京充电站");
    expect(await packText(ivan.cookie, LAST_YEAR + 1)).toContain(`北京充电站`);
  });
});
