"use client";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { X } from "lucide-react";
import type { ActionResult } from "@/lib/action";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

/** The one text the rejection sends: its name in the action's input, and that field's own schema. */
export type RejectField<T> = {
  name: string;
  label: string;
  hint?: string;
  /** A required reason keeps the submit disabled while it is blank (an optional note does not). */
  required: boolean;
  maxLength: number;
  /** Takes the field's text (an optional field's schema may also take null or nothing). */
  schema: z.ZodType<T, string | null | undefined>;
};

type Props<T> = {
  /** What is rejected, for the trigger's accessible name ("Reject {what}") and the field's id. */
  what: string;
  id: string;
  /** "entry", "completion", "reservation": the dialog's title and submit button read "Reject {noun}". */
  noun: string;
  description: ReactNode;
  field: RejectField<T>;
  disabled: boolean;
  pending: boolean;
  /** Sends the parsed text; the action's answer decides whether the dialog closes. */
  onReject: (value: T) => Promise<ActionResult<unknown> | undefined>;
};

/**
 * The one reject dialog (hour entries and credits in the review queue, course completions, reservations):
 * a Reject trigger, the reason or note checked by the action's own schema, Cancel. It closes once the
 * rejection is made, or when someone decided the record meanwhile (409: nothing left to retry); any other
 * failure keeps it open with the text (the toast says why, a field's message shows under the field).
 */
export function RejectDialog<T>({ what, id, noun, description, field, disabled, pending, onReject }: Props<T>) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ text: string | null | undefined }, unknown, { text: T }>({ resolver: zodResolver(z.object({ text: field.schema })), defaultValues: { text: "" } });
  const text = useWatch({ control: form.control, name: "text" });
  const blank = field.required && (text ?? "").trim() === "";
  const onSubmit = form.handleSubmit(async ({ text }) => {
    const result = await onReject(text);
    if (!result) return;
    if (result.ok || result.status === 409) {
      setOpen(false);
      form.reset();
    } else if (result.fieldErrors?.[field.name]) {
      applyFieldErrors(form.setError, { text: result.fieldErrors[field.name] }, ["text"]);
    }
  });
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
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Reject ${noun}`}>
          <FormField id={`reject-${field.name}-${id}`} label={field.label} hint={field.hint} error={form.formState.errors.text?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={field.maxLength} required={field.required} {...form.register("text")} />}
          </FormField>
          <DialogFormFooter busy={pending} busyLabel="Rejecting..." submit={`Reject ${noun}`} disabled={blank} variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
