import { addHours, chartPoints } from "@/components/requirements/plan/plan-figures";

describe("plan figures", () => {
  it("adds hour texts exactly", () => {
    expect(addHours("0.10", "0.20")).toBe("0.30");
    expect(addHours("99.99", "0.01", "")).toBe("100.00");
  });

  it("builds the chart's running total and the even pace to 100", () => {
    const monthly = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, hours: i === 0 ? "10.50" : i === 2 ? "2.00" : "0.00" }));
    const points = chartPoints(monthly, 100);
    expect(points[0]).toEqual({ month: "Jan", approved: 10.5, cumulative: 10.5, pace: 8.33 });
    expect(points[2]).toMatchObject({ month: "Mar", cumulative: 12.5, pace: 25 });
    expect(points[11]).toMatchObject({ month: "Dec", cumulative: 12.5, pace: 100 });
  });
});
