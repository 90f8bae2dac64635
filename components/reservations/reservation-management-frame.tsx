"use client";
// The dialog's frame and skeleton, apart from its contents: the portal's @dialog slot (on every page) draws
// these at once, and the contents' code loads only when the dialog opens (app/(portal)/@dialog/panels.tsx).
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlDialog } from "@/components/shared/url-dialog";

/**
 * Spec 1 §2 "Project Reservation Management" (employee side menu, `?open=project-reservations`): the frame;
 * its contents are read on the server.
 */
export function ReservationManagementDialog({ children }: { children: ReactNode }) {
  return (
    <UrlDialog
      title="Project Reservation Management"
      description="Reserve a Committed project for an approved investor, approve or reject pending reservations, and see who is waiting."
      className="max-w-2xl"
    >
      {children}
    </UrlDialog>
  );
}

/** While the server reads the dialog's contents. */
export function ReservationManagementLoading() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading reservations">
      <Skeleton className="h-16" />
      <Skeleton className="h-10" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}
