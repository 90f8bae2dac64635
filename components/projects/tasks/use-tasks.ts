"use client";
// A project's tasks (employees only, spec 1 §6): list, add, complete, delete; each change reloads the list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api";
import type { CreateTaskInput, Priority, TaskStatus } from "@/lib/projects/schemas";
import type { UserWire } from "@/lib/users/wire";

export type Task = {
  id: string;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: Priority;
  assignedUser: { id: string; username: string; role: "employee" | "external" } | null;
  dueDate: string | null;
  completedAt: string | null;
};

export type Assignee = Pick<UserWire, "id" | "username" | "role" | "status">;

export const tasksKey = (projectId: string) => ["/api/projects", projectId, "tasks"] as const;
/** Approved accounts only: pending and denied ones cannot take tasks (the server refuses them too). */
export const ASSIGNEES_KEY = ["/api/users", { status: "approved" }] as const;

export function useTasks(projectId: string) {
  return useQuery<Task[]>({ queryKey: tasksKey(projectId) });
}

export function useAssignees() {
  return useQuery<Assignee[]>({ queryKey: ASSIGNEES_KEY });
}

function useTaskMutation<V>(projectId: string, call: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => qc.invalidateQueries({ queryKey: tasksKey(projectId) }) });
}

export function useCreateTask(projectId: string) {
  return useTaskMutation(projectId, (input: CreateTaskInput) => apiRequest<Task>("POST", `/api/projects/${encodeURIComponent(projectId)}/tasks`, input, "Failed to create task"));
}

export function useCompleteTask(projectId: string) {
  return useTaskMutation(projectId, (taskId: string) => apiRequest<Task>("POST", `/api/tasks/${encodeURIComponent(taskId)}/complete`));
}

export function useDeleteTask(projectId: string) {
  return useTaskMutation(projectId, (taskId: string) => apiRequest("DELETE", `/api/tasks/${encodeURIComponent(taskId)}`));
}
