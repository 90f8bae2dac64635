"use client";
import type { Assignee, Task } from "@/components/projects/project-dialog/project-api";
import { TaskForm } from "@/components/projects/tasks/task-form";
import { TaskList } from "@/components/projects/tasks/task-list";

type Props = {
  projectId: string;
  idPrefix: string;
  /** The saved tasks, newest first. */
  tasks: Task[];
  /** The users a task may be assigned to; undefined while the dialog still loads them. */
  assignees: Assignee[] | undefined;
  assigneesFailed?: boolean;
  /** Called after a task was added, completed or deleted (the dialog reloads its read; a page re-renders by itself). */
  onChanged?: () => void;
};

/** The add-task form above the project's task list: the dialog's Tasks tab and the edit page's card. */
export function ProjectTasks({ projectId, idPrefix, tasks, assignees, assigneesFailed = false, onChanged }: Props) {
  return (
    <div className="grid gap-4">
      <TaskForm projectId={projectId} idPrefix={idPrefix} assignees={assignees} assigneesFailed={assigneesFailed} onCreated={onChanged} />
      <TaskList tasks={tasks} onChanged={onChanged} />
    </div>
  );
}
