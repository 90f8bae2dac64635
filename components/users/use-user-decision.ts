"use client";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { resetSecondFactorAction } from "@/actions/security/reset-second-factor";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import type { ManagedUser } from "@/components/users/user-status";

// Revoking is a denial of an approved account: the same action, from another status.
const DECISIONS = {
  approve: { success: "User Approved", failure: "Approval Failed", outcome: "can now log in", variant: "success" },
  deny: { success: "User Denied", failure: "Denial Failed", outcome: "has been denied access", variant: "default" },
  revoke: { success: "Access Revoked", failure: "Revocation Failed", outcome: "can no longer log in and was signed out", variant: "default" },
  reset: { success: "Second Factor Reset", failure: "Reset Failed", outcome: "", variant: "default" },
} as const;

export type Decision = keyof typeof DECISIONS;

/**
 * Approve, deny, revoke or reset one account's second factor through its action, sending the status the
 * screen showed so a stale screen cannot overturn a colleague's decision; toasts per spec 1 §8. The action
 * re-renders the dialog with the accounts as they are now (after a success, and after a 409: a colleague
 * decided first). An approval may ask for the password again first (`stepUp`).
 */
export function useUserDecision(stepUp: (retry: () => void) => void) {
  const handlers = (decision: Decision) => ({
    failure: DECISIONS[decision].failure,
    // A decision answers the account; a reset answers its own sentence.
    onSuccess: (data: { username: string } | { message: string }) => {
      const { success, outcome, variant } = DECISIONS[decision];
      toast({ title: success, description: "username" in data ? `${data.username} ${outcome}.` : data.message, variant });
    },
  });
  const actions = {
    approve: useAction(approveUserAction, { ...handlers("approve"), stepUp }),
    deny: useAction(denyUserAction, handlers("deny")),
    revoke: useAction(denyUserAction, handlers("revoke")),
    reset: useAction(resetSecondFactorAction, handlers("reset")),
  };
  const busy = Object.values(actions).some((a) => a.busy);
  const decide = async ({ user, decision }: { user: ManagedUser; decision: Decision }) => {
    if (busy) return;
    await actions[decision].run({ id: user.id, expectedStatus: user.status });
  };
  return { decide, busy };
}
