"use client";
import { useQueryClient } from "@tanstack/react-query";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import type { ManagedUser } from "@/components/users/user-status";

// Revoking is a denial of an approved account: the same action, from another status.
const DECISIONS = {
  approve: { success: "User Approved", failure: "Approval Failed", outcome: "can now log in", variant: "success" },
  deny: { success: "User Denied", failure: "Denial Failed", outcome: "has been denied access", variant: "default" },
  revoke: { success: "Access Revoked", failure: "Revocation Failed", outcome: "can no longer log in and was signed out", variant: "default" },
} as const;

export type Decision = keyof typeof DECISIONS;

const succeeded = (decision: Decision) => (user: { username: string }) => {
  const { success, outcome, variant } = DECISIONS[decision];
  toast({ title: success, description: `${user.username} ${outcome}.`, variant });
};

/**
 * Approve, deny or revoke one account through its action, sending the status the screen showed so a
 * stale screen cannot overturn a colleague's decision; toasts per spec 1 §8. `onSettled` reloads the list.
 */
export function useUserDecision(onSettled: () => void) {
  const qc = useQueryClient();
  const actions = {
    approve: useAction(approveUserAction, { failure: DECISIONS.approve.failure, onSuccess: succeeded("approve") }),
    deny: useAction(denyUserAction, { failure: DECISIONS.deny.failure, onSuccess: succeeded("deny") }),
    revoke: useAction(denyUserAction, { failure: DECISIONS.revoke.failure, onSuccess: succeeded("revoke") }),
  };
  const busy = actions.approve.busy || actions.deny.busy || actions.revoke.busy;
  const decide = async ({ user, decision }: { user: ManagedUser; decision: Decision }) => {
    if (busy) return;
    await actions[decision].run({ id: user.id, expectedStatus: user.status });
    onSettled();
    // Other screens' user pickers read /api/users when they open: let them read again.
    void qc.invalidateQueries({ queryKey: ["/api/users"] });
  };
  return { decide, busy };
}
