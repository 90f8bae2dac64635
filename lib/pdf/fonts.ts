// Fonts for every PDF the portal writes: Noto faces from npm packages covering Latin, Greek, Cyrillic,
// Arabic, Hebrew and Chinese (with kana), embedded as subsets of the glyphs used (pdfkit subsets
// through fontkit). pdfkit's built-in Helvetica knows only Latin-1, so any other name printed as garbage.
import "server-only";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { drawOrder, scriptRuns, type Face } from "@/lib/pdf/script-runs";

export type FontStyle = "regular" | "bold" | "italic" | "boldItalic";

type FaceFiles = { pkg: string } & Record<FontStyle, string>;

// Faces without an italic use their upright cut: Arabic, Hebrew and Chinese have no italic convention.
const FACES: Record<Face, FaceFiles> = {
  latin: { pkg: "@embedpdf/fonts-latin", regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf", italic: "NotoSans-Italic.ttf", boldItalic: "NotoSans-BoldItalic.ttf" },
  arabic: { pkg: "@embedpdf/fonts-arabic", regular: "NotoNaskhArabic-Regular.ttf", bold: "NotoNaskhArabic-Bold.ttf", italic: "NotoNaskhArabic-Regular.ttf", boldItalic: "NotoNaskhArabic-Bold.ttf" },
  hebrew: { pkg: "@embedpdf/fonts-hebrew", regular: "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf", italic: "NotoSansHebrew-Regular.ttf", boldItalic: "NotoSansHebrew-Bold.ttf" },
  cjk: { pkg: "@embedpdf/fonts-sc", regular: "NotoSansHans-Regular.otf", bold: "NotoSansHans-Bold.otf", italic: "NotoSansHans-Regular.otf", boldItalic: "NotoSansHans-Bold.otf" },
};

// Resolved from the app's root at run time, not bundled: the files are megabytes of binary.
const fromRoot = createRequire(path.join(process.cwd(), "package.json"));
const buffers = new Map<string, Buffer>();

function fontFile(face: Face, style: FontStyle): Buffer {
  const { pkg, [style]: file } = FACES[face];
  const full = path.join(path.dirname(fromRoot.resolve(pkg)), "..", "fonts", file);
  let bytes = buffers.get(full);
  if (!bytes) {
    bytes = readFileSync(full);
    buffers.set(full, bytes);
  }
  return bytes;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The face's name in this document, registered on first use (pdfkit parses and embeds it when drawn). */
function fontFor(pdf: PDFKit.PDFDocument, face: Face, style: FontStyle): string {
  const name = `${face}-${style}`;
  const names = registered.get(pdf) ?? new Set<string>();
  registered.set(pdf, names);
  if (!names.has(name)) {
    pdf.registerFont(name, fontFile(face, style));
    names.add(name);
  }
  return name;
}

export type TextOptions = PDFKit.Mixins.TextOptions & { style?: FontStyle; size?: number };
/** A stretch of text in one style; "\n" inside it breaks the line. */
export type Span = { text: string; style?: FontStyle; underline?: boolean; strike?: boolean };

/**
 * Writes one paragraph of any script and any mix of styles: each run in the face that draws it, all
 * continued on the same line. `continued: true` leaves the paragraph open, as pdfkit's own text() does.
 */
type Piece = { face: Face; text: string; style: FontStyle; underline: boolean; strike: boolean };

function piecesOf(spans: Span[]): Piece[] {
  const pieces: Piece[] = [];
  let breaks = "";
  for (const span of spans) {
    for (const line of span.text.split(/(\n)/u)) {
      // pdfkit drops a line break that ends a continued fragment: it goes in front of the next one.
      if (line === "\n") breaks += line;
      else
        for (const piece of drawOrder(scriptRuns(line))) {
          pieces.push({ ...piece, text: breaks + piece.text, style: span.style ?? "regular", underline: !!span.underline, strike: !!span.strike });
          breaks = "";
        }
    }
  }
  return pieces.length ? pieces : [{ face: "latin", text: "", style: "regular", underline: false, strike: false }];
}

/**
 * A centred or right-aligned line of several faces: pdfkit aligns each continued fragment on its own,
 * so the line is measured whole and its pieces placed one after another.
 */
function placeLine(pdf: PDFKit.PDFDocument, pieces: Piece[], align: "center" | "right", width: number): boolean {
  const widths = pieces.map((p) => pdf.font(fontFor(pdf, p.face, p.style)).widthOfString(p.text));
  const total = widths.reduce((a, b) => a + b, 0);
  if (total > width || pieces.some((p) => p.text.includes("\n"))) return false;
  const start = pdf.x;
  let x = start + (align === "center" ? (width - total) / 2 : width - total);
  const y = pdf.y;
  pieces.forEach((p, i) => {
    pdf.font(fontFor(pdf, p.face, p.style)).text(p.text, x, y, { lineBreak: false, underline: p.underline, strike: p.strike });
    x += widths[i];
  });
  pdf.x = start;
  pdf.y = y + Math.max(...pieces.map((p) => pdf.font(fontFor(pdf, p.face, p.style)).currentLineHeight(true)));
  return true;
}

/**
 * Writes one paragraph of any script and any mix of styles: each run in the face that draws it, all
 * continued on the same line. `continued: true` leaves the paragraph open, as pdfkit's own text() does.
 */
export function writeSpans(pdf: PDFKit.PDFDocument, spans: Span[], options: Omit<TextOptions, "style"> = {}): PDFKit.PDFDocument {
  const { size, continued = false, ...rest } = options;
  if (size) pdf.fontSize(size);
  const pieces = piecesOf(spans);
  const width = rest.width ?? pdf.page.width - pdf.page.margins.right - pdf.x;
  if (pieces.length > 1 && !continued && (rest.align === "center" || rest.align === "right") && placeLine(pdf, pieces, rest.align, width)) return pdf;
  pieces.forEach((piece, i) => {
    pdf.font(fontFor(pdf, piece.face, piece.style));
    pdf.text(piece.text, { ...rest, underline: piece.underline, strike: piece.strike, continued: continued || i < pieces.length - 1 });
  });
  return pdf;
}

/** One paragraph in one style: see writeSpans. */
export function writeText(pdf: PDFKit.PDFDocument, text: string, options: TextOptions = {}): PDFKit.PDFDocument {
  const { style, ...rest } = options;
  return writeSpans(pdf, [{ text, style }], rest);
}
