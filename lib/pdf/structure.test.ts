// Tagged PDFs (issue 33 §3) read back: a document made by createPdf is marked, has its language and title
// (shown as the window title), and its structure tree holds every piece of text as the element it is, in
// reading order, a paragraph that crosses a page included; running marks and borders are artifacts, outside
// the tree. pdfinfo says "Tagged: yes" and pdffonts lists every font as embedded.
import { createPdf } from "@/lib/pdf/document";
import { group } from "@/lib/pdf/structure";
import { writeTable } from "@/lib/pdf/table";
import { writeSpans, writeText } from "@/lib/pdf/text";
import { nodesOf, pdfStructure, type PdfStructure } from "@/test/pdf/pdf-structure";
import { fontsOf, poppler, withPoppler } from "@/test/pdf/poppler";

const LONG = "本协议由双方签署 Łukasz Żółć محمد علي ".repeat(40);
let bytes: Buffer;
let structure: PdfStructure;

beforeAll(async () => {
  const { pdf, bytes: done } = createPdf({ title: "Structure sample", author: "Voltline Capital" }, { margin: 72, bufferPages: true });
  writeText(pdf, "Structure sample", { tag: "H1", style: "bold", size: 16 });
  group(pdf, "Sect", () => {
    writeText(pdf, "First section", { tag: "H2", style: "bold" });
    pdf.y = 640;
    // Crosses the bottom margin: one paragraph on two pages.
    writeText(pdf, LONG);
    group(pdf, "L", () =>
      ["One", "Two"].forEach((item, i) => group(pdf, "LI", () => writeText(pdf, `${item} item`, { label: { text: `${i + 1}.`, x: 72 }, indent: 18 }))),
    );
    writeTable(
      pdf,
      [
        [
          { spans: [{ text: "Field" }], header: true, colSpan: 1, scope: "Column" },
          { spans: [{ text: "Value" }], header: true, colSpan: 1, scope: "Column" },
        ],
        [
          { spans: [{ text: "Hash", style: "bold" }], header: true, colSpan: 1, scope: "Row" },
          { spans: [{ text: "ab".repeat(32), mono: true }], header: false, colSpan: 1 },
        ],
        [{ spans: [{ text: "Spanning both columns" }], header: false, colSpan: 2 }],
      ],
      { x: 72, size: 9 },
    );
    writeSpans(pdf, [{ text: "Digest " }, { text: "0123456789abcdef", mono: true }]);
  });
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0;
    pdf.x = 72;
    pdf.y = pdf.page.height - 40;
    writeText(pdf, `Running mark, page ${i + 1}`, { size: 8, artifact: "Pagination" });
  }
  pdf.end();
  bytes = await done;
  structure = await pdfStructure(bytes);
});

it("is marked, in English, with its title shown as the window's title", () => {
  expect(structure).toMatchObject({ marked: true, lang: "en-US", title: "Structure sample", displayTitle: true });
});

it("holds every piece of text in the structure tree, in reading order, and the running marks outside it", () => {
  const nodes = nodesOf(structure);
  const roles = nodes.map((n) => n.role);
  for (const role of ["Document", "H1", "Sect", "H2", "P", "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD"]) expect(roles).toContain(role);
  // Reading order: title, section heading, paragraph, list, table.
  const order = ["H1", "H2", "P", "L", "Table"].map((role) => roles.indexOf(role));
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  // The long paragraph is one element with content on both pages.
  const long = structure.pages.map((page) => nodesOf({ ...structure, pages: [page] }).find((n) => n.role === "P" && n.text.includes("本协议")));
  expect(long.filter(Boolean)).toHaveLength(2);
  // Lists: label and body.
  const items = nodes.filter((n) => n.role === "LI").map((n) => n.children.map((c) => `${c.role}:${c.text.trim()}`));
  expect(items).toEqual([["Lbl:1.", "LBody:One item"], ["Lbl:2.", "LBody:Two item"]]);
  // Table: a header row, a row headed by its first cell, a cell spanning both columns.
  const rows = nodes.filter((n) => n.role === "TR").map((r) => r.children.map((c) => c.role));
  expect(rows).toEqual([["TH", "TH"], ["TH", "TD"], ["TD"]]);
  const everything = nodes.map((n) => n.text).join(" ");
  expect(everything).toContain("ab".repeat(32));
  expect(everything).not.toContain("Running mark");
});

it("writes the table cells' attributes: header scope and column span", () => {
  const text = bytes.toString("latin1");
  expect(text).toMatch(/\/S \/TH[\s\S]{0,200}\/A <<\s*\/O \/Table\s*\/Scope \/Column/);
  expect(text).toMatch(/\/A <<\s*\/O \/Table\s*\/Scope \/Row/);
  expect(text).toMatch(/\/A <<\s*\/O \/Table\s*\/ColSpan 2/);
});

withPoppler("pdfinfo")("pdfinfo: tagged, PDF 1.7, with its title", () => {
  const { output } = poppler("pdfinfo", bytes);
  expect(output).toMatch(/^Tagged:\s+yes$/m);
  expect(output).toMatch(/^PDF version:\s+1\.7$/m);
  expect(output).toMatch(/^Title:\s+Structure sample$/m);
});

withPoppler("pdffonts")("pdffonts: every font embedded, the monospace face among them, no built-in Courier or Helvetica", () => {
  const fonts = fontsOf(bytes);
  expect(fonts.length).toBeGreaterThan(3);
  expect(fonts.filter((f) => !f.embedded)).toEqual([]);
  expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ""))).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSansMono-Regular", "NotoSansHans-Regular", "NotoNaskhArabic"]));
  expect(fonts.some((f) => /Courier|Helvetica/.test(f.name))).toBe(false);
});
