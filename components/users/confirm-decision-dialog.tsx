"use client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ManagedUser } from "@/components/users/user-status";

export type PendingConfirmation = { user: ManagedUser; decision: "deny" | "revoke" };

const TEXT = {
  deny: { title: (u: string) => `Deny ${u}?`, body: "They will not be able to log in. You can approve them later from the Denied list.", action: "Deny" },
  revoke: {
    title: (u: string) => `Revoke access for ${u}?`,
    body: "They are signed out everywhere at once and can no longer log in. You can approve them again from the Denied list.",
    action: "Revoke access",
  },
} as const;

type Props = { pending: PendingConfirmation | null; onCancel: () => void; onConfirm: (pending: PendingConfirmation) => void };

/** Deny and revoke take effect at once (sessions end): both ask first. */
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
