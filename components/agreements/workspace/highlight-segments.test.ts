import { highlightSegments } from "@/components/agreements/workspace/highlight-segments";

const text = "1. PURPOSE The Company develops chargers.";

test("pieces cover the whole text once, each naming the threads over it", () => {
  const segments = highlightSegments(text, [
    { id: "a", startOffset: 11, endOffset: 22 },
    { id: "b", startOffset: 15, endOffset: 31 },
  ]);
  expect(segments.map((s) => s.text).join("")).toBe(text);
  expect(segments.map((s) => [s.text, s.threadIds])).toEqual([
    ["1. PURPOSE ", []],
    ["The ", ["a"]],
    ["Company", ["a", "b"]],
    [" develops", ["b"]],
    [" chargers.", []],
  ]);
});

test("ranges outside the text are ignored", () => {
  expect(highlightSegments("abc", [{ id: "x", startOffset: 2, endOffset: 9 }])).toEqual([{ start: 0, end: 3, text: "abc", threadIds: [] }]);
});
