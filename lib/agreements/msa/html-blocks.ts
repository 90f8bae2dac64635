// The stored (sanitized) agreement HTML as a list of blocks for the PDF and DOCX writers: headings,
// paragraphs and list items with their plain text. Pure. It reads only what sanitize.ts lets through.
export type Block = { kind: "title" | "heading" | "subheading" | "paragraph" | "item"; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const MARK = "\u0001";
const KINDS: Record<string, Block["kind"]> = { h1: "title", h2: "heading", h3: "subheading", h4: "subheading", li: "item" };

export function htmlToBlocks(html: string): Block[] {
  const marked = html
    .replace(/<(h[1-4]|li)\b[^>]*>/gi, (_, tag: string) => `\n${MARK}${tag.toLowerCase()}${MARK}`)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(p|div|section|h[1-6]|li|ul|ol|tr|table|thead|tbody|blockquote|hr)\b[^>]*>/gi, "\n")
    .replace(/<\/(td|th)>/gi, " ")
    .replace(/<[^>]*>/g, "");
  const blocks: Block[] = [];
  for (const raw of marked.split("\n")) {
    const m = new RegExp(`^${MARK}(\\w+)${MARK}`).exec(raw);
    const text = decodeEntities(m ? raw.slice(m[0].length) : raw).replace(/\s+/g, " ").trim();
    if (!text) continue;
    blocks.push({ kind: m ? KINDS[m[1]] : "paragraph", text });
  }
  return blocks;
}
