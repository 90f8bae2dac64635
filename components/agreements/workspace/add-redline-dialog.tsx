"use client";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ChoiceField } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { lengthHint } from "@/components/ui/length-hint";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { COMMENT_MAX, createThreadSchema } from "@/lib/agreements/threads/schemas";
import { THREAD_TYPES } from "@/lib/agreements/statuses";
import { useCreateThread } from "@/components/agreements/use-agreement-changes";
import { THREAD_TYPE_LABELS } from "@/components/agreements/workspace/thread-labels";
import type { TextSelection } from "@/components/agreements/workspace/document-text";

const TYPE_CHOICES = THREAD_TYPES.map((t) => ({ value: t, label: THREAD_TYPE_LABELS[t] }));
// The fields this dialog asks for, with the action's own rules; the selection and version come as props.
const { threadType, comment, suggestions } = createThreadSchema.shape;
const schema = z.object({ threadType, comment, suggestions });
const FIELDS = ["threadType", "comment", "suggestions"] as const;
const EMPTY = { threadType: "comment", comment: "", suggestions: "" } as const;

type Props = { versionId: string; selection: TextSelection | null; open: boolean; onOpenChange: (open: boolean) => void; onAdded: (threadId: string) => void };

/** A redline on the selected text: its type, a comment (required) and an optional suggested wording (spec 2 §5). */
export function AddRedlineDialog({ versionId, selection, open, onOpenChange, onAdded }: Props) {
  const create = useCreateThread();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [commentText, suggestionText] = useWatch({ control: form.control, name: ["comment", "suggestions"] });
  const blank = (commentText ?? "").trim() === "";

  const submit = form.handleSubmit(async (values) => {
    if (!selection) return;
    const result = await create.run({ templateVersionId: versionId, ...selection, ...values, suggestions: values.suggestions ?? undefined });
    // A refusal's toast is on screen; the dialog keeps the text for another try, the server's word under its field.
    if (!result?.ok) {
      applyFieldErrors(form.setError, result?.fieldErrors, FIELDS);
      return;
    }
    form.reset(EMPTY);
    onOpenChange(false);
    onAdded(result.data.id);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !create.busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add redline</DialogTitle>
          <DialogDescription>Your comment is attached to the selected text and sent to the legal team.</DialogDescription>
        </DialogHeader>
        {selection && (
          <blockquote className="max-h-32 overflow-y-auto rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 font-serif text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">
            {selection.selectedText}
          </blockquote>
        )}
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Add redline">
          <Controller
            control={form.control}
            name="threadType"
            render={({ field }) => (
              <ChoiceField id="redline-type" label="Type" choices={TYPE_CHOICES} value={field.value} onChange={field.onChange} onBlur={field.onBlur} triggerRef={field.ref} error={errors.threadType?.message} />
            )}
          />
          <FormField id="redline-comment" label="Comment" error={errors.comment?.message} hint={lengthHint((commentText ?? "").length, COMMENT_MAX)}>
            {(a11y) => <Textarea {...a11y} rows={4} maxLength={COMMENT_MAX} {...form.register("comment")} />}
          </FormField>
          <FormField id="redline-suggestion" label="Suggested wording (optional)" error={errors.suggestions?.message} hint={lengthHint((suggestionText ?? "").length, COMMENT_MAX)}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={COMMENT_MAX} {...form.register("suggestions")} />}
          </FormField>
          <DialogFormFooter busy={create.busy} busyLabel="Adding..." submit="Add Comment" disabled={blank} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
