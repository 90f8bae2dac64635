// The course-materials progress panel (spec 2 §2, §4): counts by user-facing status, the share of
// assignments completed, and credit hours completed of total. A completed course counts the hours its
// approval fixed (DESIGN.md "A decision fixes its figures"), any other the course's current ones. Hours
// are added as whole hundredths, so "0.10"-style decimals never pick up binary floating-point error.
// Client-safe.
import { userCourseStatus } from "@/lib/courses/status";
import type { CompletionStatus } from "@/lib/courses/schemas";

type Item = { course: { creditHours: string }; completion: { status: CompletionStatus; creditHours?: string | null } | null };

/** Every assignment is in exactly one bucket: completed + inReview + needsResubmission + notStarted = total. */
export type CourseProgress = {
  total: number;
  completed: number;
  inReview: number;
  needsResubmission: number;
  notStarted: number;
  percent: number;
  hoursCompleted: string;
  hoursTotal: string;
};

const hundredths = (hours: string) => {
  const [whole, frac = ""] = hours.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0").slice(0, 2));
};
const asHours = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, "0")}`;
const hoursOf = (i: Item) => hundredths(i.completion?.creditHours ?? i.course.creditHours);

export function courseProgress(items: Item[]): CourseProgress {
  const statuses = items.map((i) => userCourseStatus(i.completion));
  const completed = statuses.filter((s) => s === "completed").length;
  const total = items.length;
  const done = items.filter((_, i) => statuses[i] === "completed").reduce((sum, i) => sum + hoursOf(i), 0);
  const all = items.reduce((sum, i) => sum + hoursOf(i), 0);
  return {
    total,
    completed,
    inReview: statuses.filter((s) => s === "pending_review").length,
    needsResubmission: statuses.filter((s) => s === "needs_resubmission").length,
    notStarted: statuses.filter((s) => s === "not_started").length,
    percent: total === 0 ? 0 : Math.min(100, Math.round((completed / total) * 100)),
    hoursCompleted: asHours(done),
    hoursTotal: asHours(all),
  };
}
