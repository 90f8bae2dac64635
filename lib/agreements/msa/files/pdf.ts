// The MSA as a PDF (pdfkit), every line through lib/pdf/text.ts so that names in any script print, wrap
// and share their line's baseline; a signature block is never split across pages. Tagged (title H1, the
// agreement's headings, lists and tables, the signing certificate's tables), and sealed with the firm's
// PAdES signature (lib/pdf/signing) once written.
import "server-only";
import { certificateOf, bodyBlocks, partiesLine, sealNote, signatureBlockLines, stamp, type AgreementDocument } from "@/lib/agreements/msa/files/model";
import { createPdf, newPage } from "@/lib/pdf/document";
import { group, type BlockTag } from "@/lib/pdf/structure";
import { heightOfTable, writeTable, type TableCell } from "@/lib/pdf/table";
import { heightOfSpans, keepTogether, writeSpans, writeText } from "@/lib/pdf/text";
import { writeBlocks } from "@/lib/agreements/msa/files/pdf-blocks";
import { endSealed } from "@/lib/pdf/signing/seal";

const SIZES = { title: 18, heading: 13, subheading: 11 } as const;

/** A heading and its lines, moved whole to the next page when it does not fit above the bottom margin. */
function signatureBlock(pdf: PDFKit.PDFDocument, block: { heading: string; lines: string[] }, size: number) {
  const parts = [{ text: block.heading, style: "bold" as const, tag: "H3" as BlockTag }, ...block.lines.map((text) => ({ text, style: "regular" as const, tag: "P" as BlockTag }))];
  keepTogether(pdf, parts.reduce((sum, p) => sum + heightOfSpans(pdf, [p], { size }), 0));
  for (const { text, style, tag } of parts) writeText(pdf, text, { style, size, tag });
}

/** The last page (issue 33 §2): each signature as a table of what was recorded, the document's hash, the history. */
function signingCertificate(pdf: PDFKit.PDFDocument, doc: AgreementDocument) {
  const x = pdf.page.margins.left;
  newPage(pdf);
  group(pdf, "Sect", () => {
    writeText(pdf, "Signing certificate", { style: "bold", size: SIZES.heading, tag: "H2" }).moveDown(0.3);
    writeText(pdf, sealNote(doc, "pdf"), { size: 9 }).moveDown(0.5);
    if (doc.records.length === 0) writeText(pdf, "Not signed yet.", { size: 9 }).moveDown(0.5);
    for (const record of doc.records) {
      const { heading, rows } = certificateOf(record);
      const cells: TableCell[][] = rows.map((row) => [
        { spans: [{ text: row.label, style: "bold" }], header: true, colSpan: 1, scope: "Row" },
        { spans: [{ text: row.value, mono: row.mono }], header: false, colSpan: 1 },
      ]);
      // The value column takes a SHA-256 in the monospace face on one line.
      const table = { x, size: 9, columns: [1, 3.2] };
      // A signature's heading and table stay on one page.
      keepTogether(pdf, heightOfSpans(pdf, [{ text: heading, style: "bold" }], { size: SIZES.subheading }) * 1.3 + heightOfTable(pdf, cells, table));
      writeText(pdf, heading, { style: "bold", size: SIZES.subheading, tag: "H3" }).moveDown(0.3);
      writeTable(pdf, cells, table);
      pdf.x = x;
      pdf.moveDown(0.8);
    }
    writeText(pdf, "Document (SHA-256 of the finalized text)", { style: "bold", size: SIZES.subheading, tag: "H3" }).moveDown(0.2);
    writeSpans(pdf, [{ text: doc.contentHash, mono: true }], { size: 9 }).moveDown();
    writeText(pdf, "Audit trail", { style: "bold", size: SIZES.subheading, tag: "H3" }).moveDown(0.3);
    for (const e of doc.trail) writeText(pdf, `${stamp(e.at)}  ${e.label}${e.by ? ` — ${e.by}` : ""}`, { size: 9 }).moveDown(0.2);
  });
}

export function agreementPdf(doc: AgreementDocument, now = new Date()): Promise<Buffer> {
  const { pdf, bytes } = createPdf({ title: doc.title, author: doc.companyName, subject: `${doc.title} — ${doc.investorName}` }, { margin: 72 });

  pdf.fillColor("#555555");
  writeText(pdf, doc.companyName, { size: 9, align: "right" }).moveDown();
  pdf.fillColor("black");
  writeText(pdf, doc.title, { style: "bold", size: SIZES.title, align: "center", tag: "H1" }).moveDown(0.5);
  writeText(pdf, partiesLine(doc), { size: 10, align: "center" });
  writeText(pdf, `Effective date: ${doc.effectiveDate}`, { size: 10, align: "center" });
  if (doc.finalizedAt) writeText(pdf, `Finalized: ${stamp(doc.finalizedAt)}`, { size: 10, align: "center" });
  writeText(pdf, `Execution state: ${doc.executionState}`, { size: 10, align: "center" }).moveDown(1.5);

  writeBlocks(pdf, bodyBlocks(doc));

  pdf.moveDown(1.5);
  // The section's heading stays with the first block under it.
  const blocks = doc.signatures.map(signatureBlockLines);
  const first = blocks[0] ? [blocks[0].heading, ...blocks[0].lines].reduce((sum, text) => sum + heightOfSpans(pdf, [{ text }], { size: 10 }), 0) : 0;
  keepTogether(pdf, heightOfSpans(pdf, [{ text: "SIGNATURES", style: "bold" }], { size: SIZES.heading }) * 1.5 + first);
  group(pdf, "Sect", () => {
    writeText(pdf, "SIGNATURES", { style: "bold", size: SIZES.heading, tag: "H2" }).moveDown(0.5);
    for (const block of blocks) {
      signatureBlock(pdf, block, 10);
      pdf.moveDown();
    }
  });

  signingCertificate(pdf, doc);
  const executed = doc.executionState === "Fully Executed";
  return endSealed(pdf, bytes, {
    reason: executed ? `${doc.title}, fully executed: sealed by ${doc.companyName}` : `${doc.title}, pending execution: copy issued by ${doc.companyName}`,
    signingTime: now,
  });
}
