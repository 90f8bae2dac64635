"use client";
import { format, parseISO } from "date-fns";
import { CalendarDays, Check, ListTodo, Trash2, User } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useAction } from "@/components/ui/use-action";
import { notifySuccess } from "@/components/projects/project-dialog/notify";
import type { Task } from "@/components/projects/project-dialog/project-api";
import { PRIORITY_LOOK, STATUS_LOOK } from "@/components/projects/tasks/task-labels";
import { completeTaskAction } from "@/actions/tasks/complete-task";
import { deleteTaskAction } from "@/actions/tasks/delete-task";

/** A project's tasks, newest first, with Complete (on open tasks) and Delete. */
export function TaskList({ tasks, onChanged }: { tasks: Task[]; onChanged?: () => void }) {
  if (tasks.length === 0) {
    return <EmptyState icon={ListTodo} title="No tasks yet" description="Tasks you add for this project appear here." className="py-6" />;
  }
  return (
    <ul className="grid gap-2" aria-label="Project tasks">
      {tasks.map((task) => (
        <TaskItem key={task.id} task={task} onChanged={onChanged} />
      ))}
    </ul>
  );
}

/** One task: its own change runs one at a time (its buttons wait), while the other tasks stay usable. */
function TaskItem({ task, onChanged }: { task: Task; onChanged?: () => void }) {
  const done = (message: string) => () => {
    notifySuccess(message);
    onChanged?.();
  };
  const complete = useAction(completeTaskAction, { failure: "Failed to complete task", onSuccess: done("Task completed successfully") });
  const remove = useAction(deleteTaskAction, { failure: "Failed to delete task", onSuccess: done("Task deleted successfully") });
  const busy = complete.busy || remove.busy;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className={task.status === "completed" ? "font-medium wrap-anywhere text-slate-500 line-through" : "font-medium wrap-anywhere text-slate-900"}>{task.title}</p>
        {task.description && <p className="whitespace-pre-line wrap-anywhere text-sm text-slate-600">{task.description}</p>}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-600">
          <Badge variant={STATUS_LOOK[task.status].variant}>{STATUS_LOOK[task.status].label}</Badge>
          <Badge variant={PRIORITY_LOOK[task.priority].variant}>{PRIORITY_LOOK[task.priority].label} priority</Badge>
          <span className="inline-flex items-center gap-1">
            <User className="size-3.5" aria-hidden />
            {task.assignedUser?.username ?? "Unassigned"}
          </span>
          {task.dueDate && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden />
              Due {format(parseISO(task.dueDate), "MMM d, yyyy")}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {task.status !== "completed" && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void complete.run({ id: task.id })} aria-label={`Complete ${task.title}`}>
            <Check aria-hidden /> Complete
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove.run({ id: task.id })} aria-label={`Delete ${task.title}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
