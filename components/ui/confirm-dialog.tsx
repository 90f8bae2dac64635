"use client";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";

type Props = {
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's text. */
  confirm: string;
  cancel?: string;
  variant?: "default" | "destructive";
  onConfirm: () => void;
  /** Opens the dialog on click (uncontrolled); without it, `open` and `onClose` control it. */
  trigger?: ReactNode;
  open?: boolean;
  onClose?: () => void;
  /**
   * Given when the dialog waits for the server: it stays open until the caller closes it, and both
   * buttons are disabled meanwhile. Without it, confirming closes the dialog at once.
   */
  pending?: { busy: boolean; label: string };
};

/** A yes/no question before something that takes effect at once (Esc and Cancel say no). */
export function ConfirmDialog({ title, description, confirm, cancel = "Cancel", variant = "destructive", onConfirm, trigger, open, onClose, pending }: Props) {
  const busy = pending?.busy ?? false;
  const control = trigger ? {} : { open, onOpenChange: (next: boolean) => !next && !busy && onClose?.() };
  return (
    <AlertDialog {...control}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancel}</AlertDialogCancel>
          {pending ? (
            <Button variant={variant} disabled={busy} onClick={onConfirm}>
              {busy ? <Spinner label={pending.label} showLabel className="text-white [&_svg]:text-white" /> : confirm}
            </Button>
          ) : (
            <AlertDialogAction variant={variant} onClick={onConfirm}>
              {confirm}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
