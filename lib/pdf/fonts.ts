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
