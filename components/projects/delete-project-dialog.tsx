"use client";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { ProjectItem } from "@/components/projects/project-item";

type Props = { project: ProjectItem | null; onCancel: () => void; onConfirm: (project: ProjectItem) => void };

/** Spec 1 §8: 'Are you sure you want to delete this project?' before a project is deleted. */
export function DeleteProjectDialog({ project, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog open={project !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this project?</AlertDialogTitle>
          <AlertDialogDescription>
            {project ? `${project.client} (${project.deploymentQuarter}, ${project.stage}) ` : ""}will be removed with its engineering updates and
            tasks. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => project && onConfirm(project)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
