"use client";
import { useState } from "react";
import { SearchX } from "lucide-react";
import { ApiError } from "@/lib/client/api";
import { useAuth } from "@/lib/client/use-auth";
import { can } from "@/lib/auth/permissions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useProjectReads } from "@/components/projects/project-dialog/project-api";
import { ProjectEditor } from "@/components/projects/project-dialog/project-editor";
import { ProjectView } from "@/components/projects/project-dialog/project-view";
import { useDiscardGuard } from "@/components/shared/discard-changes";

type Props = { projectId: string | null; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Spec 1 §2 "Project dialog": Add New Project (projectId null) or Edit Project, in four tabs. External
 * users get Project Details: the same tabs as a view (issue 14, defect 11). After a create the dialog stays open on the new project, so its
 * engineering, task and investor tabs can be filled in next.
 */
export function ProjectDialog({ projectId, open, onOpenChange }: Props) {
  // Cancel, Esc, the corner's X and a click outside all ask first when a tab has unsaved edits.
  const [dirty, setDirty] = useState(false);
  const discard = useDiscardGuard(open && dirty);
  const requestOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else discard.confirmThen(() => onOpenChange(false));
  };
  return (
    <Dialog open={open} onOpenChange={requestOpenChange}>
      <DialogContent className="max-w-3xl">
        {/* Mounted only while open: each opening starts from the saved project. */}
        <ProjectDialogBody key={projectId ?? "new"} projectId={projectId} onClose={() => requestOpenChange(false)} onDirtyChange={setDirty} />
        {discard.dialog}
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = { projectId: string | null; onClose: () => void; onDirtyChange: (dirty: boolean) => void };

function ProjectDialogBody({ projectId, onClose, onDirtyChange }: BodyProps) {
  const { user } = useAuth();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = projectId ?? createdId;
  const readOnly = !can(user, "projects.write");
  const reads = useProjectReads(id, { staff: !readOnly });

  const header = (description: string) => (
    <DialogHeader>
      <DialogTitle>{readOnly ? "Project Details" : id ? "Edit Project" : "Add New Project"}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );

  if (!user || reads.pending) {
    return (
      <>
        {header("Loading the project...")}
        <div className="grid gap-4" role="status" aria-label="Loading project">
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

  if (reads.error) {
    const missing = reads.error instanceof ApiError && reads.error.status === 404;
    return (
      <>
        {header(missing ? "This project is not available." : "The project could not be loaded.")}
        <div role="alert" className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <SearchX className="size-8 text-slate-400" aria-hidden />
          <p className="font-medium text-slate-900">{missing ? "Project not found" : "Could not load the project"}</p>
          <p className="max-w-sm text-sm text-slate-600">{missing ? "It may have been deleted, or it is not shared with you." : reads.error.message}</p>
          {!missing && (
            <Button size="sm" variant="outline" onClick={reads.retry}>
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

  const data = reads.project ?? null;
  const description = readOnly
    ? "View only: projects are managed by company employees."
    : data
      ? `${data.client}: each tab saves on its own.`
      : "Enter the deployment details. Engineering notes, tasks and investor information open once the project is created.";
  return (
    <>
      {header(description)}
      {readOnly ? (
        data && <ProjectView project={data} updates={reads.updates} viewerId={user.id} onUpdatesChanged={reads.refresh} onClose={onClose} />
      ) : (
        <ProjectEditor
          project={data}
          reads={reads}
          viewerId={user.id}
          onCreated={(created) => {
            reads.seedNew(created);
            setCreatedId(created.id);
          }}
          onClose={onClose}
          onDirtyChange={onDirtyChange}
        />
      )}
    </>
  );
}
