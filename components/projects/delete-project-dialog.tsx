"use client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ProjectItem } from "@/components/shared/project-item";

type Props = { project: ProjectItem | null; onCancel: () => void; onConfirm: (project: ProjectItem) => void };

/** Spec 1 §8: 'Are you sure you want to delete this project?' before a project is deleted. */
export function DeleteProjectDialog({ project, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={project !== null}
      onClose={onCancel}
      title="Are you sure you want to delete this project?"
      description={`${project ? `${project.client} (${project.deploymentQuarter}, ${project.stage}) ` : ""}will be removed with its engineering updates and tasks. This cannot be undone.`}
      confirm="Delete"
      onConfirm={() => project && onConfirm(project)}
    />
  );
}
