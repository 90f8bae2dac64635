import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CourseProgress } from "@/lib/courses/progress";
import { formatHours } from "@/components/courses/course-format";

const Stat = ({ label, value }: { label: string; value: number | string }) => (
  <div className="rounded-lg bg-slate-50 p-3">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
    <dd className="text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
  </div>
);

export function CourseProgressPanel({ progress: p }: { progress: CourseProgress }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Your Progress</h2>
          <p className="text-sm text-slate-600">
            <span className="font-medium tabular-nums text-slate-900">{formatHours(p.hoursCompleted)}</span> of {formatHours(p.hoursTotal)} credit hours completed
          </p>
        </div>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span id="course-progress-label">Overall progress</span>
            <span className="font-medium tabular-nums">{p.percent}%</span>
          </div>
          <Progress value={p.percent} aria-labelledby="course-progress-label" />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Stat label="Total Courses" value={p.total} />
          <Stat label="Completed" value={p.completed} />
          <Stat label="In Review" value={p.inReview} />
          <Stat label="Needs Resubmission" value={p.needsResubmission} />
          <Stat label="Not Started" value={p.notStarted} />
        </dl>
      </CardContent>
    </Card>
  );
}
