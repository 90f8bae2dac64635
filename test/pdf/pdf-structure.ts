// A tagged PDF's structure read back with pdf.js (through pdf-parse's copy): the document's language and
// title, and each page's structure tree as roles in reading order, as assistive technology reads them.
import { PDFParse } from "pdf-parse";

export type StructNode = { role: string; children: StructNode[]; text: string };
type PdfJsNode = { role?: string; type?: string; id?: string; children?: PdfJsNode[] };
type PdfJsPage = {
  getStructTree(): Promise<PdfJsNode | null>;
  getTextContent(options: { includeMarkedContent: boolean }): Promise<{ items: ({ str: string } | { type: string; id?: string })[] }>;
};
type PdfJsDocument = {
  numPages: number;
  getPage(n: number): Promise<PdfJsPage>;
  getMetadata(): Promise<{ info: Record<string, unknown> }>;
  getMarkInfo(): Promise<{ Marked: boolean } | null>;
  getViewerPreferences?(): Promise<Record<string, unknown> | null>;
};

export type PdfStructure = { lang: string | null; title: string | null; marked: boolean; displayTitle: boolean | null; pages: StructNode[] };

/** Each page's structure tree, with the text of the marked content under each node. */
export async function pdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const doc = await (parser as unknown as { load(): Promise<PdfJsDocument> }).load();
    const { info } = await doc.getMetadata();
    const marked = (await doc.getMarkInfo())?.Marked ?? false;
    const prefs = doc.getViewerPreferences ? await doc.getViewerPreferences() : null;
    const pages: StructNode[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      // The text inside each marked-content sequence, by its id.
      const texts = new Map<string, string>();
      let open: string[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
        if ("type" in item && item.type === "beginMarkedContentProps" && item.id) open.push(item.id);
        else if ("type" in item && item.type === "beginMarkedContent") open.push("");
        else if ("type" in item && item.type === "endMarkedContent") open = open.slice(0, -1);
        else if ("str" in item && open.at(-1)) texts.set(open.at(-1)!, `${texts.get(open.at(-1)!) ?? ""}${item.str}`);
      }
      const convert = (node: PdfJsNode): StructNode => {
        const children = (node.children ?? []).filter((c) => c.role).map(convert);
        const own = (node.children ?? []).filter((c) => c.type === "content" && c.id).map((c) => texts.get(c.id!) ?? "").join("");
        return { role: node.role ?? "", children, text: own + children.map((c) => c.text).join(" ") };
      };
      const tree = await page.getStructTree();
      pages.push(tree ? convert(tree) : { role: "", children: [], text: "" });
    }
    return {
      lang: typeof info.Language === "string" ? info.Language : null,
      title: typeof info.Title === "string" ? info.Title : null,
      marked,
      displayTitle: prefs && "DisplayDocTitle" in prefs ? Boolean(prefs.DisplayDocTitle) : null,
      pages,
    };
  } finally {
    await parser.destroy();
  }
}

/** Every node of the trees, depth first (reading order). */
export function nodesOf(structure: PdfStructure): StructNode[] {
  const out: StructNode[] = [];
  const walk = (node: StructNode) => {
    out.push(node);
    node.children.forEach(walk);
  };
  structure.pages.forEach(walk);
  return out;
}
