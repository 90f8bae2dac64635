import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDay } from "@/components/courses/course-format";
import { TASK_HORIZON_DAYS, type MyWorkTask } from "@/lib/my-work/summary";

const PRIORITY_LABEL: Record<MyWorkTask["priority"], string> = { low: "Low", medium: "Medium", high: "High", urgent: "Urgent" };

/** The employee's due and overdue tasks across every project, overdue first; each opens its project's edit page. */
export function TaskList({ tasks, count }: { tasks: MyWorkTask[]; count: number }) {
  return (
    <section aria-labelledby="my-tasks" className="space-y-3">
      <h2 id="my-tasks" className="text-lg font-semibold text-slate-900">
        Tasks due
      </h2>
      {tasks.length === 0 ? (
        <EmptyState icon={CalendarClock} title="No tasks due" description={`Nothing assigned to you is overdue or due in the next ${TASK_HORIZON_DAYS} days.`} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Tasks due">
            {tasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link href={task.href} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
                    {task.title}
                  </Link>
                  <p className="truncate text-sm text-slate-600">{task.project.name}</p>
                </div>
                <span className="text-sm text-slate-700 tabular-nums">Due {formatDay(task.dueDate)}</span>
                {task.overdue && <Badge variant="destructive">Overdue</Badge>}
                <Badge variant="secondary">{PRIORITY_LABEL[task.priority]}</Badge>
              </li>
            ))}
          </ul>
          {count > tasks.length && <p className="text-sm text-slate-600">{count - tasks.length} more due tasks are not listed: the soonest {tasks.length} are shown.</p>}
        </>
      )}
    </section>
  );
}
