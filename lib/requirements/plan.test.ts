import { PLAN_ACTIVITIES, PLANNED_TOTAL, plannedHours } from "@/lib/requirements/plan";
import { SERVICE_CATEGORIES } from "@/lib/requirements/categories";

describe("the participation plan (spec 2 §9)", () => {
  it("has one activity per service-hour category, in the same order", () => {
    expect(PLAN_ACTIVITIES.map((a) => a.category)).toEqual([...SERVICE_CATEGORIES]);
  });

  it("plans 109 to 118 hours in total (the sum of its rows; the spec's 128 does not add up)", () => {
    expect(PLANNED_TOTAL).toEqual({ min: 109, max: 118 });
  });

  it("writes ranges the way the plan does", () => {
    expect(PLAN_ACTIVITIES.map(plannedHours)).toEqual(["12", "12", "8–12", "10", "12", "50", "5–10"]);
  });
});
