import { allowedMoves } from "@/lib/agreements/versions/policy";

test("the moves offered from each status (spec 2 §4)", () => {
  expect(allowedMoves("assigned", "legal")).toEqual(["reviewing", "rejected"]);
  expect(allowedMoves("reviewing", "legal")).toEqual(["assigned", "approved", "rejected"]);
  expect(allowedMoves("redlined", "legal")).toEqual(["reviewing", "negotiating", "rejected"]);
  expect(allowedMoves("negotiating", "legal")).toEqual(["redlined", "approved", "rejected"]);
  expect(allowedMoves("approved", "legal")).toEqual(["negotiating", "rejected"]);
  expect(allowedMoves("finalized", "legal")).toEqual([]);
  expect(allowedMoves("rejected", "legal")).toEqual([]);
});

test("an investor may only mark an assigned version as in review", () => {
  expect(allowedMoves("assigned", "investor")).toEqual(["reviewing"]);
  for (const s of ["reviewing", "redlined", "negotiating", "approved", "finalized", "rejected"] as const) expect(allowedMoves(s, "investor")).toEqual([]);
});
