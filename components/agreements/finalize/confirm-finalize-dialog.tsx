"use client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
    // It stays open until the server has answered.
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Finalize this MSA?"
      description={`The ${templateTitle} for ${investor} is stored exactly as it is now and its template version is locked: no more comments, status changes or edits. Finalization is irreversible.`}
      confirm="Finalize"
      variant="default"
      pending={{ busy, label: "Finalizing..." }}
      onConfirm={onConfirm}
    />
  );
}
