// The agreement's blocks (html-blocks.ts) laid out with pdfkit: numbered and nested lists with their
// labels, tables with borders, marks as font styles. Every line goes through lib/pdf/text.ts, so that
// text of any script wraps with the faces it is drawn in and sits on one baseline.
import "server-only";
import { listLabel, type Block, type Inline, type ListItem, type TableCell } from "@/lib/agreements/msa/html-blocks";
import type { FontStyle } from "@/lib/pdf/fonts";
import { drawLine, heightOfSpans, keepTogether, layoutSpans, writeSpans, type Line, type Span } from "@/lib/pdf/text";

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

function paragraph(pdf: PDFKit.PDFDocument, runs: Inline[], x: number, options: { bold?: boolean; size?: number; label?: { text: string; x: number } } = {}) {
  pdf.x = x;
  writeSpans(pdf, spansOf(runs, options.bold), { size: options.size ?? BODY, width: right(pdf) - x, align: "left", label: options.label });
  pdf.x = left(pdf);
}

function list(pdf: PDFKit.PDFDocument, block: Extract<Block, { kind: "list" }>, depth: number) {
  block.items.forEach((item: ListItem, i) => {
    const x = left(pdf) + depth * INDENT;
    // The label goes on the item's first baseline, which it shares whatever the item's scripts.
    paragraph(pdf, item.runs, x + INDENT, { label: { text: listLabel(block.ordered, depth, i + 1), x } });
    pdf.moveDown(0.2);
    for (const child of item.children) blockTo(pdf, child, depth + 1);
  });
}

/** A row's cells laid out as one grid: the cells' n-th lines share a baseline and the row's n-th line height. */
function rowGrid(pdf: PDFKit.PDFDocument, row: TableCell[], widths: number[]) {
  const cells = row.map((cell, i) => layoutSpans(pdf, spansOf(cell.runs, cell.header), BODY, widths[i] - 2 * CELL_PAD));
  const count = Math.max(...cells.map((lines) => lines.length));
  const grid = Array.from({ length: count }, (_, n) => {
    const lines = cells.map((c) => c[n]).filter((l): l is Line => !!l);
    return { ascent: Math.max(...lines.map((l) => l.ascent)), height: Math.max(...lines.map((l) => l.height)) };
  });
  return { cells, grid, height: grid.reduce((sum, g) => sum + g.height, 0) + 2 * CELL_PAD };
}

function table(pdf: PDFKit.PDFDocument, rows: TableCell[][], depth: number) {
  const x0 = left(pdf) + depth * INDENT;
  const columns = Math.max(...rows.map((row) => row.reduce((n, c) => n + c.colSpan, 0)));
  const unit = (right(pdf) - x0) / columns;
  const borders = (widths: number[], top: number, end: number) => {
    let x = x0;
    for (const w of widths) {
      pdf.rect(x, top, w, end - top).lineWidth(0.5).stroke();
      x += w;
    }
  };
  for (const row of rows) {
    const widths = row.map((c) => c.colSpan * unit);
    const { cells, grid, height } = rowGrid(pdf, row, widths);
    keepTogether(pdf, height);
    // A row taller than a page continues on the next, its borders drawn round each part.
    let top = pdf.y;
    let y = top + CELL_PAD;
    grid.forEach((g, n) => {
      if (y + g.height + CELL_PAD > bottom(pdf) && (n > 0 || top > pdf.page.margins.top)) {
        if (n > 0) borders(widths, top, y + CELL_PAD);
        pdf.addPage();
        top = pdf.page.margins.top;
        y = top + CELL_PAD;
      }
      let x = x0;
      cells.forEach((lines, i) => {
        if (lines[n]) drawLine(pdf, lines[n], BODY, { x: x + CELL_PAD, baseline: y + g.ascent, width: widths[i] - 2 * CELL_PAD });
        x += widths[i];
      });
      y += g.height;
    });
    borders(widths, top, y + CELL_PAD);
    pdf.x = left(pdf);
    pdf.y = y + CELL_PAD;
  }
  pdf.moveDown(0.5);
}

function blockTo(pdf: PDFKit.PDFDocument, block: Block, depth: number) {
  switch (block.kind) {
    case "heading": {
      pdf.moveDown(0.5);
      const x = left(pdf) + depth * INDENT;
      const spans = spansOf(block.runs, true);
      // A heading stays with the first line after it.
      pdf.x = x;
      keepTogether(pdf, heightOfSpans(pdf, spans, { size: HEADING_SIZES[block.level], width: right(pdf) - x }) + heightOfSpans(pdf, [{ text: " " }], { size: BODY }) * 1.5);
      paragraph(pdf, block.runs, x, { bold: true, size: HEADING_SIZES[block.level] });
      pdf.moveDown(0.3);
      return;
    }
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
