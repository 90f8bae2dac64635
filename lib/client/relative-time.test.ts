import { relativeTime } from "@/lib/client/relative-time";

const now = new Date("2025-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

test.each([
  [null, "Never"],
  [undefined, "Never"],
  ["", "Never"],
  ["not a date", "Never"],
])("%p reads %p", (when, text) => {
  expect(relativeTime(when, now)).toBe(text);
});

test.each([
  [0, "Just now"],
  [59_999, "Just now"],
  [MIN, "1m ago"],
  [59 * MIN + 59_999, "59m ago"],
  [60 * MIN, "1h ago"],
  [23 * 60 * MIN + 59 * MIN, "23h ago"],
  [24 * 60 * MIN, "1d ago"],
  [89 * 24 * 60 * MIN + 5 * 60 * MIN, "89d ago"],
])("%p ms ago reads %p", (ms, text) => {
  expect(relativeTime(ago(ms), now)).toBe(text);
});

test("a time slightly ahead of the browser's clock reads 'Just now', and Date objects work too", () => {
  expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe("Just now");
  expect(relativeTime(new Date(now.getTime() - 3 * 60 * MIN), now)).toBe("3h ago");
});

test("defaults to the current time", () => {
  expect(relativeTime(new Date(Date.now() - 2 * 24 * 60 * MIN))).toBe("2d ago");
});
