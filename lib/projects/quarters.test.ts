import { compareQuarters, isOfferedQuarter, offeredQuarters } from "@/lib/projects/quarters";

test("from Q1'24 to the end of the year after today's", () => {
  const in2026 = offeredQuarters(new Date("2026-11-26T12:00:00Z"));
  expect(in2026).toHaveLength(16);
  expect(in2026.slice(0, 2)).toEqual(["Q1'24", "Q2'24"]);
  expect(in2026.slice(-2)).toEqual(["Q3'27", "Q4'27"]);
  expect(offeredQuarters(new Date("2025-01-01T00:00:00Z")).at(-1)).toBe("Q4'26");
});

test.each([
  ["Q4'27", true],
  ["Q1'28", false],
  ["Q1'24", true],
  ["Q4'23", false],
  ["Q5'25", false],
  ["q1'25", false],
  ["Q1'2025", false],
])("%s is offered in November 2026: %s", (value, offered) => {
  expect(isOfferedQuarter(value, new Date("2026-11-26T12:00:00Z"))).toBe(offered);
});

test("sorts by year, then quarter", () => {
  expect(["Q2'25", "Q1'26", "Q4'24", "Q1'25"].sort(compareQuarters)).toEqual(["Q4'24", "Q1'25", "Q2'25", "Q1'26"]);
});
