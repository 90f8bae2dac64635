"use client";
// Issue 14, defect 9: leaving a form with unsaved edits asks first. `confirmThen(leave)` leaves at once
// when nothing changed, else opens an accessible confirmation (no browser confirm()); closing the tab
// or reloading while dirty gets the browser's own leave-page prompt.
import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      onClose={onKeep}
      title="Discard unsaved changes?"
      description="Your edits to this project have not been saved. If you leave now, they are lost."
      cancel="Keep editing"
      confirm="Discard changes"
      onConfirm={onDiscard}
    />
  );
}
