import { courseProgress } from "@/lib/courses/progress";

const item = (creditHours: string, status: "pending" | "approved" | "rejected" | null) => ({ course: { creditHours }, completion: status ? { status } : null });

describe("courseProgress", () => {
  it("counts by status and sums credit hours exactly", () => {
    const p = courseProgress([item("0.50", "approved"), item("1.50", "approved"), item("2.00", "pending"), item("3.50", null), item("1.00", "rejected")]);
    expect(p).toEqual({ total: 5, completed: 2, inReview: 1, needsResubmission: 1, notStarted: 1, percent: 40, hoursCompleted: "2.00", hoursTotal: "8.50" });
    // The buckets add up to the total: a rejected completion is in one of them.
    expect(p.completed + p.inReview + p.needsResubmission + p.notStarted).toBe(p.total);
  });

  it("counts a completed course's hours as its approval fixed them, not the course's current ones", () => {
    const approvedAt250 = { course: { creditHours: "3.00" }, completion: { status: "approved" as const, creditHours: "2.50" } };
    const pending = { course: { creditHours: "3.00" }, completion: { status: "pending" as const, creditHours: null } };
    expect(courseProgress([approvedAt250, pending])).toMatchObject({ completed: 1, hoursCompleted: "2.50", hoursTotal: "5.50" });
  });

  it("is 0 % with nothing assigned and 100 % when all are approved", () => {
    expect(courseProgress([]).percent).toBe(0);
    expect(courseProgress([item("100.00", "approved")])).toMatchObject({ percent: 100, hoursCompleted: "100.00" });
  });
});
