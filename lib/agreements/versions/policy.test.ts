import { allowedMoves } from "@/lib/agreements/versions/policy";

test("the moves offered from each status (spec 2 §4)", () => {
  expect(allowedMoves("assigned", "legal", "msa")).toEqual(["reviewing", "rejected"]);
  expect(allowedMoves("reviewing", "legal", "msa")).toEqual(["assigned", "approved", "rejected"]);
  expect(allowedMoves("redlined", "legal", "msa")).toEqual(["reviewing", "negotiating", "rejected"]);
  expect(allowedMoves("negotiating", "legal", "msa")).toEqual(["redlined", "approved", "rejected"]);
  expect(allowedMoves("approved", "legal", "msa")).toEqual(["negotiating", "rejected"]);
  expect(allowedMoves("finalized", "legal", "msa")).toEqual([]);
  expect(allowedMoves("rejected", "legal", "msa")).toEqual([]);
});

test("an investor may only mark an assigned version as in review", () => {
  expect(allowedMoves("assigned", "investor", "msa")).toEqual(["reviewing"]);
  for (const s of ["reviewing", "redlined", "negotiating", "approved", "finalized", "rejected"] as const) expect(allowedMoves(s, "investor", "compliance")).toEqual([]);
});

test("an approved MSA is finalized only by the MSA wizard; any other approved template is marked finalized as a move", () => {
  expect(allowedMoves("approved", "legal", "msa")).not.toContain("finalized");
  expect(allowedMoves("approved", "legal", "investment_terms")).toEqual(["negotiating", "finalized", "rejected"]);
  expect(allowedMoves("negotiating", "legal", "investment_terms")).not.toContain("finalized");
});
