// The stored (sanitized) agreement HTML as the one block model that the PDF and DOCX writers both read:
// headings, paragraphs, lists (ordered ones keep their numbers, nested), tables and rules, with bold,
// italic, underline, strike-through and line breaks inside. Parsed with htmlparser2 (a real HTML
// parser, entities decoded); it reads only what sanitize.ts lets through. Pure.
import { DomUtils, parseDocument } from "htmlparser2";

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

export type Marks = { bold: boolean; italic: boolean; underline: boolean; strike: boolean };
export type Inline = { kind: "text"; text: string; marks: Marks } | { kind: "break" };
export type ListItem = { runs: Inline[]; children: Block[] };
export type TableCell = { runs: Inline[]; header: boolean; colSpan: number };
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4; runs: Inline[] }
  | { kind: "paragraph"; runs: Inline[]; quote: boolean }
  | { kind: "list"; ordered: boolean; items: ListItem[] }
  | { kind: "table"; rows: TableCell[][] }
  | { kind: "rule" };

const PLAIN: Marks = { bold: false, italic: false, underline: false, strike: false };
const MARKS: Record<string, keyof Marks> = { strong: "bold", b: "bold", th: "bold", em: "italic", i: "italic", u: "underline", s: "strike" };
const BLOCK_TAGS = new Set(["h1", "h2", "h3", "h4", "p", "ul", "ol", "table", "hr", "blockquote", "div", "section"]);
const HEADINGS: Record<string, 1 | 2 | 3 | 4> = { h1: 1, h2: 2, h3: 3, h4: 4 };

const isTag = (node: Node): node is Element => DomUtils.isTag(node);
const isBlock = (node: Node) => isTag(node) && BLOCK_TAGS.has(node.name);
const sameMarks = (a: Marks, b: Marks) => a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.strike === b.strike;

function inlineOf(node: Node, marks: Marks): Inline[] {
  if (DomUtils.isText(node)) return [{ kind: "text", text: node.data.replace(/[ \t\n\f\r]+/g, " "), marks }];
  if (!isTag(node)) return [];
  if (node.name === "br") return [{ kind: "break" }];
  const mark = MARKS[node.name];
  const inner = mark ? { ...marks, [mark]: true } : marks;
  const runs = node.children.flatMap((child) => inlineOf(child, inner));
  // A paragraph inside a list item or a cell is a line of its own there.
  return isBlock(node) ? [{ kind: "break" }, ...runs, { kind: "break" }] : runs;
}

/** HTML's whitespace rules: runs of spaces are one space, none at a line's start or end; touching runs with the same marks merge. */
function tidy(runs: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (run.kind === "break") {
      if (last?.kind === "text") last.text = last.text.trimEnd();
      if (out.length > 0 && last?.kind !== "break") out.push(run);
      continue;
    }
    let text = run.text;
    if (!last || last.kind === "break" || last.text.endsWith(" ")) text = text.trimStart();
    if (!text) continue;
    if (last?.kind === "text" && sameMarks(last.marks, run.marks)) last.text += text;
    else out.push({ kind: "text", text, marks: run.marks });
  }
  while (out.at(-1)?.kind === "break") out.pop();
  const last = out.at(-1);
  if (last?.kind === "text") last.text = last.text.trimEnd();
  return out.filter((r) => r.kind === "break" || r.text !== "");
}

const runsOf = (nodes: Node[], marks = PLAIN) => tidy(nodes.flatMap((n) => inlineOf(n, marks)));

function listOf(el: Element): Block {
  const items = el.children.filter((c): c is Element => isTag(c) && c.name === "li").map((li): ListItem => {
    const nested = li.children.filter((c) => isTag(c) && (c.name === "ul" || c.name === "ol" || c.name === "table"));
    return { runs: runsOf(li.children.filter((c) => !nested.includes(c))), children: nested.flatMap((n) => blockOf(n as Element, false)) };
  });
  return { kind: "list", ordered: el.name === "ol", items };
}

function tableOf(el: Element): Block {
  const rows: TableCell[][] = [];
  const visit = (node: Element, inHead: boolean) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (child.name === "thead" || child.name === "tbody") visit(child, child.name === "thead");
      else if (child.name === "tr") {
        const cells = child.children.filter((c): c is Element => isTag(c) && (c.name === "td" || c.name === "th"));
        rows.push(
          cells.map((cell) => {
            const header = inHead || cell.name === "th";
            const span = Number.parseInt(cell.attribs.colspan ?? "1", 10);
            return { runs: runsOf(cell.children, { ...PLAIN, bold: header }), header, colSpan: Number.isInteger(span) && span > 1 ? Math.min(span, 20) : 1 };
          }),
        );
      }
    }
  };
  visit(el, false);
  return { kind: "table", rows: rows.filter((r) => r.length > 0) };
}

function blockOf(el: Element, quote: boolean): Block[] {
  const level = HEADINGS[el.name];
  if (level) {
    const runs = runsOf(el.children);
    return runs.length ? [{ kind: "heading", level, runs }] : [];
  }
  if (el.name === "ul" || el.name === "ol") return [listOf(el)];
  if (el.name === "table") return [tableOf(el)];
  if (el.name === "hr") return [{ kind: "rule" }];
  return blocksOf(el.children, quote || el.name === "blockquote");
}

function blocksOf(nodes: Node[], quote: boolean): Block[] {
  const blocks: Block[] = [];
  let pending: Node[] = [];
  const flush = () => {
    const runs = runsOf(pending);
    if (runs.length) blocks.push({ kind: "paragraph", runs, quote });
    pending = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      blocks.push(...blockOf(node as Element, quote));
    } else pending.push(node);
  }
  flush();
  return blocks;
}

export function htmlToBlocks(html: string): Block[] {
  return blocksOf(parseDocument(html).children, false);
}

export const plainText = (runs: Inline[]) => runs.map((r) => (r.kind === "text" ? r.text : "\n")).join("");

const ROMAN: [number, string][] = [[1000, "m"], [900, "cm"], [500, "d"], [400, "cd"], [100, "c"], [90, "xc"], [50, "l"], [40, "xl"], [10, "x"], [9, "ix"], [5, "v"], [4, "iv"], [1, "i"]];
function roman(n: number): string {
  let out = "";
  for (const [value, digits] of ROMAN) for (; n >= value; n -= value) out += digits;
  return out;
}
function letters(n: number): string {
  return n <= 26 ? String.fromCharCode(96 + n) : letters(Math.floor((n - 1) / 26)) + letters(((n - 1) % 26) + 1);
}

/** The number formats by depth, as the DOCX numbering defines them too: 1. a. i. and round again. */
export const ORDERED_FORMATS = ["decimal", "lowerLetter", "lowerRoman"] as const;
export const BULLETS = ["•", "–", "·"] as const;

/** An item's label: "3.", "c.", "iii." by depth for ordered lists, a bullet by depth otherwise. */
export function listLabel(ordered: boolean, depth: number, position: number): string {
  if (!ordered) return BULLETS[depth % BULLETS.length];
  const format = ORDERED_FORMATS[depth % ORDERED_FORMATS.length];
  return `${format === "decimal" ? position : format === "lowerLetter" ? letters(position) : roman(position)}.`;
}
