"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { useUserDecision, type Decision } from "@/components/users/use-user-decision";
import { UserList } from "@/components/users/user-list";
import { ADMIN_USERS_KEY, USER_STATUSES, type ManagedUser } from "@/components/users/user-status";
import { LoadError } from "@/components/ui/load-error";
import { ConfirmDecisionDialog, type PendingConfirmation } from "@/components/users/confirm-decision-dialog";
import { useAuth } from "@/lib/client/use-auth";
import { useStepUp } from "@/components/security/step-up-dialog";
import { SecondFactorPolicyField } from "@/components/users/second-factor-policy-field";

/** Spec 1 §2 "User Management": counts and lists of Pending, Approved and Denied users. */
export function UserManagementDialog({ open, onOpenChange }: MenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>User Management</DialogTitle>
          <DialogDescription>Approve or deny accounts waiting for access, revoke an approved account or reset its second factor, and choose whose accounts need one. Denying, revoking or resetting signs it out everywhere.</DialogDescription>
        </DialogHeader>
        <UserManagementBody />
      </DialogContent>
    </Dialog>
  );
}

function UserManagementBody() {
  // Mounted only while the dialog is open; each opening reads the current accounts (a dialog's contents
  // load when it opens, not with the page), and each decision reads them again.
  const users = useQuery<ManagedUser[]>({ queryKey: ADMIN_USERS_KEY, refetchOnMount: "always" });
  const stepUp = useStepUp();
  const { decide: send, busy } = useUserDecision(() => void users.refetch(), stepUp.ask);
  const { user: me } = useAuth();
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [deciding, setDeciding] = useState<string | undefined>();
  const run = (c: PendingConfirmation | { user: ManagedUser; decision: Decision }) => {
    setDeciding(c.user.id);
    void send(c);
  };

  if (users.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading users">
        <Skeleton className="h-10" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (users.isError) {
    return <LoadError message={`Could not load users: ${users.error.message}`} onRetry={() => users.refetch()} />;
  }

  const byStatus = (status: ManagedUser["status"]) => users.data.filter((u) => u.status === status);
  const busyId = busy ? deciding : undefined;
  const decide = (user: ManagedUser, verdict: Decision) => {
    if (verdict === "approve") run({ user, decision: verdict });
    else setConfirming({ user, decision: verdict });
  };
  return (
    <Tabs defaultValue="pending" className="grid gap-3">
      <SecondFactorPolicyField stepUp={stepUp.ask} />
      {stepUp.dialog}
      <ConfirmDecisionDialog
        pending={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(c) => {
          setConfirming(null);
          run(c);
        }}
      />
      <TabsList aria-label="Users by status">
        {USER_STATUSES.map(({ status, label }) => (
          <TabsTrigger key={status} value={status}>
            {label}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-700 max-[380px]:px-1" data-testid={`count-${status}`}>
              {byStatus(status).length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {USER_STATUSES.map(({ status }) => (
        <TabsContent key={status} value={status}>
          <UserList users={byStatus(status)} busyId={busyId} selfId={me?.id} onDecide={decide} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
