// The MSA as a Word document (docx): the same content as the PDF, the signing certificate on its own last
// page (one two-column table per signature).
import "server-only";
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { bodyBlocks, certificateOf, partiesLine, sealNote, signatureBlockLines, stamp, type AgreementDocument, type SignatureRecord } from "@/lib/agreements/msa/files/model";
import { docxBlocks, NUMBERING } from "@/lib/agreements/msa/files/docx-blocks";

const centered = (text: string) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(text)] });

const LINE = { style: BorderStyle.SINGLE, size: 4, color: "000000" } as const;

function certificateTable(record: SignatureRecord): (Paragraph | Table)[] {
  const { heading, rows } = certificateOf(record);
  const cell = (text: string, options: { bold?: boolean; mono?: boolean } = {}) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold: options.bold || undefined, font: options.mono ? "Courier New" : undefined })] })] });
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(heading)] }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE },
      rows: rows.map((row) => new TableRow({ children: [cell(row.label, { bold: true }), cell(row.value, { mono: row.mono })] })),
    }),
    new Paragraph({ children: [] }),
  ];
}

export async function agreementDocx(doc: AgreementDocument): Promise<Buffer> {
  const body: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: doc.companyName, color: "555555", size: 18 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(doc.title)] }),
    centered(partiesLine(doc)),
  ];
  body.push(centered(`Effective date: ${doc.effectiveDate}`));
  if (doc.finalizedAt) body.push(centered(`Finalized: ${stamp(doc.finalizedAt)}`));
  body.push(centered(`Execution state: ${doc.executionState}`));

  body.push(...docxBlocks(bodyBlocks(doc)));

  body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun("SIGNATURES")] }));
  for (const s of doc.signatures) {
    const { heading, lines } = signatureBlockLines(s);
    body.push(new Paragraph({ children: [new TextRun({ text: heading, bold: true })] }), ...lines.map((line) => new Paragraph({ children: [new TextRun(line)] })));
  }

  body.push(
    new Paragraph({ pageBreakBefore: true, heading: HeadingLevel.HEADING_2, children: [new TextRun("Signing certificate")] }),
    new Paragraph({ children: [new TextRun(sealNote(doc, "docx"))] }),
    ...(doc.records.length === 0 ? [new Paragraph({ children: [new TextRun("Not signed yet.")] })] : []),
    ...doc.records.flatMap(certificateTable),
    new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun("Document (SHA-256 of the finalized text)")] }),
    new Paragraph({ children: [new TextRun({ text: doc.contentHash, font: "Courier New" })] }),
    new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun("Audit trail")] }),
    ...doc.trail.map((e) => new Paragraph({ children: [new TextRun(`${stamp(e.at)}  ${e.label}${e.by ? ` — ${e.by}` : ""}`)] })),
  );

  const file = new Document({ creator: doc.companyName, title: doc.title, numbering: NUMBERING, sections: [{ children: body }] });
  return Packer.toBuffer(file);
}
