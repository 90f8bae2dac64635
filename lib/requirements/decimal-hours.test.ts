import { hoursPhrase, formatHours, fromHundredths, toHundredths } from "@/lib/requirements/decimal-hours";

describe("decimal hours", () => {
  it("reads decimal text as whole hundredths, never through a float", () => {
    expect(["0.1", "0.2", "2.5", "24", "999.99", "007.50"].map(toHundredths)).toEqual([10, 20, 250, 2400, 99999, 750]);
    expect(["1e3", "-1", "1.234", "", "1,5", "1000"].map(toHundredths)).toEqual([null, null, null, null, null, null]);
  });

  it("writes hundredths as Decimal(5,2) text and shortens it for display", () => {
    expect([5, 250, 2400].map(fromHundredths)).toEqual(["0.05", "2.50", "24.00"]);
    expect(["12.50", "100.00", "0.00", "0.05"].map(formatHours)).toEqual(["12.5", "100", "0", "0.05"]);
  });
});

describe("hoursPhrase", () => {
  it("says hours as people write them, singular for exactly one", () => {
    expect(hoursPhrase("1.00")).toBe("1 hour");
    expect(hoursPhrase("2.50")).toBe("2.5 hours");
    expect(hoursPhrase("3.00")).toBe("3 hours");
    expect(hoursPhrase("0.50")).toBe("0.5 hours");
    expect(hoursPhrase("1.00", "credit hour")).toBe("1 credit hour");
    expect(hoursPhrase("10.00", "credit hour")).toBe("10 credit hours");
  });
});
