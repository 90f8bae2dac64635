"use client";
import { useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  /** What is rejected, for the trigger's accessible name ("Reject {what}") and the field's id. */
  what: string;
  id: string;
  /** "entry", "completion": the dialog's title and submit button read "Reject {noun}". */
  noun: string;
  description: ReactNode;
  maxLength: number;
  disabled: boolean;
  pending: boolean;
  /** Sends the trimmed reason; a failure keeps the dialog open (its toast says why). */
  onReject: (reason: string) => Promise<unknown>;
};

/**
 * The one reject-with-reason dialog (hour entries and credits in the review queue, course completions):
 * a Reject trigger, a required reason (the submit stays disabled while it is blank), Cancel.
 */
export function RejectWithReasonDialog({ what, id, noun, description, maxLength, disabled, pending, onReject }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const blank = reason.trim() === "";
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (blank || pending) return;
    try {
      await onReject(reason.trim());
      setOpen(false);
      setReason("");
    } catch {
      // The toast says why; the dialog stays open to retry or cancel.
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Reject ${what}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <X aria-hidden />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reject {noun}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label={`Reject ${noun}`}>
          <FormField id={`reject-reason-${id}`} label="Reason">
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={maxLength} value={reason} onChange={(e) => setReason(e.target.value)} required />}
          </FormField>
          <DialogFormFooter busy={pending} busyLabel="Rejecting..." submit={`Reject ${noun}`} disabled={blank} variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
