"use client";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{pending && text ? text.title(pending.user.username) : ""}</AlertDialogTitle>
          <AlertDialogDescription>{text?.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => pending && onConfirm(pending)}>
            {text?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
