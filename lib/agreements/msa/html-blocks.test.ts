import { htmlToBlocks, listLabel, plainText } from "@/lib/agreements/msa/html-blocks";
import { FORMATTING_FIXTURE } from "@/test/factories/agreement-formatting";

const PLAIN = { bold: false, italic: false, underline: false, strike: false };
const text = (t: string, marks = {}) => ({ kind: "text", text: t, marks: { ...PLAIN, ...marks } });

describe("htmlToBlocks", () => {
  const blocks = htmlToBlocks(FORMATTING_FIXTURE);

  it("reads headings, and paragraphs with their marks, breaks and entities", () => {
    expect(blocks[0]).toEqual({ kind: "heading", level: 1, runs: [text("MASTER SERVICE AGREEMENT")] });
    expect(blocks[2]).toEqual({
      kind: "paragraph",
      quote: false,
      runs: [
        text("The "),
        text("Company", { bold: true }),
        text(" and the "),
        text("Investor", { italic: true }),
        text(" agree to the "),
        text("terms", { underline: true }),
        text(" & "),
        text("old terms", { strike: true }),
        text("."),
        { kind: "break" },
        text("Second line of the clause."),
      ],
    });
  });

  it("keeps ordered lists ordered and nested, and bullets as bullets", () => {
    const [ordered, bullets] = blocks.filter((b) => b.kind === "list");
    expect(ordered).toMatchObject({ kind: "list", ordered: true });
    if (ordered.kind !== "list" || bullets.kind !== "list") throw new Error("lists expected");
    expect(ordered.items.map((i) => plainText(i.runs))).toEqual(["Alpha term", "Beta term", "Gamma term"]);
    expect(ordered.items[1].children[0]).toMatchObject({ kind: "list", ordered: true, items: [{ runs: [text("Beta sub one")] }, { runs: [text("Beta sub two")], children: [{ kind: "list", ordered: true }] }] });
    expect(bullets).toMatchObject({ ordered: false, items: [{ runs: [text("Bullet one")] }, { children: [{ kind: "list", ordered: false }] }] });
  });

  it("keeps a table's rows, header cells and spans", () => {
    const table = blocks.find((b) => b.kind === "table");
    expect(table).toEqual({
      kind: "table",
      rows: [
        [{ runs: [text("Service", { bold: true })], header: true, colSpan: 1 }, { runs: [text("Fee", { bold: true })], header: true, colSpan: 1 }],
        [{ runs: [text("Installation")], header: false, colSpan: 1 }, { runs: [text("$1,200.00", { bold: true })], header: false, colSpan: 1 }],
        [{ runs: [text("Fees exclude tax.")], header: false, colSpan: 2 }],
      ],
    });
    expect(blocks).toContainEqual({ kind: "paragraph", quote: true, runs: [text("Quoted text.")] });
    expect(blocks).toContainEqual({ kind: "rule" });
  });

  it("collapses HTML whitespace but keeps non-breaking spaces", () => {
    expect(htmlToBlocks("<p>  a \n <b> b </b>  c&nbsp;&nbsp;d </p>")).toEqual([{ kind: "paragraph", quote: false, runs: [text("a "), text("b ", { bold: true }), text("c\u00a0\u00a0d")] }]);
    expect(htmlToBlocks("<p> </p><div><br></div>")).toEqual([]);
  });
});

describe("listLabel", () => {
  it("numbers 1. a. i. by depth; bullets otherwise", () => {
    expect([1, 2, 27].map((n) => listLabel(true, 0, n))).toEqual(["1.", "2.", "27."]);
    expect([1, 26, 27].map((n) => listLabel(true, 1, n))).toEqual(["a.", "z.", "aa."]);
    expect([1, 4, 9, 14].map((n) => listLabel(true, 2, n))).toEqual(["i.", "iv.", "ix.", "xiv."]);
    expect(listLabel(false, 0, 3)).toBe("•");
  });
});
