import { passageLabel, passages } from "@/components/agreements/workspace/passages";

test("each non-blank line is a passage whose offsets cut exactly its text out of the version", () => {
  const content = "TITLE\r\n\n  1. PURPOSE  \n\n1.1 The Company develops chargers.\n   \nEnd";
  const list = passages(content);
  expect(list.map((p) => p.selectedText)).toEqual(["TITLE", "1. PURPOSE", "1.1 The Company develops chargers.", "End"]);
  for (const p of list) expect(content.slice(p.startOffset, p.endOffset)).toBe(p.selectedText);
});

test("long passages get a short label", () => {
  expect(passageLabel({ selectedText: "x".repeat(200), startOffset: 0, endOffset: 200 }, 10)).toBe(`${"x".repeat(9)}…`);
  expect(passageLabel({ selectedText: "Short", startOffset: 0, endOffset: 5 })).toBe("Short");
});
