"use client";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { label: string; what: string; disabled: boolean; onConfirm: () => void };

/** Spec 2 §4: delete asks for confirmation first. */
export function DeleteEntryButton({ label, what, disabled, onConfirm }: Props) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" disabled={disabled} aria-label={label} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete this entry?"
      description={`${what} will be removed. This cannot be undone.`}
      confirm="Delete"
      onConfirm={onConfirm}
    />
  );
}
