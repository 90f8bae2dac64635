"use client";
// The project as the browser receives it, and the calls the dialog and the edit page make with it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api";
import { refreshProjects } from "@/components/projects/refresh-projects";
import type { Quarter, UpdateProjectInput } from "@/lib/projects/schemas";
import type { ProjectItem } from "@/components/projects/project-item";

/** GET /api/projects/{id} as these screens read it: the list's wire shape, with the form's quarter type. */
export type Project = ProjectItem & { deploymentQuarter: Quarter };

export const projectKey = (id: string) => ["/api/projects", id] as const;

export function useProject(id: string | null) {
  return useQuery<Project>({ queryKey: projectKey(id ?? ""), enabled: id !== null });
}

type Save = { id: string | null; body: UpdateProjectInput };

/** POST for a new project, PUT for an existing one; the answer becomes the cached project at once. */
export function useSaveProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save) =>
      id === null
        ? apiRequest<Project>("POST", "/api/projects", body, "Failed to create project")
        : apiRequest<Project>("PUT", `/api/projects/${encodeURIComponent(id)}`, body, "Failed to update project"),
    onSuccess: (project) => {
      qc.setQueryData(projectKey(project.id), project);
      // Not awaited: the toast and the form need not wait for the dashboard's lists to reload.
      void refreshProjects(qc);
    },
  });
}
