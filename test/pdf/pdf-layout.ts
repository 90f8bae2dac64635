// Where a PDF's text sits, as a reader (pdf.js) places it: for tests of layout, not only of the text.
import { PDFParse } from "pdf-parse";

// Each text item is a run that a text operator drew; its box is its advance width across, and the
// font's ascent and descent (from the embedded font's metrics, as pdf.js reads them) up and down.

export type TextItem = { page: number; str: string; x: number; baseline: number; width: number; size: number; top: number; bottom: number };
export type PageItems = { page: number; width: number; height: number; items: TextItem[] };

type PdfJsItem = { str: string; transform: number[]; width: number; fontName: string };
type PdfJsStyle = { ascent?: number; descent?: number };
type PdfJsPage = { view: number[]; getTextContent(): Promise<{ items: unknown[]; styles: Record<string, PdfJsStyle> }> };
type PdfJsDocument = { numPages: number; getPage(n: number): Promise<PdfJsPage> };

/** Every page's text items, top-down coordinates (points from the page's top-left corner). Whitespace-only items are left out. */
export async function pdfItems(bytes: Buffer | Uint8Array): Promise<PageItems[]> {
  // pdf-parse's copy of pdf.js, through the document it loads: pdf.js itself is an ES module, which this
  // CommonJS test run cannot import, and pdf-parse's getText() keeps no positions.
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const doc = await (parser as unknown as { load(): Promise<PdfJsDocument> }).load();
    const pages: PageItems[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const styles = content.styles;
      const items: TextItem[] = [];
      for (const raw of content.items as PdfJsItem[]) {
        if (!("transform" in raw) || !raw.str.trim()) continue;
        const [, , c, d, e, f] = raw.transform;
        const size = Math.hypot(c, d);
        const style = styles[raw.fontName] ?? {};
        // pdf.js falls back to 0.8 / -0.2 of the size when a font gives no metrics.
        const ascent = style.ascent ?? 0.8;
        const descent = style.descent ?? -0.2;
        const baseline = y1 - f;
        items.push({ page: n, str: raw.str, x: e - x0, baseline, width: raw.width, size, top: baseline - ascent * size, bottom: baseline - descent * size });
      }
      pages.push({ page: n, width: x1 - x0, height: y1 - y0, items });
    }
    return pages;
  } finally {
    await parser.destroy();
  }
}

export type Margins = { top: number; right: number; bottom: number; left: number };
const EPSILON = 0.5;

/**
 * What is wrong with a page's layout, as sentences (none when it is right):
 * - two items whose boxes overlap (text printed on text);
 * - items on one line (baselines closer than half the smaller size) whose baselines differ by more than 0.5 pt;
 * - an item outside the margins.
 */
export function layoutProblems(page: PageItems, margins: Margins): string[] {
  const problems: string[] = [];
  const { items } = page;
  const at = (i: TextItem) => `"${i.str}" (p${i.page} x ${i.x.toFixed(1)} baseline ${i.baseline.toFixed(1)})`;
  for (const i of items) {
    if (i.x < margins.left - EPSILON || i.x + i.width > page.width - margins.right + EPSILON) problems.push(`${at(i)} is outside the left or right margin`);
    if (i.top < margins.top - EPSILON || i.bottom > page.height - margins.bottom + EPSILON) problems.push(`${at(i)} is outside the top or bottom margin`);
  }
  for (let a = 0; a < items.length; a++) {
    for (let b = a + 1; b < items.length; b++) {
      const p = items[a];
      const q = items[b];
      const across = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
      const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (across > EPSILON && down > EPSILON) problems.push(`${at(p)} overlaps ${at(q)}`);
      const apart = Math.abs(p.baseline - q.baseline);
      if (apart > EPSILON && apart < Math.min(p.size, q.size) / 2) problems.push(`${at(p)} and ${at(q)} share a line but not a baseline (${apart.toFixed(2)} pt apart)`);
    }
  }
  return problems;
}

/** The page's text in drawing order, items joined without separators (a line's runs read as one string). */
export const pageText = (page: PageItems) => page.items.map((i) => i.str).join("");
