"use client";
// Issue 14, defect 9: leaving a form with unsaved edits asks first. `confirmThen(leave)` leaves at once
// when nothing changed, else opens an accessible confirmation (no browser confirm()); closing the tab
// or reloading while dirty gets the browser's own leave-page prompt.
import { useCallback, useEffect, useState } from "react";
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

export function useDiscardGuard(dirty: boolean) {
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const confirmThen = useCallback(
    (action: () => void) => {
      if (dirty) setLeave(() => action);
      else action();
    },
    [dirty],
  );

  const dialog = (
    <DiscardChangesDialog
      open={leave !== null}
      onKeep={() => setLeave(null)}
      onDiscard={() => {
        setLeave(null);
        leave?.();
      }}
    />
  );
  return { confirmThen, dialog };
}

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

export function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
          <AlertDialogDescription>Your edits to this project have not been saved. If you leave now, they are lost.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDiscard}>
            Discard changes
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
