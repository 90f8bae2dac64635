// Issue 20 §2: one agreement with every construct goes through both writers and is read back: the PDF's
// text keeps the list numbers in order and the table's cells; the DOCX's XML has Word numbering (its own
// list for each ordered list, nested levels), bold runs and table cells with borders.
import { strFromU8, unzipSync } from "fflate";
import { agreementPdf } from "@/lib/agreements/msa/files/pdf";
import { agreementDocx } from "@/lib/agreements/msa/files/docx";
import type { AgreementDocument } from "@/lib/agreements/msa/files/model";
import { htmlToBlocks } from "@/lib/agreements/msa/html-blocks";
import { FORMATTING_FIXTURE } from "@/test/factories/agreement-formatting";
import { pdfText } from "@/test/pdf/pdf-text";

const doc: AgreementDocument = {
  title: "Master Service Agreement",
  companyName: "ChargeCo",
  investorName: "Ivan Investor",
  investorAddress: null,
  effectiveDate: "December 1, 2026",
  finalizedAt: new Date("2026-11-20T10:00:00Z"),
  blocks: htmlToBlocks(FORMATTING_FIXTURE),
  signatures: [],
  records: [],
  executionState: "Pending Execution",
  contentHash: "a".repeat(64),
  trail: [],
};

const squash = (s: string) => s.replace(/\s+/g, " ");

it("the PDF prints the numbers in order, nested by level, the bullets, the table cells and the marks' text", async () => {
  const raw = await pdfText(await agreementPdf(doc));
  // The <br> is a new line.
  expect(raw.split("\n").map((l) => l.trim())).toContain("Second line of the clause.");
  const text = squash(raw);
  const order = ["1. Alpha term", "2. Beta term", "a. Beta sub one", "b. Beta sub two", "i. Beta deep one", "3. Gamma term", "• Bullet one", "• Bullet two", "– Bullet nested", "Service Fee", "Installation $1,200.00", "Fees exclude tax.", "Quoted text.", "1. Restarted one", "2. Restarted two"];
  let from = 0;
  for (const expected of order) {
    const at = text.indexOf(expected, from);
    expect({ expected, found: at >= 0 }).toEqual({ expected, found: true });
    from = at + expected.length;
  }
  expect(text).toContain("The Company and the Investor agree to the terms & old terms.");
  // The agreement's own h1 repeats the title: printed once.
  expect(text.match(/MASTER SERVICE AGREEMENT/gi)).toHaveLength(1);
});

it("the DOCX numbers lists with Word numbering, keeps bold runs and bordered table cells", async () => {
  const files = unzipSync(new Uint8Array(await agreementDocx(doc)));
  const xml = strFromU8(files["word/document.xml"]);
  const numbering = strFromU8(files["word/numbering.xml"]);
  const paragraphs = [...xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*<\/w:p>|<w:p [^>]*>(?:(?!<\/w:p>).)*<\/w:p>/gs)].map((m) => m[0]);
  const numbered = (text: string) => {
    const p = paragraphs.find((x) => x.includes(`>${text}<`));
    const ilvl = /<w:ilvl w:val="(\d+)"\/>/.exec(p ?? "")?.[1];
    const numId = /<w:numId w:val="(\d+)"\/>/.exec(p ?? "")?.[1];
    return { level: Number(ilvl), numId };
  };
  const alpha = numbered("Alpha term");
  expect(alpha.level).toBe(0);
  expect(numbered("Gamma term")).toEqual(alpha);
  expect(numbered("Beta sub one")).toEqual({ level: 1, numId: alpha.numId });
  expect(numbered("Beta deep one")).toEqual({ level: 2, numId: alpha.numId });
  // The second ordered list is a list of its own, numbered from 1 again.
  expect(numbered("Restarted one").numId).not.toBe(alpha.numId);
  const bullet = numbered("Bullet one");
  expect(bullet.numId).not.toBe(alpha.numId);
  expect(numbered("Bullet nested").level).toBe(1);
  // The definitions: decimal, then letters, then roman numerals; bullets for the unordered lists.
  for (const format of ["decimal", "lowerLetter", "lowerRoman", "bullet"]) expect(numbering).toContain(`<w:numFmt w:val="${format}"/>`);
  // Bold, italic and underlined runs.
  expect(xml).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Company<\/w:t><\/w:r>/);
  expect(xml).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">Investor</);
  expect(xml).toMatch(/<w:u w:val="single"\/><\/w:rPr><w:t xml:space="preserve">terms</);
  expect(xml).toContain("<w:br/>");
  // The table: bordered, three rows, the header cells bold, the last cell spanning both columns.
  const table = /<w:tbl>.*<\/w:tbl>/s.exec(xml)?.[0] ?? "";
  expect(table).toMatch(/<w:tblBorders>.*<w:insideV w:val="single"/s);
  expect(table.match(/<w:tr>|<w:tr /g)).toHaveLength(3);
  expect(table.match(/<w:tc>/g)).toHaveLength(5);
  expect(table).toMatch(/<w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Service</);
  expect(table).toMatch(/<w:gridSpan w:val="2"\/>.*Fees exclude tax\./s);
});
