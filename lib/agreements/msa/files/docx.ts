// The MSA as a Word document (docx): the same content as the PDF, the record on its own last page.
import "server-only";
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { stamp, type AgreementDocument } from "@/lib/agreements/msa/files/model";
import { longDate } from "@/lib/agreements/msa/compile";

const HEADINGS = { title: HeadingLevel.HEADING_1, heading: HeadingLevel.HEADING_2, subheading: HeadingLevel.HEADING_3 } as const;

const centered = (text: string) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(text)] });

export async function agreementDocx(doc: AgreementDocument): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: doc.companyName, color: "555555", size: 18 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(doc.title)] }),
    centered(`Between ${doc.companyName} (the "Company") and ${doc.investorName} (the "Investor")`),
  ];
  if (doc.effectiveDate) body.push(centered(`Effective date: ${longDate(doc.effectiveDate)}`));
  if (doc.finalizedAt) body.push(centered(`Finalized: ${stamp(doc.finalizedAt)}`));
  body.push(centered(`Execution state: ${doc.executionState}`));

  for (const block of doc.blocks) {
    if (block.kind === "title" && block.text.toLowerCase() === doc.title.toLowerCase()) continue;
    if (block.kind === "paragraph") body.push(new Paragraph({ children: [new TextRun(block.text)] }));
    else if (block.kind === "item") body.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(block.text)] }));
    else body.push(new Paragraph({ heading: HEADINGS[block.kind], children: [new TextRun(block.text)] }));
  }

  body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun("SIGNATURES")] }));
  for (const s of doc.signatures) {
    body.push(
      new Paragraph({ children: [new TextRun({ text: s.party, bold: true })] }),
      new Paragraph({ children: [new TextRun(s.signer ? `Signed: ${s.signer}` : "Signature: not yet signed")] }),
      new Paragraph({ children: [new TextRun(s.signedAt ? `Date: ${stamp(s.signedAt)}` : "Date: —")] }),
    );
  }

  body.push(
    new Paragraph({ pageBreakBefore: true, heading: HeadingLevel.HEADING_2, children: [new TextRun("Agreement record")] }),
    new Paragraph({ children: [new TextRun("Content hash (SHA-256 of the finalized text):")] }),
    new Paragraph({ children: [new TextRun({ text: doc.contentHash, font: "Courier New" })] }),
    new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun("Audit trail")] }),
    ...doc.trail.map((e) => new Paragraph({ children: [new TextRun(`${stamp(e.at)}  ${e.label}${e.by ? ` — ${e.by}` : ""}`)] })),
  );

  const file = new Document({ creator: doc.companyName, title: doc.title, sections: [{ children: body }] });
  return Packer.toBuffer(file);
}
