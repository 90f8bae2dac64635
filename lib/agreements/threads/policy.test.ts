import { assertOpenForComments, assertSelection, SELECTION_MISMATCH } from "@/lib/agreements/threads/policy";

const text = "1. PURPOSE\nThe Company develops chargers.";

test("a selection equal to the text between the offsets passes", () => {
  expect(() => assertSelection(text, 11, 22, "The Company")).not.toThrow();
});

test.each([
  ["shifted by one", 12, 23, "The Company"],
  ["past the end", 30, 99, "chargers."],
  ["different text", 11, 22, "The Manager"],
])("%s is a 400", (_label, start, end, selected) => {
  expect(() => assertSelection(text, start, end, selected)).toThrow(expect.objectContaining({ status: 400, message: SELECTION_MISMATCH }));
});

test("finalized and rejected versions take no comments; the others do", () => {
  for (const s of ["finalized", "rejected"] as const) expect(() => assertOpenForComments(s)).toThrow(expect.objectContaining({ status: 409 }));
  for (const s of ["assigned", "reviewing", "redlined", "negotiating", "approved"] as const) expect(() => assertOpenForComments(s)).not.toThrow();
});
