"use client";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { NEW_PROJECT, type Project, type ProjectDialogState } from "@/components/projects/project-dialog/project-api";
import { ProjectEditor } from "@/components/projects/project-dialog/project-editor";
import { ProjectView } from "@/components/projects/project-dialog/project-view";
import { useDiscardGuard } from "@/components/shared/discard-changes";

type Props = {
  /** The project shown (an id, or NEW_PROJECT); null while closed. It may run ahead of `state.open` while the page's read is on its way. */
  projectId: string | null;
  /** What the page read on the server for its dialog. */
  state: ProjectDialogState;
  onOpenChange: (open: boolean) => void;
  /** Create Project succeeded: the page moves to the new project (`?project=<id>`), so its tabs work at once. */
  onCreated: (id: string) => void;
};

/**
 * Spec 1 §2 "Project dialog": Add New Project or Edit Project, in four tabs. External users get Project Details:
 * the same tabs as a view (issue 14, defect 11). After a create the dialog stays open on the new project, so its
 * engineering, task and investor tabs can be filled in next.
 */
export function ProjectDialog({ projectId, state, onOpenChange, onCreated }: Props) {
  // Cancel, Esc, the corner's X and a click outside all ask first when a tab has unsaved edits.
  const [dirty, setDirty] = useState(false);
  const open = projectId !== null;
  const discard = useDiscardGuard(open && dirty);
  // While it closes the dialog keeps its project, so its title does not flip.
  const [shownId, setShownId] = useState(projectId);
  if (projectId !== null && projectId !== shownId) setShownId(projectId);
  // A project created here keeps its body (the form, the tab) while the page moves to its id.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = projectId ?? shownId ?? NEW_PROJECT;
  const requestOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else discard.confirmThen(() => onOpenChange(false));
  };
  // Radix returns focus only to a Dialog.Trigger, and this dialog has none: focus goes back to what had it
  // when the dialog opened (the row's or the card's button), if that is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
    opener.current = null;
  };
  const created = (project: Project) => {
    setCreatedId(project.id);
    onCreated(project.id);
  };
  return (
    <Dialog open={open} onOpenChange={requestOpenChange}>
      <DialogContent className="max-w-3xl" onOpenAutoFocus={rememberOpener} onCloseAutoFocus={returnFocus}>
        {/* Mounted only while open: each opening starts from the saved project. */}
        <ProjectDialogBody key={id === createdId ? NEW_PROJECT : id} id={id} state={state} onCreated={created} onClose={() => requestOpenChange(false)} onDirtyChange={setDirty} />
        {discard.dialog}
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = { id: string; state: ProjectDialogState; onCreated: (project: Project) => void; onClose: () => void; onDirtyChange: (dirty: boolean) => void };

function ProjectDialogBody({ id, state, onCreated, onClose, onDirtyChange }: BodyProps) {
  const router = useRouter();
  // The project Create Project answered with: shown until the page's read of it arrives.
  const [created, setCreated] = useState<Project | null>(null);
  const { viewerId, editable } = state;
  const isNew = id === NEW_PROJECT;
  // undefined: the page's read for this project is still on its way.
  const read = state.open?.id === id ? state.open.read : isNew ? null : created?.id === id ? { project: created, updates: [], staff: null } : undefined;

  const header = (description: string) => (
    <DialogHeader>
      <DialogTitle>{!editable ? "Project Details" : isNew ? "Add New Project" : "Edit Project"}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );

  if (read === undefined) {
    return (
      <>
        {header("Loading the project...")}
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading project">
          <Skeleton className="h-10" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      </>
    );
  }

  if (read === "missing" || read === "failed") {
    const missing = read === "missing";
    return (
      <>
        {header(missing ? "This project is not available." : "The project could not be loaded.")}
        <div role="alert" className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <SearchX className="size-8 text-slate-400" aria-hidden />
          <p className="font-medium text-slate-900">{missing ? "Project not found" : "Could not load the project"}</p>
          <p className="max-w-sm text-sm text-slate-600">{missing ? "It may have been deleted, or it is not shared with you." : "Please try again in a moment."}</p>
          {!missing && (
            <Button size="sm" variant="outline" onClick={() => router.refresh()}>
              Try again
            </Button>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </>
    );
  }

  const project = read?.project ?? null;
  const description = !editable
    ? "View only: projects are managed by company employees."
    : project
      ? `${project.client}: each tab saves on its own.`
      : "Enter the deployment details. Engineering notes, tasks and investor information open once the project is created.";
  return (
    <>
      {header(description)}
      {!editable ? (
        project && <ProjectView project={project} updates={read?.updates ?? []} viewerId={viewerId} onClose={onClose} />
      ) : (
        <ProjectEditor
          project={project}
          updates={read?.updates ?? []}
          staff={read?.staff ?? null}
          viewerId={viewerId}
          onCreated={(saved) => {
            setCreated(saved);
            onCreated(saved);
          }}
          onClose={onClose}
          onDirtyChange={onDirtyChange}
        />
      )}
    </>
  );
}
