"use client";
import { TaskForm } from "@/components/projects/tasks/task-form";
import { TaskList } from "@/components/projects/tasks/task-list";

/** The add-task form above the project's task list: the dialog's Tasks tab and the edit page's card. */
export function ProjectTasks({ projectId, idPrefix }: { projectId: string; idPrefix: string }) {
  return (
    <div className="grid gap-4">
      <TaskForm projectId={projectId} idPrefix={idPrefix} />
      <TaskList projectId={projectId} />
    </div>
  );
}
