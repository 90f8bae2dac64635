// The logical structure of a tagged PDF (ISO 32000-1 §14.8): every piece of text the portal draws belongs
// to a structure element (H1–H6, P, L > LI > Lbl + LBody, Table > TR > TH/TD), in reading order under one
// Document element; rules, borders and running page marks are artifacts, which assistive technology skips.
// pdfkit writes the marked content and the structure tree; this keeps the current parent per document, so
// that the writers (text.ts, table.ts) tag what they draw without passing elements around. On a document
// not made by createPdf (document.ts) every function simply draws.
import "server-only";

export type BlockTag = "H1" | "H2" | "H3" | "H4" | "H5" | "H6" | "P" | "Lbl" | "LBody" | "TH" | "TD" | "Caption";
export type GroupTag = "Document" | "Sect" | "Div" | "L" | "LI" | "LBody" | "Table" | "TR" | "TH" | "TD" | "BlockQuote";
/** Attributes of a table cell (the Table attribute owner, ISO 32000-1 §14.8.5.7). */
export type CellAttributes = { colSpan?: number; scope?: "Row" | "Column" };

type Element = PDFKit.PDFStructureElement;
const parents = new WeakMap<PDFKit.PDFDocument, Element[]>();

/** Starts the document's structure tree with its Document element (createPdf does this). */
export function beginStructure(pdf: PDFKit.PDFDocument) {
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  parents.set(pdf, [root]);
}

export const isTagged = (pdf: PDFKit.PDFDocument) => parents.has(pdf);

function withAttributes(element: Element, attributes?: CellAttributes): Element {
  const colSpan = attributes?.colSpan ?? 1;
  if (colSpan > 1 || attributes?.scope) {
    // pdfkit's elements take no attributes: written on the dictionary before the element is ended.
    const data = (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
    data.A = { O: "Table", ...(colSpan > 1 ? { ColSpan: colSpan } : {}), ...(attributes?.scope ? { Scope: attributes.scope } : {}) };
  }
  return element;
}

/** A new element under the current parent (null on an untagged document). */
export function element(pdf: PDFKit.PDFDocument, tag: BlockTag | GroupTag, attributes?: CellAttributes): Element | null {
  const stack = parents.get(pdf);
  if (!stack) return null;
  const created = withAttributes(pdf.struct(tag), attributes);
  stack.at(-1)!.add(created);
  return created;
}

/** Draws into an element as one more marked-content sequence of it (a table cell is drawn line by line). */
export function drawInto(element: Element | null, draw: () => void) {
  if (element) element.add(draw);
  else draw();
}

/** An element whose content is what `draw` draws (a heading, a paragraph, a label). */
export function leaf(pdf: PDFKit.PDFDocument, tag: BlockTag, draw: () => void, attributes?: CellAttributes) {
  const created = element(pdf, tag, attributes);
  drawInto(created, draw);
  created?.end();
}

/** An element holding the elements made while `inside` runs (a list, a list item, a table, a row). */
export function group<T>(pdf: PDFKit.PDFDocument, tag: GroupTag, inside: () => T, attributes?: CellAttributes): T {
  const created = element(pdf, tag, attributes);
  if (!created) return inside();
  parents.get(pdf)!.push(created);
  try {
    return inside();
  } finally {
    parents.get(pdf)!.pop();
    created.end();
  }
}

/**
 * Draws outside the structure, as an artifact (a rule, a border, a page's running mark). Pagination marks
 * say so, so that a reader can tell them from layout.
 */
export function artifact(pdf: PDFKit.PDFDocument, draw: () => void, type: "Layout" | "Pagination" = "Layout") {
  if (!isTagged(pdf)) return draw();
  pdf.markContent("Artifact", { type });
  draw();
  pdf.endMarkedContent();
}
