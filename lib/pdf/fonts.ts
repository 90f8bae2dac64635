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

/**
 * Writes one paragraph of any script: each run in the face that draws it, continued on the same line.
 * `continued: true` leaves the paragraph open for the next call, as pdfkit's own text() does.
 */
export function writeText(pdf: PDFKit.PDFDocument, text: string, options: TextOptions = {}): PDFKit.PDFDocument {
  const { style = "regular", size, continued = false, ...rest } = options;
  if (size) pdf.fontSize(size);
  const pieces = drawOrder(scriptRuns(text));
  if (pieces.length === 0) pieces.push({ face: "latin", text: "" });
  pieces.forEach((piece, i) => {
    pdf.font(fontFor(pdf, piece.face, style));
    pdf.text(piece.text, { ...rest, continued: continued || i < pieces.length - 1 });
  });
  return pdf;
}
