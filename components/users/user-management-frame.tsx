"use client";
// The dialog's frame and skeleton, apart from its contents: the portal's @dialog slot (on every page) draws
// these at once, and the contents' code loads only when the dialog opens (app/(portal)/@dialog/panels.tsx).
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlDialog } from "@/components/shared/url-dialog";

/** Spec 1 §2 "User Management" (`?open=user-management`): the frame; its contents are read on the server. */
export function UserManagementDialog({ children }: { children: ReactNode }) {
  return (
    <UrlDialog
      title="User Management"
      description="Approve or deny accounts waiting for access, revoke an approved account or reset its second factor, and choose whose accounts need one. Denying, revoking or resetting signs it out everywhere."
      className="max-w-2xl"
    >
      {children}
    </UrlDialog>
  );
}

/** While the server reads the accounts. */
export function UserManagementLoading() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading users">
      <Skeleton className="h-10" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}
