// Issue 33: the MSA PDF proves itself in any reader. It is sealed (pdfsig: a valid PAdES signature over the
// whole file; one changed byte breaks it), tagged (the title H1, the agreement's headings from H2 down, lists,
// tables, and the signing certificate's tables with their row headers), titled and in English, with every
// font embedded (the hashes in the embedded monospace face, not pdfkit's Courier). The certificate's rows
// follow the record: only what the reader may see.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { agreementPdf } from "@/lib/agreements/msa/files/pdf";
import { certificateOf, type AgreementDocument, type SignatureRecord } from "@/lib/agreements/msa/files/model";
import { htmlToBlocks } from "@/lib/agreements/msa/html-blocks";
import { FORMATTING_FIXTURE } from "@/test/factories/agreement-formatting";
import { nodesOf, pdfStructure, type StructNode } from "@/test/pdf/pdf-structure";
import { flipped, fontsOf, poppler, withPoppler } from "@/test/pdf/poppler";

const SIGNED_AT = new Date("2026-12-02T15:04:05Z");
const INVESTOR: SignatureRecord = {
  role: "Investor",
  legalName: "Żółć Capital Partners LLC",
  signatory: "Ivan Ivanov",
  title: "Managing Member",
  name: "Ivan Ivanov",
  signedAt: SIGNED_AT,
  authentication: "password",
  consent: "2026-11-e-records-1",
  consentedAt: null,
  account: "ivan.investor",
  address: "203.0.113.9",
  browser: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  signedHash: "b".repeat(64),
};
const COMPANY: SignatureRecord = { ...INVESTOR, role: "Company", legalName: "Voltline Capital", signatory: "Emma Legal", title: "General Counsel", name: "Emma Legal", account: "Portal staff", address: null, browser: null };

const doc: AgreementDocument = {
  title: "Master Service Agreement",
  companyName: "Voltline Capital",
  investorName: "Żółć Capital Partners LLC",
  investorAddress: "500 Market Street, San Francisco, CA 94105",
  effectiveDate: "December 1, 2026",
  finalizedAt: new Date("2026-11-20T10:00:00Z"),
  blocks: htmlToBlocks(FORMATTING_FIXTURE),
  signatures: [
    { party: "COMPANY: Voltline Capital", signer: "Emma Legal", name: "Emma Legal", title: "General Counsel", signedAt: SIGNED_AT },
    { party: "INVESTOR: Żółć Capital Partners LLC", signer: "Ivan Ivanov", name: "Ivan Ivanov", title: "Managing Member", signedAt: SIGNED_AT },
  ],
  records: [INVESTOR, COMPANY],
  executionState: "Fully Executed",
  contentHash: "a".repeat(64),
  trail: [{ at: SIGNED_AT, label: "Signed by the investor as \"Ivan Ivanov\"", by: "ivan.investor" }],
};

const saved = process.env.DATA_DIR;
let dir: string;
let bytes: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cfp-msa-seal-"));
  process.env.DATA_DIR = dir;
  bytes = await agreementPdf(doc, SIGNED_AT);
});
afterAll(() => {
  process.env.DATA_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("the signing certificate's rows", () => {
  it("lists party, role, signer, account, authentication, consent and signing times, address, browser and the text's hash", () => {
    expect(certificateOf(INVESTOR)).toEqual({
      heading: "Investor: Żółć Capital Partners LLC",
      rows: [
        { label: "Legal name", value: "Żółć Capital Partners LLC" },
        { label: "Role", value: "Investor" },
        { label: "Signed by", value: "Ivan Ivanov, Managing Member" },
        { label: "Signature", value: "/s/ Ivan Ivanov" },
        { label: "Account", value: "ivan.investor" },
        { label: "Authentication", value: "password" },
        { label: "E-records consent", value: "accepted 2026-12-02 15:04:05 UTC (2026-11-e-records-1)" },
        { label: "Signed", value: "2026-12-02 15:04:05 UTC" },
        { label: "Network address", value: "203.0.113.9" },
        { label: "Browser", value: INVESTOR.browser },
        { label: "Text signed (SHA-256)", value: "b".repeat(64), mono: true },
      ],
    });
  });

  it("leaves out what the reader is not told, names what was not recorded, and takes a recorded method and consent time", () => {
    const labels = (r: SignatureRecord) => certificateOf(r).rows.map((row) => row.label);
    expect(labels({ ...INVESTOR, account: null, address: null, browser: null })).not.toEqual(expect.arrayContaining(["Account"]));
    expect(labels({ ...INVESTOR, account: null, address: null, browser: null }).filter((l) => ["Account", "Network address", "Browser"].includes(l))).toEqual([]);
    const rows = certificateOf({ ...INVESTOR, address: "", browser: "", consent: null, signedHash: null, authentication: "passkey" }).rows;
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect([value("Network address"), value("Browser"), value("Authentication")]).toEqual(["not recorded", "not recorded", "passkey"]);
    expect(value("E-records consent")).toBe("not recorded (signed before it was asked)");
    expect(value("Text signed (SHA-256)")).toBe("not recorded");
    const consented = certificateOf({ ...INVESTOR, consentedAt: new Date("2026-12-02T15:03:00Z") }).rows.find((r) => r.label === "E-records consent");
    expect(consented?.value).toBe("accepted 2026-12-02 15:03:00 UTC (2026-11-e-records-1)");
  });
});

describe("the MSA PDF", () => {
  it("is tagged: title H1, the agreement's headings from H2, lists, tables, and the signing certificate in its own section", async () => {
    const structure = await pdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: "en-US", title: "Master Service Agreement", displayTitle: true });
    const nodes = nodesOf(structure);
    const withRole = (role: string) => nodes.filter((n) => n.role === role).map((n) => n.text.trim());
    expect(withRole("H1")).toEqual(["Master Service Agreement"]);
    // The agreement's own h1 repeats the title and is left out: its h2 sections are the document's H2.
    expect(withRole("H2")).toEqual(expect.arrayContaining(["1. DEFINITIONS", "SIGNATURES", "Signing certificate"]));
    for (const role of ["L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD", "BlockQuote"]) expect(nodes.map((n) => n.role)).toContain(role);
    // The certificate: a heading and a table per signature, each row headed by its label.
    const certificate = nodes.find((n) => n.role === "Sect" && n.children[0]?.role === "H2" && n.children[0].text.trim() === "Signing certificate") as StructNode;
    expect(certificate.children.filter((c) => c.role === "H3").map((c) => c.text.trim())).toEqual([
      "Investor: Żółć Capital Partners LLC",
      "Company: Voltline Capital",
      "Document (SHA-256 of the finalized text)",
      "Audit trail",
    ]);
    const [investorTable] = certificate.children.filter((c) => c.role === "Table");
    const rows = investorTable.children.map((tr) => tr.children.map((cell) => `${cell.role}:${cell.text.trim()}`));
    expect(rows[0]).toEqual(["TH:Legal name", "TD:Żółć Capital Partners LLC"]);
    expect(rows).toContainEqual(["TH:Network address", "TD:203.0.113.9"]);
    expect(rows).toContainEqual(["TH:Text signed (SHA-256)", `TD:${"b".repeat(64)}`]);
    expect(certificate.text).toContain("a".repeat(64));
  });

  withPoppler("pdfsig")("pdfsig: sealed by the firm over the total document; one changed byte makes it invalid", () => {
    const { output } = poppler("pdfsig", bytes);
    expect(output).toContain("Signature Type: ETSI.CAdES.detached");
    expect(output).toContain("Total document signed");
    expect(output).toContain("Signature Validation: Signature is Valid.");
    expect(poppler("pdfsig", flipped(bytes)).output).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)\./);
  });

  withPoppler("pdfinfo")("pdfinfo: tagged, titled", () => {
    const { output } = poppler("pdfinfo", bytes);
    expect(output).toMatch(/^Tagged:\s+yes$/m);
    expect(output).toMatch(/^Title:\s+Master Service Agreement$/m);
    expect(output).toMatch(/^Form:\s+AcroForm$/m);
  });

  withPoppler("pdffonts")("pdffonts: every font embedded, the hashes in the embedded monospace face", () => {
    const fonts = fontsOf(bytes);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name)).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+NotoSansMono-Regular$/));
    expect(fonts.some((f) => /Courier|Helvetica/.test(f.name))).toBe(false);
  });
});
