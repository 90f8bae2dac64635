"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverText } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_USERS_KEY, type ManagedUser } from "@/components/users/user-status";

// Revoking is a denial of an approved account: the same endpoint, from another status.
const DECISIONS = {
  approve: { path: "approve", success: "User Approved", failure: "Approval Failed", outcome: "can now log in", variant: "success" },
  deny: { path: "deny", success: "User Denied", failure: "Denial Failed", outcome: "has been denied access", variant: "default" },
  revoke: { path: "deny", success: "Access Revoked", failure: "Revocation Failed", outcome: "can no longer log in and was signed out", variant: "default" },
} as const;

export type Decision = keyof typeof DECISIONS;

/**
 * Approve, deny or revoke one account (POST /api/admin/users/{id}/approve|deny), sending the status the
 * screen showed so a stale screen cannot overturn a colleague's decision; toasts per spec 1 §8.
 */
export function useUserDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ user, decision }: { user: ManagedUser; decision: Decision }) =>
      apiRequest<ManagedUser>("POST", `/api/admin/users/${encodeURIComponent(user.id)}/${DECISIONS[decision].path}`, { expectedStatus: user.status }),
    onSuccess: (user, { decision }) => {
      const { success, outcome, variant } = DECISIONS[decision];
      toast({ title: success, description: `${user.username} ${outcome}.`, variant });
    },
    onError: (err, { decision }) => {
      toast({ title: DECISIONS[decision].failure, description: serverText(err), variant: "destructive" });
    },
    // Other screens' user pickers read /api/users: refresh those too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_USERS_KEY }), qc.invalidateQueries({ queryKey: ["/api/users"] })]),
  });
}
