"use client";
// The project and its parts as the browser receives them, and the reads the project dialog makes when it
// opens (a dialog opened by a click is not a page's first paint). Its writes are server actions; after one,
// `refresh()` loads these reads again (or `setProject` takes the action's answer), so the dialog shows
// what is saved. The edit page reads the same data on the server instead.
import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { ProjectView } from "@/lib/projects/presenter";
import type { CommentView } from "@/lib/projects/comments";
import type { TaskView } from "@/lib/projects/tasks";
import type { UserWire } from "@/lib/users/wire";
import type { Wire } from "@/lib/wire";

export type Project = Wire<ProjectView>;
export type EngineeringUpdate = Wire<CommentView>;
export type Task = Wire<TaskView>;
/** Approved accounts only: pending and denied ones cannot take tasks (the server refuses them too). */
export type Assignee = Pick<UserWire, "id" | "username" | "role">;

/** Query keys are URLs (spec 1 §7): the default loader GETs them. All of a project's start with its own. */
export const projectKey = (id: string) => ["/api/projects", id] as const;
const commentsKey = (id: string) => [...projectKey(id), "comments"] as const;
const tasksKey = (id: string) => [...projectKey(id), "tasks"] as const;
export const stageHistoryKey = (id: string) => [...projectKey(id), "stage-history"] as const;
const ASSIGNEES_KEY = ["/api/users", { status: "approved" }] as const;

/**
 * The project `id` (null: not created yet), its engineering updates and, for employees, its tasks and
 * the users a task may be assigned to. Assignees load even before the project exists, so the Tasks tab
 * is ready the moment Create Project succeeds.
 */
export function useProjectReads(id: string | null, { staff }: { staff: boolean }) {
  const qc = useQueryClient();
  const ready = id !== null;
  const [project, updates, tasks, assignees] = useQueries({
    queries: [
      { queryKey: projectKey(id ?? ""), enabled: ready },
      { queryKey: commentsKey(id ?? ""), enabled: ready },
      { queryKey: tasksKey(id ?? ""), enabled: ready && staff },
      { queryKey: ASSIGNEES_KEY, enabled: staff },
    ],
  }) as [Read<Project>, Read<EngineeringUpdate[]>, Read<Task[]>, Read<Assignee[]>];
  const parts = staff ? [project, updates, tasks] : [project, updates];
  return {
    project: project.data,
    updates: updates.data ?? [],
    tasks: tasks.data ?? [],
    assignees: assignees.data,
    assigneesFailed: assignees.isError,
    pending: ready && parts.some((q) => q.isPending),
    /** The first failed read: the project's own first, so a 404 reads as "Project not found". */
    error: parts.find((q) => q.isError)?.error ?? null,
    retry: () => parts.forEach((q) => q.isError && void q.refetch()),
    /** After an action: the saved project at once (no reload), or every read of this project again. */
    setProject: (saved: Project) => qc.setQueryData(projectKey(saved.id), saved),
    /** A project just created has no updates or tasks yet: nothing to load before its tabs open. */
    seedNew: (saved: Project) => {
      qc.setQueryData(projectKey(saved.id), saved);
      qc.setQueryData(commentsKey(saved.id), []);
      qc.setQueryData(tasksKey(saved.id), []);
      qc.setQueryData(stageHistoryKey(saved.id), [{ stage: saved.stage, enteredAt: saved.createdAt, leftAt: null, days: 0 }]);
    },
    refresh: () => (ready ? qc.invalidateQueries({ queryKey: projectKey(id) }) : Promise.resolve()),
  };
}

type Read<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };

export type ProjectReads = ReturnType<typeof useProjectReads>;
