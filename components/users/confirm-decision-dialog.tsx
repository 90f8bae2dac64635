"use client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ManagedUser } from "@/components/users/user-status";

export type PendingConfirmation = { user: ManagedUser; decision: "deny" | "revoke" | "reset" };

const TEXT = {
  deny: { title: (u: string) => `Deny ${u}?`, body: "They will not be able to log in. You can approve them later from the Denied list.", action: "Deny" },
  revoke: {
    title: (u: string) => `Revoke access for ${u}?`,
    body: "They are signed out everywhere at once and can no longer log in. You can approve them again from the Denied list.",
    action: "Revoke access",
  },
  reset: {
    title: (u: string) => `Reset the second factor of ${u}?`,
    body: "Their authenticator codes and recovery codes stop working, they are signed out everywhere, and they are told by notification and mail. Do this only once you are sure it is them asking (a lost phone).",
    action: "Reset second factor",
  },
} as const;

type Props = { pending: PendingConfirmation | null; onCancel: () => void; onConfirm: (pending: PendingConfirmation) => void };

/** Deny, revoke and a second-factor reset take effect at once (sessions end): each asks first. */
export function ConfirmDecisionDialog({ pending, onCancel, onConfirm }: Props) {
  const text = pending ? TEXT[pending.decision] : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={onCancel}
      title={pending && text ? text.title(pending.user.username) : ""}
      description={text?.body}
      confirm={text?.action ?? ""}
      onConfirm={() => pending && onConfirm(pending)}
    />
  );
}
