"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ProjectView } from "@/components/projects/project-dialog/project-view";
import type { EngineeringUpdate, Project } from "@/components/projects/project-dialog/project-api";
import { ReservingProvider, type Reserving } from "@/components/reservations/reserving-context";

type Props = { project: Project; updates: EngineeringUpdate[]; reserving: Reserving | null; viewerId: string };

/**
 * Spec 1 §2: at /project/{id}/edit, anyone but an employee gets the read-only dialog view, rendered on the
 * server with its data. Closing it goes to the dashboard; a change (a reservation, an update) re-reads the page.
 */
export function ReadOnlyProjectView({ project, updates, reserving, viewerId }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) router.push("/dashboard");
  };
  return (
    <ReservingProvider value={reserving}>
      <BackToDashboard />
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Project Details</DialogTitle>
            <DialogDescription>View only: projects are managed by company employees.</DialogDescription>
          </DialogHeader>
          <ProjectView project={project} updates={updates} viewerId={viewerId} onUpdatesChanged={() => router.refresh()} onClose={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
    </ReservingProvider>
  );
}
