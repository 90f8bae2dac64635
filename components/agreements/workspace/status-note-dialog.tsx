"use client";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { changeVersionStatusSchema, NOTE_MAX } from "@/lib/agreements/versions/schemas";
import type { VersionStatus } from "@/lib/agreements/statuses";
import { useChangeStatus } from "@/components/agreements/use-agreement-changes";

type Props = {
  versionId: string;
  /** The status the screen shows: the move happens only from it. */
  from: VersionStatus;
  status: "approved" | "rejected";
  templateTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The note with the action's own rule; the status and the one the screen showed come as props.
const schema = z.object({ note: changeVersionStatusSchema.shape.note });

const COPY = {
  approved: { title: "Approve template", label: "Approval note (optional)", confirm: "Approve", busy: "Approving..." },
  rejected: { title: "Reject template", label: "Rejection note", confirm: "Reject", busy: "Rejecting..." },
} as const;

/** Spec 2 §4/§5: approving takes an optional note; rejecting needs one (the button waits for it). */
export function StatusNoteDialog({ versionId, from, status, templateTitle, open, onOpenChange }: Props) {
  const change = useChangeStatus();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { note: "" } });
  const copy = COPY[status];
  // The action refuses a rejection without a note; the button says so first by waiting for one.
  const note = useWatch({ control: form.control, name: "note" }) ?? "";
  const needsNote = status === "rejected" && note.trim() === "";

  const submit = form.handleSubmit(async ({ note }) => {
    const result = await change.run({ versionId, status, expectedStatus: from, note: note ?? undefined });
    // A refusal's toast is on screen; the dialog stays open, unless the version moved meanwhile (nothing to retry).
    if (!result) return;
    if (!result.ok && result.status !== 409) {
      applyFieldErrors(form.setError, result.fieldErrors, ["note"]);
      return;
    }
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !change.busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{templateTitle}. The investor is notified with your note.</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label={copy.title}>
          <FormField id={`status-note-${status}`} label={copy.label} error={form.formState.errors.note?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={NOTE_MAX} {...form.register("note")} />}
          </FormField>
          <DialogFormFooter busy={change.busy} busyLabel={copy.busy} submit={copy.confirm} disabled={needsNote} variant={status === "rejected" ? "destructive" : "default"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
