// The MSA as a PDF (pdfkit), every line through lib/pdf/text.ts so that names in any script print, wrap
// and share their line's baseline; a signature block is never split across pages.
import "server-only";
import PDFDocument from "pdfkit";
import { bodyBlocks, partiesLine, signatureBlockLines, signatureRecordLines, stamp, type AgreementDocument } from "@/lib/agreements/msa/files/model";
import { longDate } from "@/lib/agreements/msa/compile";
import { heightOfSpans, keepTogether, writeText } from "@/lib/pdf/text";
import { writeBlocks } from "@/lib/agreements/msa/files/pdf-blocks";

const SIZES = { title: 18, heading: 13 } as const;

/** A heading and its lines, moved whole to the next page when it does not fit above the bottom margin. */
function signatureBlock(pdf: PDFKit.PDFDocument, block: { heading: string; lines: string[] }, size: number) {
  const parts = [{ text: block.heading, style: "bold" as const }, ...block.lines.map((text) => ({ text, style: "regular" as const }))];
  keepTogether(pdf, parts.reduce((sum, p) => sum + heightOfSpans(pdf, [p], { size }), 0));
  for (const { text, style } of parts) writeText(pdf, text, { style, size });
}

export function agreementPdf(doc: AgreementDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "LETTER", margin: 72, info: { Title: doc.title, Author: doc.companyName, Subject: `${doc.title} — ${doc.investorName}` } });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.fillColor("#555555");
  writeText(pdf, doc.companyName, { size: 9, align: "right" }).moveDown();
  pdf.fillColor("black");
  writeText(pdf, doc.title, { style: "bold", size: SIZES.title, align: "center" }).moveDown(0.5);
  writeText(pdf, partiesLine(doc), { size: 10, align: "center" });
  if (doc.effectiveDate) writeText(pdf, `Effective date: ${longDate(doc.effectiveDate)}`, { size: 10, align: "center" });
  if (doc.finalizedAt) writeText(pdf, `Finalized: ${stamp(doc.finalizedAt)}`, { size: 10, align: "center" });
  writeText(pdf, `Execution state: ${doc.executionState}`, { size: 10, align: "center" }).moveDown(1.5);

  writeBlocks(pdf, bodyBlocks(doc));

  pdf.moveDown(1.5);
  // The section's heading stays with the first block under it.
  const blocks = doc.signatures.map(signatureBlockLines);
  const first = blocks[0] ? [blocks[0].heading, ...blocks[0].lines].reduce((sum, text) => sum + heightOfSpans(pdf, [{ text }], { size: 10 }), 0) : 0;
  keepTogether(pdf, heightOfSpans(pdf, [{ text: "SIGNATURES", style: "bold" }], { size: SIZES.heading }) * 1.5 + first);
  writeText(pdf, "SIGNATURES", { style: "bold", size: SIZES.heading }).moveDown(0.5);
  for (const block of blocks) {
    signatureBlock(pdf, block, 10);
    pdf.moveDown();
  }

  pdf.addPage();
  writeText(pdf, "Agreement record", { style: "bold", size: SIZES.heading }).moveDown(0.5);
  writeText(pdf, "Signatures", { style: "bold", size: 11 }).moveDown(0.3);
  if (doc.records.length === 0) writeText(pdf, "Not signed yet.", { size: 9 }).moveDown(0.5);
  for (const record of doc.records) {
    signatureBlock(pdf, signatureRecordLines(record), 9);
    pdf.moveDown(0.5);
  }
  writeText(pdf, "Content hash (SHA-256 of the finalized text):", { size: 10 });
  // The hash is hexadecimal: the built-in Courier draws it, and lines its digits up.
  pdf.font("Courier").fontSize(9).text(doc.contentHash).moveDown();
  writeText(pdf, "Audit trail", { style: "bold", size: 11 }).moveDown(0.3);
  for (const e of doc.trail) writeText(pdf, `${stamp(e.at)}  ${e.label}${e.by ? ` — ${e.by}` : ""}`, { size: 9 }).moveDown(0.2);
  pdf.end();
  return done;
}
