"use client";
import { ApiError } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useProject } from "@/components/projects/project-dialog/project-api";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";
import { ProjectEditForm } from "@/components/projects/edit-page/project-edit-form";
import { ProjectNotFound } from "@/components/projects/edit-page/project-not-found";

/** Spec 1 §2 "/project/{id}/edit" for employees: loads the project, then every part of it on one page. */
export function ProjectEditScreen({ projectId }: { projectId: string }) {
  const project = useProject(projectId);

  if (project.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-6" role="status" aria-label="Loading project">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <ProjectNotFound />;
    return (
      <div role="alert" className="mx-auto max-w-md space-y-3 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Could not load the project</h1>
        <p className="text-slate-600">{project.error.message}</p>
        <div className="flex justify-center gap-2">
          <BackToDashboard className="ml-0" />
          <Button variant="outline" size="sm" onClick={() => project.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  // Keyed by id: the form starts from this project's saved values.
  return <ProjectEditForm key={project.data.id} project={project.data} />;
}
