// The MSA as a PDF (pdfkit, with its built-in Helvetica and Courier: nothing loads from elsewhere).
import "server-only";
import PDFDocument from "pdfkit";
import { stamp, type AgreementDocument } from "@/lib/agreements/msa/files/model";
import { longDate } from "@/lib/agreements/msa/compile";

const SIZES = { title: 18, heading: 13, subheading: 11, paragraph: 10, item: 10 } as const;

export function agreementPdf(doc: AgreementDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "LETTER", margin: 72, info: { Title: doc.title, Author: doc.companyName, Subject: `${doc.title} — ${doc.investorName}` } });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica").fontSize(9).fillColor("#555555").text(doc.companyName, { align: "right" }).moveDown();
  pdf.font("Helvetica-Bold").fontSize(SIZES.title).fillColor("black").text(doc.title, { align: "center" }).moveDown(0.5);
  pdf.font("Helvetica").fontSize(10).text(`Between ${doc.companyName} (the "Company") and ${doc.investorName} (the "Investor")`, { align: "center" });
  if (doc.effectiveDate) pdf.text(`Effective date: ${longDate(doc.effectiveDate)}`, { align: "center" });
  if (doc.finalizedAt) pdf.text(`Finalized: ${stamp(doc.finalizedAt)}`, { align: "center" });
  pdf.text(`Execution state: ${doc.executionState}`, { align: "center" }).moveDown(1.5);

  for (const block of doc.blocks) {
    // The agreement's own title is already at the top.
    if (block.kind === "title" && block.text.toLowerCase() === doc.title.toLowerCase()) continue;
    const bold = block.kind !== "paragraph" && block.kind !== "item";
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(SIZES[block.kind]);
    if (bold) pdf.moveDown(0.5);
    pdf.text(block.kind === "item" ? `•  ${block.text}` : block.text, { align: "left", indent: block.kind === "item" ? 12 : 0 }).moveDown(0.4);
  }

  pdf.moveDown(1.5).font("Helvetica-Bold").fontSize(SIZES.heading).text("SIGNATURES").moveDown(0.5);
  for (const s of doc.signatures) {
    pdf.font("Helvetica-Bold").fontSize(10).text(s.party);
    pdf.font("Helvetica").text(s.signer ? `Signed: ${s.signer}` : "Signature: not yet signed");
    pdf.text(s.signedAt ? `Date: ${stamp(s.signedAt)}` : "Date: —").moveDown();
  }

  pdf.addPage();
  pdf.font("Helvetica-Bold").fontSize(SIZES.heading).text("Agreement record").moveDown(0.5);
  pdf.font("Helvetica").fontSize(10).text("Content hash (SHA-256 of the finalized text):");
  pdf.font("Courier").fontSize(9).text(doc.contentHash).moveDown();
  pdf.font("Helvetica-Bold").fontSize(11).text("Audit trail").moveDown(0.3);
  for (const e of doc.trail) {
    pdf.font("Helvetica").fontSize(9).text(`${stamp(e.at)}  ${e.label}${e.by ? ` — ${e.by}` : ""}`).moveDown(0.2);
  }
  pdf.end();
  return done;
}
