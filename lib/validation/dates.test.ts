import { dateOrInstantDay, earliestToday, isCalendarDate, isIsoInstant, latestToday, localToday } from "@/lib/validation/dates";

describe("calendar dates", () => {
  it.each(["2024-02-29", "1900-01-01", "2025-12-31"])("accepts %s", (d) => expect(isCalendarDate(d)).toBe(true));
  it.each(["2025-02-29", "2025-13-01", "2025-1-01", "20250101", "2025-01-01 ", "2025-01-01T00:00:00Z"])("refuses %j", (d) =>
    expect(isCalendarDate(d)).toBe(false),
  );
});

describe("ISO instants", () => {
  it.each(["2025-01-01T00:00:00Z", "2025-01-01T23:59:59.999Z", "2025-06-30T10:00+02:00", "2025-06-30T10:00:00-14:00"])("accepts %s", (d) =>
    expect(isIsoInstant(d)).toBe(true),
  );
  it.each([
    "2025-01-01T00:00:00+99:99",
    "2025-01-01T00:00:00+14:30",
    "2025-01-01T24:00:00Z",
    "2025-01-01T12:60:00Z",
    "2025-01-01T12:00:61Z",
    "2025-02-30T00:00:00Z",
    "2025-01-01T00:00:00",
    "2025-01-01T00:00:00+0200",
  ])("refuses %j", (d) => expect(isIsoInstant(d)).toBe(false));

  it("a date field takes the day of either form", () => {
    expect(dateOrInstantDay("2025-06-30")).toBe("2025-06-30");
    expect(dateOrInstantDay("2025-06-30T00:00:00.000Z")).toBe("2025-06-30");
    expect(dateOrInstantDay("2025-06-30T00:00:00+99:99")).toBeNull();
  });
});

describe("today, wherever the user is", () => {
  const now = new Date("2026-03-04T11:00:00Z");
  it("the latest date anywhere is UTC+14's, the earliest UTC-12's", () => {
    expect(latestToday(now)).toBe("2026-03-05");
    expect(earliestToday(now)).toBe("2026-03-03");
    expect(latestToday(new Date("2026-03-04T09:59:59Z"))).toBe("2026-03-04");
    expect(earliestToday(new Date("2026-03-04T12:00:00Z"))).toBe("2026-03-04");
  });
  it("the local day is the running zone's calendar date", () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});
