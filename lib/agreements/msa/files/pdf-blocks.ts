// The agreement's blocks (html-blocks.ts) laid out with pdfkit: numbered and nested lists with their
// labels, tables with borders, marks as font styles.
import "server-only";
import { listLabel, plainText, type Block, type Inline, type ListItem, type TableCell } from "@/lib/agreements/msa/html-blocks";
import { writeSpans, writeText, type FontStyle, type Span } from "@/lib/pdf/fonts";

const HEADING_SIZES = { 1: 16, 2: 13, 3: 11, 4: 10 } as const;
const BODY = 10;
const INDENT = 18;
const CELL_PAD = 4;

function styleOf(bold: boolean, italic: boolean): FontStyle {
  return bold ? (italic ? "boldItalic" : "bold") : italic ? "italic" : "regular";
}

const spansOf = (runs: Inline[], bold = false): Span[] =>
  runs.map((r) => (r.kind === "break" ? { text: "\n" } : { text: r.text, style: styleOf(bold || r.marks.bold, r.marks.italic), underline: r.marks.underline, strike: r.marks.strike }));

const left = (pdf: PDFKit.PDFDocument) => pdf.page.margins.left;
const right = (pdf: PDFKit.PDFDocument) => pdf.page.width - pdf.page.margins.right;
const bottom = (pdf: PDFKit.PDFDocument) => pdf.page.height - pdf.page.margins.bottom;

function paragraph(pdf: PDFKit.PDFDocument, runs: Inline[], x: number, options: { bold?: boolean; size?: number } = {}) {
  pdf.x = x;
  writeSpans(pdf, spansOf(runs, options.bold), { size: options.size ?? BODY, width: right(pdf) - x, align: "left" });
  pdf.x = left(pdf);
}

function list(pdf: PDFKit.PDFDocument, block: Extract<Block, { kind: "list" }>, depth: number) {
  block.items.forEach((item: ListItem, i) => {
    const x = left(pdf) + depth * INDENT;
    const label = listLabel(block.ordered, depth, i + 1);
    if (pdf.y + pdf.currentLineHeight(true) > bottom(pdf)) pdf.addPage();
    const y = pdf.y;
    pdf.x = x;
    writeText(pdf, label, { size: BODY, lineBreak: false });
    pdf.y = y;
    paragraph(pdf, item.runs, x + INDENT);
    pdf.moveDown(0.2);
    for (const child of item.children) blockTo(pdf, child, depth + 1);
  });
}

function table(pdf: PDFKit.PDFDocument, rows: TableCell[][], depth: number) {
  const x0 = left(pdf) + depth * INDENT;
  const columns = Math.max(...rows.map((row) => row.reduce((n, c) => n + c.colSpan, 0)));
  const unit = (right(pdf) - x0) / columns;
  pdf.fontSize(BODY);
  for (const row of rows) {
    const widths = row.map((c) => c.colSpan * unit);
    const needed = Math.max(...row.map((c, i) => pdf.heightOfString(plainText(c.runs) || " ", { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
    if (pdf.y + needed > bottom(pdf)) pdf.addPage();
    const top = pdf.y;
    let end = top + needed;
    let x = x0;
    row.forEach((cell, i) => {
      pdf.x = x + CELL_PAD;
      pdf.y = top + CELL_PAD;
      writeSpans(pdf, spansOf(cell.runs, cell.header), { size: BODY, width: widths[i] - 2 * CELL_PAD });
      end = Math.max(end, pdf.y + CELL_PAD);
      x += widths[i];
    });
    x = x0;
    for (const w of widths) {
      pdf.rect(x, top, w, end - top).lineWidth(0.5).stroke();
      x += w;
    }
    pdf.x = left(pdf);
    pdf.y = end;
  }
  pdf.moveDown(0.5);
}

function blockTo(pdf: PDFKit.PDFDocument, block: Block, depth: number) {
  switch (block.kind) {
    case "heading":
      pdf.moveDown(0.5);
      paragraph(pdf, block.runs, left(pdf) + depth * INDENT, { bold: true, size: HEADING_SIZES[block.level] });
      pdf.moveDown(0.3);
      return;
    case "paragraph":
      paragraph(pdf, block.runs, left(pdf) + (depth + (block.quote ? 1 : 0)) * INDENT);
      pdf.moveDown(0.4);
      return;
    case "list":
      list(pdf, block, depth);
      if (depth === 0) pdf.moveDown(0.3);
      return;
    case "table":
      table(pdf, block.rows, depth);
      return;
    case "rule":
      pdf.moveTo(left(pdf), pdf.y).lineTo(right(pdf), pdf.y).lineWidth(0.5).stroke();
      pdf.moveDown(0.5);
  }
}

export function writeBlocks(pdf: PDFKit.PDFDocument, blocks: Block[]) {
  for (const block of blocks) blockTo(pdf, block, 0);
}
