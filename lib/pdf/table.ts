// A bordered table of text cells, tagged Table > TR > TH/TD (header cells with their scope, spans as
// ColSpan): each row laid out as one grid, so that its cells' n-th lines share a baseline; a row is kept on
// one page when it fits, and a row taller than a page continues on the next with its borders drawn round
// each part. The borders are artifacts.
import "server-only";
import { newPage } from "@/lib/pdf/document";
import { artifact, drawInto, element, group, type CellAttributes } from "@/lib/pdf/structure";
import { drawLine, keepTogether, layoutSpans, type Line, type Span } from "@/lib/pdf/text";

export type TableCell = { spans: Span[]; header: boolean; colSpan: number; scope?: CellAttributes["scope"] };
export type TableOptions = {
  /** The table's left edge; it reaches the right margin. */
  x: number;
  /** Points; 10 when not given. */
  size?: number;
  /** The columns' relative widths; equal when not given. */
  columns?: number[];
};

const CELL_PAD = 4;
const right = (pdf: PDFKit.PDFDocument) => pdf.page.width - pdf.page.margins.right;
const bottom = (pdf: PDFKit.PDFDocument) => pdf.page.height - pdf.page.margins.bottom;

/** A row's cells laid out as one grid: the cells' n-th lines share a baseline and the row's n-th line height. */
function rowGrid(pdf: PDFKit.PDFDocument, row: TableCell[], widths: number[], size: number) {
  const cells = row.map((cell, i) => layoutSpans(pdf, cell.spans, size, widths[i] - 2 * CELL_PAD));
  const count = Math.max(...cells.map((lines) => lines.length));
  const grid = Array.from({ length: count }, (_, n) => {
    const lines = cells.map((c) => c[n]).filter((l): l is Line => !!l);
    return { ascent: Math.max(...lines.map((l) => l.ascent)), height: Math.max(...lines.map((l) => l.height)) };
  });
  return { cells, grid, height: grid.reduce((sum, g) => sum + g.height, 0) + 2 * CELL_PAD };
}

/** Each cell's width: the widths of the columns it spans. */
function cellWidths(row: TableCell[], columns: number[]): number[] {
  let at = 0;
  return row.map((cell) => {
    const width = columns.slice(at, at + cell.colSpan).reduce((sum, w) => sum + w, 0);
    at += cell.colSpan;
    return width;
  });
}

/** The columns' widths in points. */
function columnsOf(pdf: PDFKit.PDFDocument, rows: TableCell[][], options: TableOptions): number[] {
  const count = Math.max(...rows.map((row) => row.reduce((n, c) => n + c.colSpan, 0)));
  const weights = options.columns?.length === count ? options.columns : Array.from({ length: count }, () => 1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (w / total) * (right(pdf) - options.x));
}

/** The height the table takes written whole (for keeping it with its heading). */
export function heightOfTable(pdf: PDFKit.PDFDocument, rows: TableCell[][], options: TableOptions): number {
  const columns = columnsOf(pdf, rows, options);
  return rows.reduce((sum, row) => sum + rowGrid(pdf, row, cellWidths(row, columns), options.size ?? 10).height, 0);
}

export function writeTable(pdf: PDFKit.PDFDocument, rows: TableCell[][], options: TableOptions) {
  const x0 = options.x;
  const size = options.size ?? 10;
  const columns = columnsOf(pdf, rows, options);
  const borders = (widths: number[], top: number, end: number) =>
    artifact(pdf, () => {
      let x = x0;
      for (const w of widths) {
        pdf.rect(x, top, w, end - top).lineWidth(0.5).stroke();
        x += w;
      }
    });
  group(pdf, "Table", () => {
    for (const row of rows) {
      const widths = cellWidths(row, columns);
      const { cells, grid, height } = rowGrid(pdf, row, widths, size);
      keepTogether(pdf, height);
      group(pdf, "TR", () => {
        const tags = row.map((cell) => element(pdf, cell.header ? "TH" : "TD", { colSpan: cell.colSpan, scope: cell.header ? cell.scope : undefined }));
        let top = pdf.y;
        let y = top + CELL_PAD;
        grid.forEach((g, n) => {
          if (y + g.height + CELL_PAD > bottom(pdf) && (n > 0 || top > pdf.page.margins.top)) {
            if (n > 0) borders(widths, top, y + CELL_PAD);
            newPage(pdf);
            top = pdf.page.margins.top;
            y = top + CELL_PAD;
          }
          let x = x0;
          cells.forEach((lines, i) => {
            const line = lines[n];
            const at = { x: x + CELL_PAD, baseline: y + g.ascent, width: widths[i] - 2 * CELL_PAD };
            if (line) drawInto(tags[i], () => drawLine(pdf, line, size, at));
            x += widths[i];
          });
          y += g.height;
        });
        for (const tag of tags) tag?.end();
        borders(widths, top, y + CELL_PAD);
        pdf.y = y + CELL_PAD;
      });
    }
  });
}
