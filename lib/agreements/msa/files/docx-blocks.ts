// The agreement's blocks (html-blocks.ts) as Word paragraphs and tables: real Word numbering for lists
// (each ordered list numbered on its own, nested lists one level down), bordered tables, marks as run
// properties. The labels follow the same formats as the PDF's (listLabel).
import "server-only";
import { AlignmentType, BorderStyle, HeadingLevel, LevelFormat, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type INumberingOptions } from "docx";
import { BULLETS, ORDERED_FORMATS, type Block, type Inline, type TableCell as Cell } from "@/lib/agreements/msa/html-blocks";

const ORDERED = "agreement-ordered";
const BULLETED = "agreement-bullets";
const DEPTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const FORMATS = { decimal: LevelFormat.DECIMAL, lowerLetter: LevelFormat.LOWER_LETTER, lowerRoman: LevelFormat.LOWER_ROMAN } as const;
const indent = (depth: number) => ({ indent: { left: 720 * (depth + 1), hanging: 360 } });

export const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: ORDERED,
      levels: DEPTHS.map((level) => ({ level, format: FORMATS[ORDERED_FORMATS[level % ORDERED_FORMATS.length]], text: `%${level + 1}.`, alignment: AlignmentType.LEFT, style: { paragraph: indent(level) } })),
    },
    {
      reference: BULLETED,
      levels: DEPTHS.map((level) => ({ level, format: LevelFormat.BULLET, text: BULLETS[level % BULLETS.length], alignment: AlignmentType.LEFT, style: { paragraph: indent(level) } })),
    },
  ],
};

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3, 4: HeadingLevel.HEADING_4 } as const;
const LINE = { style: BorderStyle.SINGLE, size: 4, color: "000000" } as const;

function runsOf(runs: Inline[], bold = false): TextRun[] {
  return runs.map((r) =>
    r.kind === "break"
      ? new TextRun({ break: 1 })
      : // Only marks that are on: an explicit "off" would override a heading style's bold.
        new TextRun({ text: r.text, bold: bold || r.marks.bold || undefined, italics: r.marks.italic || undefined, underline: r.marks.underline ? {} : undefined, strike: r.marks.strike || undefined }),
  );
}

type Context = { nextInstance: number };

function list(block: Extract<Block, { kind: "list" }>, depth: number, ctx: Context, instance: number | null): (Paragraph | Table)[] {
  // A list nested in an ordered list is one level down in the same numbering; any other list starts its own.
  const own = block.ordered ? (instance ?? ctx.nextInstance++) : null;
  return block.items.flatMap((item) => [
    new Paragraph({ numbering: block.ordered ? { reference: ORDERED, level: depth, instance: own! } : { reference: BULLETED, level: depth }, children: runsOf(item.runs) }),
    ...item.children.flatMap((child) => blockOf(child, depth + 1, ctx, child.kind === "list" && child.ordered && block.ordered ? own : null)),
  ]);
}

function table(rows: Cell[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE },
    rows: rows.map(
      (cells) =>
        new TableRow({
          tableHeader: cells.every((c) => c.header),
          children: cells.map((c) => new TableCell({ columnSpan: c.colSpan > 1 ? c.colSpan : undefined, children: [new Paragraph({ children: runsOf(c.runs, c.header) })] })),
        }),
    ),
  });
}

function blockOf(block: Block, depth: number, ctx: Context, instance: number | null = null): (Paragraph | Table)[] {
  switch (block.kind) {
    case "heading":
      return [new Paragraph({ heading: HEADINGS[block.level], children: runsOf(block.runs) })];
    case "paragraph":
      return [new Paragraph({ indent: block.quote || depth > 0 ? { left: 720 * (depth + (block.quote ? 1 : 0)) } : undefined, children: runsOf(block.runs) })];
    case "list":
      return list(block, depth, ctx, instance);
    case "table":
      return [table(block.rows), new Paragraph({ children: [] })];
    case "rule":
      return [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 1 } }, children: [] })];
  }
}

export function docxBlocks(blocks: Block[]): (Paragraph | Table)[] {
  const ctx: Context = { nextInstance: 1 };
  return blocks.flatMap((block) => blockOf(block, 0, ctx));
}
