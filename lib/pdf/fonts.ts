// Fonts for every PDF the portal writes: Noto faces from npm packages covering Latin, Greek, Cyrillic,
// Arabic, Hebrew and Chinese (with kana), embedded as subsets of the glyphs used (pdfkit subsets
// through fontkit). pdfkit's built-in Helvetica knows only Latin-1, so any other name printed as garbage.
// Text is laid out and drawn by lib/pdf/text.ts.
import "server-only";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Face } from "@/lib/pdf/script-runs";

export type FontStyle = "regular" | "bold" | "italic" | "boldItalic";

/** Where a package keeps its font files, from the path its name resolves to. */
type FaceFiles = { pkg: string; folder: (resolved: string) => string } & Record<FontStyle, string>;

const embedpdf = (resolved: string) => path.join(path.dirname(resolved), "..", "fonts");
// Faces without an italic use their upright cut: Arabic, Hebrew and Chinese have no italic convention.
const FACES: Record<Face, FaceFiles> = {
  latin: { pkg: "@embedpdf/fonts-latin", folder: embedpdf, regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf", italic: "NotoSans-Italic.ttf", boldItalic: "NotoSans-BoldItalic.ttf" },
  arabic: { pkg: "@embedpdf/fonts-arabic", folder: embedpdf, regular: "NotoNaskhArabic-Regular.ttf", bold: "NotoNaskhArabic-Bold.ttf", italic: "NotoNaskhArabic-Regular.ttf", boldItalic: "NotoNaskhArabic-Bold.ttf" },
  hebrew: { pkg: "@embedpdf/fonts-hebrew", folder: embedpdf, regular: "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf", italic: "NotoSansHebrew-Regular.ttf", boldItalic: "NotoSansHebrew-Bold.ttf" },
  cjk: { pkg: "@embedpdf/fonts-sc", folder: embedpdf, regular: "NotoSansHans-Regular.otf", bold: "NotoSansHans-Bold.otf", italic: "NotoSansHans-Regular.otf", boldItalic: "NotoSansHans-Bold.otf" },
  // Hashes and other hexadecimal: Noto Sans Mono's Latin subset (fontsource ships one file per script), so
  // that the digits line up and the face is embedded like every other (pdfkit's Courier is not).
  mono: {
    pkg: "@fontsource/noto-sans-mono/files/noto-sans-mono-latin-400-normal.woff",
    folder: (resolved) => path.dirname(resolved),
    regular: "noto-sans-mono-latin-400-normal.woff",
    bold: "noto-sans-mono-latin-700-normal.woff",
    italic: "noto-sans-mono-latin-400-normal.woff",
    boldItalic: "noto-sans-mono-latin-700-normal.woff",
  },
};

// Resolved from the app's root at run time, not bundled: the files are megabytes of binary.
const fromRoot = createRequire(path.join(process.cwd(), "package.json"));

function fontPath(face: Face, style: FontStyle): string {
  const { pkg, folder, [style]: file } = FACES[face];
  return path.join(folder(fromRoot.resolve(pkg)), file);
}

// Each face parsed once per process, as the font object pdfkit's fontkit made of it. fontkit reads a font's
// tables lazily and keeps them: the first line laid out in a face cost about half a second, and the Chinese
// face's first subset about two, in every document. Each document still embeds its own subset (pdfkit makes
// one per document from the shared font).
type Glyph = { codePoints: number[] };
type FontkitFont = { getGlyph(id: number, codePoints?: number[]): Glyph | null };
const parsed = new Map<string, FontkitFont>();

/**
 * fontkit keeps each glyph it made with the characters it was first asked for. Subsetting a document makes
 * a composite glyph's components (Greek Ε is drawn with Latin E's outline) without characters; laid out in
 * a later document, E then carried none, and its text extracted as a control character. A glyph asked for
 * with characters gets them when it has none.
 */
function sharable(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The face's name in this document, registered on first use (pdfkit embeds the glyphs drawn with it). */
function fontFor(pdf: PDFKit.PDFDocument, face: Face, style: FontStyle): string {
  const name = `${face}-${style}`;
  const names = registered.get(pdf) ?? new Set<string>();
  registered.set(pdf, names);
  if (!names.has(name)) {
    const file = fontPath(face, style);
    const known = parsed.get(file);
    // pdfkit takes a font object (anything with fontkit's layout()) as well as the file's bytes.
    pdf.registerFont(name, (known ?? readFileSync(file)) as Buffer);
    names.add(name);
    if (!known) parsed.set(file, sharable((pdf.font(name) as unknown as { _font: { font: FontkitFont } })._font.font));
  }
  return name;
}

/** Makes the face current at the size, as pdfkit's font() and fontSize() do. */
export function setFace(pdf: PDFKit.PDFDocument, face: Face, style: FontStyle, size: number): PDFKit.PDFDocument {
  return pdf.font(fontFor(pdf, face, style)).fontSize(size);
}

/** A face's vertical metrics at a size, in points: how far it reaches above and below its baseline, and its line gap. */
export type Metrics = { ascent: number; descent: number; gap: number };

// pdfkit keeps the current font's metrics (in thousandths of the size) on `_font`, the object its own
// text layout reads; its public API gives only their sum (currentLineHeight).
type PdfkitFont = { ascender: number; descender: number; lineGap: number };

export function faceMetrics(pdf: PDFKit.PDFDocument, face: Face, style: FontStyle, size: number): Metrics {
  const font = (setFace(pdf, face, style, size) as unknown as { _font: PdfkitFont })._font;
  return { ascent: (font.ascender / 1000) * size, descent: (-font.descender / 1000) * size, gap: (font.lineGap / 1000) * size };
}

/** The width of the text in the face at the size, shaped and kerned as pdfkit draws it. */
export function faceWidth(pdf: PDFKit.PDFDocument, face: Face, style: FontStyle, size: number, text: string): number {
  return setFace(pdf, face, style, size).widthOfString(text);
}
