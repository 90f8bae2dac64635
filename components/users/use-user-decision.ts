"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_USERS_KEY } from "@/components/users/user-status";

const DECISIONS = {
  approve: { run: approveUserAction, success: "User Approved", failure: "Approval Failed", outcome: "can now log in", variant: "success" },
  deny: { run: denyUserAction, success: "User Denied", failure: "Denial Failed", outcome: "has been denied access", variant: "default" },
} as const;

export type Decision = keyof typeof DECISIONS;

/** Approve or deny one account through the server actions, then reload the lists; toasts per spec 1 §8. */
export function useUserDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: Decision }) => {
      const result = await DECISIONS[decision].run({ id });
      if (!result.ok) throw new Error(result.error);
      return result.data;
    },
    onSuccess: (user, { decision }) => {
      const { success, outcome, variant } = DECISIONS[decision];
      toast({ title: success, description: `${user.username} ${outcome}.`, variant });
    },
    onError: (err, { decision }) => {
      toast({ title: DECISIONS[decision].failure, description: err.message, variant: "destructive" });
    },
    // Other screens' user pickers read /api/users: refresh those too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_USERS_KEY }), qc.invalidateQueries({ queryKey: ["/api/users"] })]),
  });
}
