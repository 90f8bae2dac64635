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

const FAILED = { create: "Failed to create project", update: "Failed to update project" } as const;

/** Spec 1 §8: toast 'Error' with 'Failed to create project' / 'Failed to update project'; the server's reason follows. */
async function persist(input: Save, options?: ActionOptions) {
  // The create schema's own defaults and required fields apply: a new project is the Details tab's fields.
  const result =
    input.id === null ? await createProjectAction(input.body as Parameters<typeof createProjectAction>[0], options) : await updateProjectAction({ id: input.id, ...input.body }, options);
  return result.ok ? result : { ...result, error: `${FAILED[input.id === null ? "create" : "update"]}: ${result.error}` };
}

/** `exists`: the project is saved already (an update), else this creates it. */
export function useSaveProject(form: ProjectForm, exists: boolean) {
  const { run, busy } = useAction(persist, {
    failure: "Error",
    fallback: exists ? FAILED.update : FAILED.create,
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
