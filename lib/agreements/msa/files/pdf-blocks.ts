// The agreement's blocks (html-blocks.ts) laid out with pdfkit: numbered and nested lists with their
// labels, tables with borders, marks as font styles. Every line goes through lib/pdf/text.ts, so that
// text of any script wraps with the faces it is drawn in and sits on one baseline; every block is tagged
// as what it is (the agreement's h1–h4 one level under the document's title, lists as L > LI, tables).
import "server-only";
import { listLabel, type Block, type Inline, type ListItem, type TableCell } from "@/lib/agreements/msa/html-blocks";
import type { FontStyle } from "@/lib/pdf/fonts";
import { artifact, group, type BlockTag } from "@/lib/pdf/structure";
import { writeTable } from "@/lib/pdf/table";
import { heightOfSpans, keepTogether, writeSpans, type Span } from "@/lib/pdf/text";

const HEADING_SIZES = { 1: 16, 2: 13, 3: 11, 4: 10 } as const;
const HEADING_TAGS = ["H2", "H3", "H4", "H5"] as const;
const BODY = 10;
const INDENT = 18;

function styleOf(bold: boolean, italic: boolean): FontStyle {
  return bold ? (italic ? "boldItalic" : "bold") : italic ? "italic" : "regular";
}

const spansOf = (runs: Inline[], bold = false): Span[] =>
  runs.map((r) => (r.kind === "break" ? { text: "\n" } : { text: r.text, style: styleOf(bold || r.marks.bold, r.marks.italic), underline: r.marks.underline, strike: r.marks.strike }));

const left = (pdf: PDFKit.PDFDocument) => pdf.page.margins.left;
const right = (pdf: PDFKit.PDFDocument) => pdf.page.width - pdf.page.margins.right;

type ParagraphOptions = { bold?: boolean; size?: number; tag?: BlockTag; label?: { text: string; x: number }; nested?: () => void };

function paragraph(pdf: PDFKit.PDFDocument, runs: Inline[], x: number, options: ParagraphOptions = {}) {
  pdf.x = x;
  const { bold, size, ...rest } = options;
  writeSpans(pdf, spansOf(runs, bold), { size: size ?? BODY, width: right(pdf) - x, align: "left", ...rest });
  pdf.x = left(pdf);
}

function list(pdf: PDFKit.PDFDocument, block: Extract<Block, { kind: "list" }>, depth: number) {
  group(pdf, "L", () =>
    block.items.forEach((item: ListItem, i) =>
      group(pdf, "LI", () => {
        const x = left(pdf) + depth * INDENT;
        // The label goes on the item's first baseline, which it shares whatever the item's scripts; nested
        // lists belong to the item's body.
        paragraph(pdf, item.runs, x + INDENT, {
          label: { text: listLabel(block.ordered, depth, i + 1), x },
          nested: () => {
            pdf.moveDown(0.2);
            for (const child of item.children) blockTo(pdf, child, depth + 1);
          },
        });
      }),
    ),
  );
}

/** Cells in a row of header cells head their column; a header cell among data cells heads its row. */
function table(pdf: PDFKit.PDFDocument, rows: TableCell[][], depth: number) {
  writeTable(
    pdf,
    rows.map((row) => row.map((cell) => ({ spans: spansOf(cell.runs, cell.header), header: cell.header, colSpan: cell.colSpan, scope: row.every((c) => c.header) ? ("Column" as const) : ("Row" as const) }))),
    { x: left(pdf) + depth * INDENT, size: BODY },
  );
  pdf.x = left(pdf);
  pdf.moveDown(0.5);
}

/** The agreement's top heading level: tagged H2, under the document's title (H1), and the levels below it in turn. */
const topLevel = new WeakMap<PDFKit.PDFDocument, number>();

function blockTo(pdf: PDFKit.PDFDocument, block: Block, depth: number) {
  switch (block.kind) {
    case "heading": {
      pdf.moveDown(0.5);
      const x = left(pdf) + depth * INDENT;
      const spans = spansOf(block.runs, true);
      // A heading stays with the first line after it.
      pdf.x = x;
      keepTogether(pdf, heightOfSpans(pdf, spans, { size: HEADING_SIZES[block.level], width: right(pdf) - x }) + heightOfSpans(pdf, [{ text: " " }], { size: BODY }) * 1.5);
      const tag = HEADING_TAGS[Math.min(block.level - (topLevel.get(pdf) ?? 1), HEADING_TAGS.length - 1)];
      paragraph(pdf, block.runs, x, { bold: true, size: HEADING_SIZES[block.level], tag });
      pdf.moveDown(0.3);
      return;
    }
    case "paragraph": {
      const x = left(pdf) + (depth + (block.quote ? 1 : 0)) * INDENT;
      if (block.quote) group(pdf, "BlockQuote", () => paragraph(pdf, block.runs, x));
      else paragraph(pdf, block.runs, x);
      pdf.moveDown(0.4);
      return;
    }
    case "list":
      list(pdf, block, depth);
      if (depth === 0) pdf.moveDown(0.3);
      return;
    case "table":
      table(pdf, block.rows, depth);
      return;
    case "rule":
      artifact(pdf, () => pdf.moveTo(left(pdf), pdf.y).lineTo(right(pdf), pdf.y).lineWidth(0.5).stroke());
      pdf.moveDown(0.5);
  }
}

export function writeBlocks(pdf: PDFKit.PDFDocument, blocks: Block[]) {
  // Headings are tagged by their rank in this agreement, so that no level is skipped (an h2 after the
  // title's h1 was dropped is the first level here).
  const levels = blocks.flatMap((b) => (b.kind === "heading" ? [b.level] : []));
  topLevel.set(pdf, levels.length > 0 ? Math.min(...levels) : 1);
  for (const block of blocks) blockTo(pdf, block, 0);
}
