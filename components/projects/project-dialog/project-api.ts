"use client";
// The project as the browser receives it, and the calls the dialog and the edit page make with it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api";
import { refreshProjects } from "@/components/projects/refresh-projects";
import type { ProjectType, Quarter, Stage, UpdateProjectInput } from "@/lib/projects/schemas";

/** The fields of GET /api/projects/{id} these screens read (dates arrive as ISO text). */
export type Project = {
  id: string;
  deploymentQuarter: Quarter;
  stage: Stage;
  client: string;
  address: string;
  purpose: string;
  type: ProjectType;
  numberOfChargers: number;
  numberOfSpaces: number;
  projectCost: string;
  itcTaxCredit: boolean;
  engineeringNotes: string | null;
  investorSummary: string | null;
  sharedWithInvestors: boolean;
  updatedAt: string;
};

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
      id === null ? apiRequest<Project>("POST", "/api/projects", body) : apiRequest<Project>("PUT", `/api/projects/${encodeURIComponent(id)}`, body),
    onSuccess: (project) => {
      qc.setQueryData(projectKey(project.id), project);
      // Not awaited: the toast and the form need not wait for the dashboard's lists to reload.
      void refreshProjects(qc);
    },
  });
}
