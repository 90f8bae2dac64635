import { EMPTY_VALUE, formatAuditValue } from "@/lib/audit/format-value";

test.each([
  ["projectCost", "250000.5", "$250,000.50"],
  ["itcTaxCredit", true, "Yes"],
  ["sharedWithInvestors", false, "No"],
  ["dueDate", "2025-03-05", "Mar 5, 2025"],
  ["hours", "2.50", "2.50 h"],
  ["numberOfChargers", 12, "12"],
  ["stage", "Best Case", "Best Case"],
  ["reservationNotes", null, EMPTY_VALUE],
  ["client", "", EMPTY_VALUE],
] as const)("%s: %p → %p", (field, value, shown) => {
  expect(formatAuditValue(field, value)).toBe(shown);
});

test("a timestamp is shown as a date and time", () => {
  expect(formatAuditValue("completedAt", "2025-03-05T12:00:00.000Z")).toMatch(/^Mar [56], 2025, \d{1,2}:\d{2} [AP]M$/);
});

test("long text is shortened", () => {
  const shown = formatAuditValue("engineeringNotes", "x".repeat(500));
  expect(shown).toHaveLength(120);
  expect(shown.endsWith("…")).toBe(true);
});
