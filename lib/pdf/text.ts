// The one way any PDF writes text: paragraphs of any script and style laid out by line-layout.ts with the
// embedded faces (fonts.ts), each piece placed by position on its line's shared baseline, and each
// paragraph tagged as the structure element it is (structure.ts: P unless told, a list item's label and
// body, or an artifact). pdfkit's own text() is used only to place one piece.
import "server-only";
import { newPage } from "@/lib/pdf/document";
import { faceMetrics, faceWidth, setFace, type FontStyle } from "@/lib/pdf/fonts";
import { layoutLines, type Line, type Measure, type Span } from "@/lib/pdf/line-layout";
import { artifact, group, leaf, type BlockTag } from "@/lib/pdf/structure";

export type { Line, Span } from "@/lib/pdf/line-layout";
export type Align = "left" | "center" | "right";

export type TextOptions = {
  /** Points; 10 when not given. */
  size?: number;
  /** The line length from the left edge; to the right margin when not given. */
  width?: number;
  align?: Align;
  /** Moves the whole paragraph right by this much (its width shrinks by as much). */
  indent?: number;
  /** A list label printed at `x` on the paragraph's first baseline (tagged Lbl, the paragraph then in LBody). */
  label?: { text: string; x: number };
  /** The structure element the paragraph is (P when not given). */
  tag?: BlockTag;
  /** Drawn as an artifact instead (a page's running mark), outside the structure. */
  artifact?: "Pagination" | "Layout";
  /** With a label: what else the item holds (nested lists), drawn inside its LBody after the paragraph. */
  nested?: () => void;
};

const DEFAULT_SIZE = 10;

const left = (pdf: PDFKit.PDFDocument) => pdf.page.margins.left;
const right = (pdf: PDFKit.PDFDocument) => pdf.page.width - pdf.page.margins.right;
const bottom = (pdf: PDFKit.PDFDocument) => pdf.page.height - pdf.page.margins.bottom;

/** The spans as lines at a size and width, measured with the faces they are drawn in. */
export function layoutSpans(pdf: PDFKit.PDFDocument, spans: Span[], size: number, width: number): Line[] {
  const measure: Measure = {
    width: (face, style, text) => faceWidth(pdf, face, style, size, text),
    metrics: (face, style) => faceMetrics(pdf, face, style, size),
  };
  return layoutLines(spans, width, measure, faceMetrics(pdf, "latin", "regular", size));
}

/** Draws a laid-out line with its baseline at `baseline`, aligned in the `width` from `x`. */
export function drawLine(pdf: PDFKit.PDFDocument, line: Line, size: number, at: { x: number; baseline: number; width: number; align?: Align }) {
  const slack = at.width - line.width;
  let x = at.x + (at.align === "center" ? slack / 2 : at.align === "right" ? slack : 0);
  for (const piece of line.pieces) {
    // pdfkit puts a fragment's baseline at its top plus the face's ascent: the top is chosen so that every
    // face lands on the line's one baseline.
    const { ascent } = faceMetrics(pdf, piece.face, piece.style, size);
    pdf.text(piece.text, x, at.baseline - ascent, { lineBreak: false });
    if (piece.underline || piece.strike) {
      const y = at.baseline + (piece.underline ? 0.12 : -0.3) * size;
      pdf.save().lineWidth(size < 10 ? 0.5 : Math.floor(size / 10)).moveTo(x, y).lineTo(x + piece.width, y).stroke().restore();
    }
    x += piece.width;
  }
}

function withLabel(pdf: PDFKit.PDFDocument, lines: Line[], size: number, label: TextOptions["label"]): { lines: Line[]; label: Line | null } {
  if (!label) return { lines, label: null };
  const [labelLine] = layoutSpans(pdf, [{ text: label.text }], size, Infinity);
  const [first, ...rest] = lines;
  const merged = { ...first, ascent: Math.max(first.ascent, labelLine.ascent), descent: Math.max(first.descent, labelLine.descent), height: Math.max(first.height, labelLine.height) };
  return { lines: [merged, ...rest], label: labelLine };
}

function geometry(pdf: PDFKit.PDFDocument, options: TextOptions) {
  const indent = options.indent ?? 0;
  const x = pdf.x + indent;
  return { x, width: (options.width ?? right(pdf) - pdf.x) - indent, size: options.size ?? DEFAULT_SIZE };
}

/** The height the spans take when written here with these options (for keeping blocks together). */
export function heightOfSpans(pdf: PDFKit.PDFDocument, spans: Span[], options: TextOptions = {}): number {
  const { width, size } = geometry(pdf, options);
  return withLabel(pdf, layoutSpans(pdf, spans, size, width), size, options.label).lines.reduce((sum, l) => sum + l.height, 0);
}

/**
 * Writes a paragraph from the current position: line by line, each on its own shared baseline, a new page
 * when a line would cross the bottom margin. Leaves the position under the paragraph (or under what
 * `nested` drew), at the same x, with the Latin face current (pdfkit's moveDown() then moves by a Latin line).
 */
export function writeSpans(pdf: PDFKit.PDFDocument, spans: Span[], options: TextOptions = {}): PDFKit.PDFDocument {
  const start = pdf.x;
  const { x, width, size } = geometry(pdf, options);
  const laid = withLabel(pdf, layoutSpans(pdf, spans, size, width), size, options.label);
  let y = pdf.y;
  const roomFor = (line: Line) => {
    if (y + line.height > bottom(pdf) && y > pdf.page.margins.top) {
      newPage(pdf);
      y = pdf.page.margins.top;
    }
  };
  const drawLines = () => {
    for (const line of laid.lines) {
      roomFor(line);
      drawLine(pdf, line, size, { x, baseline: y + line.ascent, width, align: options.align });
      y += line.height;
    }
  };
  const finish = () => {
    setFace(pdf, "latin", spans[0]?.style ?? "regular", size);
    pdf.x = start;
    pdf.y = y;
  };
  const { label } = laid;
  if (options.artifact) artifact(pdf, drawLines, options.artifact);
  else if (label && options.label) {
    // The label first, on the first line's baseline: readers take text in the order it is drawn.
    const first = laid.lines[0];
    roomFor(first);
    const at = { x: options.label.x, baseline: y + first.ascent, width: Infinity };
    leaf(pdf, "Lbl", () => drawLine(pdf, label, size, at));
    group(pdf, "LBody", () => {
      leaf(pdf, options.tag ?? "P", drawLines);
      finish();
      options.nested?.();
    });
    return pdf;
  } else leaf(pdf, options.tag ?? "P", drawLines);
  finish();
  return pdf;
}

/** One paragraph in one style: see writeSpans. */
export function writeText(pdf: PDFKit.PDFDocument, text: string, options: TextOptions & { style?: FontStyle } = {}): PDFKit.PDFDocument {
  const { style, ...rest } = options;
  return writeSpans(pdf, [{ text, style }], rest);
}

/** Starts a new page unless a block of this height fits above the bottom margin (a block taller than a page starts where it is). */
export function keepTogether(pdf: PDFKit.PDFDocument, height: number) {
  const room = bottom(pdf) - pdf.page.margins.top;
  if (pdf.y + height > bottom(pdf) && height <= room) {
    const x = pdf.x;
    newPage(pdf);
    pdf.x = Math.max(x, left(pdf));
  }
}
