"use client";
import { useState, type ComponentProps } from "react";
import { lazyDialog } from "@/components/shared/lazy-dialog";

// The dialog (editor, engineering updates, tasks, investors) loads when a project is first opened.
const ProjectDialog = lazyDialog(() => import("@/components/projects/project-dialog").then((m) => m.ProjectDialog), {
  isOpen: (props) => props.projectId !== null,
  close: (props) => props.onOpenChange(false),
});

/** The project dialog of the dashboard and the board: its code is fetched the first time a project opens, then it stays mounted (so it can close). */
export function LazyProjectDialog(props: ComponentProps<typeof ProjectDialog>) {
  const [opened, setOpened] = useState(false);
  if (props.projectId !== null && !opened) setOpened(true);
  return opened || props.projectId !== null ? <ProjectDialog {...props} /> : null;
}
