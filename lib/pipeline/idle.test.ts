import { DAY_MS, idleCutoff, idleDays, idleLimitKey, wholeDaysSince, type IdleLimits } from "@/lib/pipeline/idle";

const LIMITS: IdleLimits = { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null };
const now = new Date("2026-11-27T12:00:00.000Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

test("whole days, rounded down, never negative", () => {
  expect(wholeDaysSince(ago(0), now)).toBe(0);
  expect(wholeDaysSince(ago(0.99), now)).toBe(0);
  expect(wholeDaysSince(ago(12.5), now)).toBe(12);
  expect(wholeDaysSince(ago(-1), now)).toBe(0);
  expect(wholeDaysSince(ago(3).toISOString(), now)).toBe(3);
});

test("a deal is idle only once its last activity is older than its stage's limit", () => {
  expect(idleDays(LIMITS, "Committed", ago(14), now)).toBeNull(); // exactly at the limit: not past it
  expect(idleDays(LIMITS, "Committed", ago(14.01), now)).toBe(14);
  expect(idleDays(LIMITS, "Committed", ago(23), now)).toBe(23);
  expect(idleDays(LIMITS, "Best Case", ago(22), now)).toBe(22);
  expect(idleDays(LIMITS, "Pipeline", ago(22), now)).toBeNull();
});

test("a stage without a limit is never idle", () => {
  expect(idleCutoff(LIMITS, "Deployed", now)).toBeNull();
  expect(idleDays(LIMITS, "Deployed", ago(4000), now)).toBeNull();
});

test("the cut-off the SQL counts with is the same instant the cards are judged by", () => {
  expect(idleCutoff(LIMITS, "Best Case", now)).toEqual(ago(21));
  expect(idleLimitKey("Best Case")).toBe("BestCase");
  expect(idleLimitKey("Committed")).toBe("Committed");
});
