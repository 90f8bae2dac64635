"use client";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  investor: string;
  templateTitle: string;
  busy: boolean;
  onConfirm: () => void;
};

/** Spec 2 §4: finalization asks once more, because it cannot be undone. */
export function ConfirmFinalizeDialog({ open, onOpenChange, investor, templateTitle, busy, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Finalize this MSA?</AlertDialogTitle>
          <AlertDialogDescription>
            The {templateTitle} for {investor} is stored exactly as it is now and its template version is locked: no more comments, status changes or edits.
            Finalization is irreversible.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: the dialog stays open until the server has answered. */}
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? "Finalizing..." : "Finalize"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
