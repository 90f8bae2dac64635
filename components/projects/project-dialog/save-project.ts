"use client";
// Create Project, or save an existing project's fields: one call for the dialog's tabs and the edit page,
// so both share one submission guard and one failure toast.
import { useCallback } from "react";
import type { ActionOptions } from "@/lib/action";
import type { UpdateProjectInput } from "@/lib/projects/schemas";
import { useAction } from "@/components/ui/use-action";
import { notifySuccess } from "@/components/projects/project-dialog/notify";
import type { Project } from "@/components/projects/project-dialog/project-api";
import { showServerFieldErrors, type ProjectForm } from "@/components/projects/project-dialog/project-form";
import { createProjectAction } from "@/actions/projects/create-project";
import { updateProjectAction } from "@/actions/projects/update-project";

type Save = { id: string | null; body: UpdateProjectInput };

const persist = (input: Save, options?: ActionOptions) =>
  // The create schema's own defaults and required fields apply: a new project is the Details tab's fields.
  input.id === null ? createProjectAction(input.body as Parameters<typeof createProjectAction>[0], options) : updateProjectAction({ id: input.id, ...input.body }, options);

/** `exists`: the project is saved already (an update), else this creates it. */
export function useSaveProject(form: ProjectForm, exists: boolean) {
  const { run, busy } = useAction(persist, {
    failure: exists ? "Failed to update project" : "Failed to create project",
    onSuccess: () => notifySuccess(exists ? "Project updated successfully" : "Project created successfully"),
    onFailure: ({ fieldErrors }) => void showServerFieldErrors(form, fieldErrors),
  });
  /** The saved project, or null when it was refused (the toast and the field messages are shown). */
  const save = useCallback(async (input: Save): Promise<Project | null> => {
    const result = await run(input);
    return result?.ok ? result.data : null;
  }, [run]);
  return { save, busy };
}
