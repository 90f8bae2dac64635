import { longCalendarDate, longDate, longDateTime, reviewPeriodDays } from "@/components/agreements/format";

test("long US dates", () => {
  expect(longDate("2026-11-23T12:00:00Z")).toBe("November 23, 2026");
  expect(longDate(null)).toBe("Not set");
});

test("review periods round up to whole days and need both ends", () => {
  expect(reviewPeriodDays("2026-11-01T10:00:00Z", "2026-11-03T10:00:01Z")).toBe(3);
  expect(reviewPeriodDays("2026-11-01T10:00:00Z", "2026-11-01T10:00:00Z")).toBe(0);
  expect(reviewPeriodDays("2026-11-01T10:00:00Z", null)).toBeNull();
});

test("calendar dates keep their day whatever the time zone", () => {
  expect(longCalendarDate("2027-01-01")).toBe("January 1, 2027");
  expect(longCalendarDate(null)).toBe("Not set");
  expect(longCalendarDate("01/01/2027")).toBe("Not set");
});

test("moments show the date and the time", () => {
  expect(longDateTime("2026-11-23T12:00:00Z")).toMatch(/^November 23, 2026(,| at) \d{1,2}:\d{2}\s?[AP]M$/);
  expect(longDateTime(undefined)).toBe("Not set");
});
