// The writer with the real faces, read back by position: mixed-script paragraphs wrap inside their width
// on shared baselines, aligned lines are aligned as wholes, pages break between lines, and a kept block
// moves to the next page whole.
import PDFDocument from "pdfkit";
import { heightOfSpans, keepTogether, writeText } from "@/lib/pdf/text";
import { layoutProblems, pdfItems, type PageItems } from "@/test/pdf/pdf-layout";

const MARGINS = { top: 72, right: 72, bottom: 72, left: 72 };
const MIXED = "王小明 Łukasz Żółć محمد علي 本协议由双方签署并自签署之日起生效 Ελένη דוד כהן";

function pdfOf(draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "LETTER", margin: 72 });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  draw(pdf);
  pdf.end();
  return done;
}

const baselines = (page: PageItems) => [...new Set(page.items.map((i) => i.baseline.toFixed(1)))];

describe("writeText", () => {
  it("wraps a mixed-script paragraph inside its width, each line on one baseline", async () => {
    const [page] = await pdfItems(
      await pdfOf((pdf) => {
        for (const size of [9, 10, 13]) writeText(pdf, `Signed: ${MIXED}`, { size, width: 160 });
      }),
    );
    expect(layoutProblems(page, MARGINS)).toEqual([]);
    for (const item of page.items) expect(item.x + item.width).toBeLessThanOrEqual(72 + 160 + 0.5);
    // Several lines per paragraph, and no item between two lines.
    expect(baselines(page).length).toBeGreaterThan(9);
  });

  it("centres and right-aligns a mixed line as a whole", async () => {
    const [page] = await pdfItems(
      await pdfOf((pdf) => {
        writeText(pdf, "Between 王小明 and Łukasz Żółć", { align: "center" });
        writeText(pdf, "Right 王 end", { align: "right" });
      }),
    );
    const [centred, right] = baselines(page).map((b) => page.items.filter((i) => i.baseline.toFixed(1) === b));
    const from = Math.min(...centred.map((i) => i.x));
    const to = Math.max(...centred.map((i) => i.x + i.width));
    expect(Math.abs(from - 72 - (540 - to))).toBeLessThan(0.5);
    expect(Math.max(...right.map((i) => i.x + i.width))).toBeCloseTo(540, 0);
  });

  it("starts a new page between lines at the bottom margin, and moves a kept block whole", async () => {
    const pages = await pdfItems(
      await pdfOf((pdf) => {
        pdf.y = 690;
        writeText(pdf, `${MIXED} ${MIXED}`, { size: 10 });
        pdf.y = 680;
        const block = ["INVESTOR: 王小明 Łukasz Żółć", "By: /s/ 王小明 Łukasz Żółć", "Date signed: —"];
        keepTogether(pdf, block.reduce((sum, text) => sum + heightOfSpans(pdf, [{ text }]), 0));
        for (const text of block) writeText(pdf, text);
      }),
    );
    for (const page of pages) expect(layoutProblems(page, MARGINS)).toEqual([]);
    expect(pages.map((p) => p.items.some((i) => i.str.includes("INVESTOR")) && p.items.some((i) => i.str.includes("Date signed")))).toEqual([false, false, true]);
  });
});
