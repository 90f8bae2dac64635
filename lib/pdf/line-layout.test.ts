// The line layout on its own, with a made-up measure (Latin 5 pt a character, Chinese 10, Arabic 6;
// the Chinese face reaches higher and the Arabic face lower than the Latin one), so that every break
// and every metric can be counted by hand.
import { layoutLines, type Line, type Measure } from "@/lib/pdf/line-layout";
import type { Face } from "@/lib/pdf/script-runs";

const ADVANCE: Record<Face, number> = { latin: 5, cjk: 10, arabic: 6, hebrew: 6, mono: 6 };
const METRICS: Record<Face, { ascent: number; descent: number; gap: number }> = {
  latin: { ascent: 10, descent: 3, gap: 0 },
  cjk: { ascent: 12, descent: 2, gap: 1 },
  arabic: { ascent: 11, descent: 5, gap: 0 },
  hebrew: { ascent: 10, descent: 2, gap: 0 },
  mono: { ascent: 10, descent: 3, gap: 0 },
};
const measure: Measure = {
  width: (face, _style, text) => [...text].length * ADVANCE[face],
  metrics: (face) => METRICS[face],
};
const lay = (text: string, width: number) => layoutLines([{ text }], width, measure, METRICS.latin);
const texts = (lines: Line[]) => lines.map((l) => l.pieces.map((p) => p.text).join(""));

describe("layoutLines", () => {
  it("wraps at spaces across runs of different faces, measuring each run in its own face", () => {
    // "王小明 " is 4 × 10 = 40 pt in the Chinese face; "Łukasz " 35 pt and "Żółć" 20 pt in the Latin one.
    expect(texts(lay("王小明 Łukasz Żółć", 80))).toEqual(["王小明 Łukasz", "Żółć"]);
    expect(texts(lay("王小明 Łukasz Żółć", 95))).toEqual(["王小明 Łukasz Żółć"]);
  });

  it("does not count or draw the spaces that end a line", () => {
    const [first] = lay("abcd efgh", 30);
    expect(first.pieces.map((p) => p.text)).toEqual(["abcd"]);
    expect(first.width).toBe(20);
  });

  it("breaks Chinese between characters, but never before a closing mark", () => {
    expect(texts(lay("本协议由双方签署", 30))).toEqual(["本协议", "由双方", "签署"]);
    expect(texts(lay("本协议，由双方", 30))).toEqual(["本协", "议，由", "双方"]);
  });

  it("cuts a word wider than the line between its characters", () => {
    expect(texts(lay(`see ${"x".repeat(25)} end`, 50))).toEqual(["see", "xxxxxxxxxx", "xxxxxxxxxx", "xxxxx end"]);
  });

  it("puts every run of a line on one baseline: the line reaches as high and as low as its tallest face", () => {
    const [mixed] = lay("Name 王 محمد", 500);
    expect(mixed).toMatchObject({ ascent: 12, descent: 5, height: 17 });
    // A Latin line keeps the Latin face's pitch.
    expect(lay("Name", 500)[0]).toMatchObject({ ascent: 10, descent: 3, height: 13 });
  });

  it("lays a right-to-left stretch out word by word in visual order, on each line of its own", () => {
    expect(texts(lay("A: محمد علي", 100))).toEqual(["A: علي محمد"]);
    // Wrapped between its words, each line holds its own words.
    expect(texts(lay("A: محمد علي حسن", 50))).toEqual(["A: محمد", "حسن علي"]);
  });

  it("draws a monospace span's Latin runs in the monospace face, and its other scripts in theirs", () => {
    const [line] = layoutLines([{ text: "Hash " }, { text: "ab12 王", mono: true }], 500, measure, METRICS.latin);
    expect(line.pieces.map((p) => [p.face, p.text])).toEqual([["latin", "Hash "], ["mono", "ab12 "], ["cjk", "王"]]);
    expect(line.width).toBe(5 * 5 + 5 * 6 + 10);
  });

  it("keeps explicit line breaks and the styles of the spans", () => {
    const lines = layoutLines([{ text: "Bold " , style: "bold" }, { text: "plain\nnext" }], 500, measure, METRICS.latin);
    expect(lines.map((l) => l.pieces.map((p) => [p.text, p.style]))).toEqual([[["Bold ", "bold"], ["plain", "regular"]], [["next", "regular"]]]);
  });
});
