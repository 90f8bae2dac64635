"use client";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DialogLoadError, useDialogParam } from "@/components/shared/url-dialog";
import { useUserDecision, type Decision } from "@/components/users/use-user-decision";
import { UserList } from "@/components/users/user-list";
import { USER_STATUSES, type ManagedUser, type UserStatus } from "@/components/users/user-status";
import { ConfirmDecisionDialog, type PendingConfirmation } from "@/components/users/confirm-decision-dialog";
import { useAuth } from "@/lib/client/use-auth";
import { useStepUp } from "@/components/security/step-up-dialog";
import { SecondFactorPolicyField } from "@/components/users/second-factor-policy-field";
import type { SecondFactorPolicy } from "@/lib/second-factor/policy";
import type { Loaded } from "@/lib/wire";

type Props = { users: Loaded<ManagedUser[]>; policy: Loaded<SecondFactorPolicy>; tab: UserStatus };

/**
 * Counts and lists of Pending, Approved and Denied users, and the second-factor switch, as the server read
 * them for this opening; each decision's action re-renders them. The tab shown is `dialog-tab`.
 */
export function UserManagementPanel({ users, policy, tab }: Props) {
  const stepUp = useStepUp();
  const { decide: send, busy } = useUserDecision(stepUp.ask);
  const { user: me } = useAuth();
  const [shown, show] = useDialogParam("tab", tab);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [deciding, setDeciding] = useState<string | undefined>();
  const run = (c: PendingConfirmation | { user: ManagedUser; decision: Decision }) => {
    setDeciding(c.user.id);
    void send(c);
  };

  if ("error" in users) return <DialogLoadError message={`Could not load users: ${users.error}`} />;

  const byStatus = (status: UserStatus) => users.data.filter((u) => u.status === status);
  const busyId = busy ? deciding : undefined;
  const decide = (user: ManagedUser, verdict: Decision) => {
    if (verdict === "approve") run({ user, decision: verdict });
    else setConfirming({ user, decision: verdict });
  };
  return (
    <Tabs value={shown} onValueChange={(value) => show(value as UserStatus)} className="grid gap-3">
      <SecondFactorPolicyField policy={policy} stepUp={stepUp.ask} />
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
