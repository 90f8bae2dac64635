"use client";
import { useState } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ChoiceField } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { lengthHint } from "@/components/ui/length-hint";
import { COMMENT_MAX } from "@/lib/agreements/threads/schemas";
import { THREAD_TYPES, type ThreadType } from "@/lib/agreements/statuses";
import { useCreateThread } from "@/components/agreements/use-agreement-changes";
import { THREAD_TYPE_LABELS } from "@/components/agreements/workspace/thread-labels";
import type { TextSelection } from "@/components/agreements/workspace/document-text";

const TYPE_CHOICES = THREAD_TYPES.map((t) => ({ value: t, label: THREAD_TYPE_LABELS[t] }));

type Props = { versionId: string; selection: TextSelection | null; open: boolean; onOpenChange: (open: boolean) => void; onAdded: (threadId: string) => void };

/** A redline on the selected text: its type, a comment (required) and an optional suggested wording (spec 2 §5). */
export function AddRedlineDialog({ versionId, selection, open, onOpenChange, onAdded }: Props) {
  const create = useCreateThread();
  const [threadType, setThreadType] = useState<ThreadType>("comment");
  const [comment, setComment] = useState("");
  const [suggestions, setSuggestions] = useState("");
  const [touched, setTouched] = useState(false);
  const blank = comment.trim() === "";

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (blank || !selection) return;
    const result = await create.run({ templateVersionId: versionId, ...selection, threadType, comment, suggestions: suggestions.trim() || undefined });
    // A refusal's toast is on screen; the dialog keeps the text for another try.
    if (!result?.ok) return;
    setComment("");
    setSuggestions("");
    setThreadType("comment");
    setTouched(false);
    onOpenChange(false);
    onAdded(result.data.id);
  }

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
          <ChoiceField id="redline-type" label="Type" choices={TYPE_CHOICES} value={threadType} onChange={(v) => setThreadType(v as ThreadType)} />
          <FormField id="redline-comment" label="Comment" error={touched && blank ? "Comment is required" : undefined} hint={lengthHint(comment.length, COMMENT_MAX)}>
            {(a11y) => <Textarea {...a11y} rows={4} maxLength={COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </FormField>
          <FormField id="redline-suggestion" label="Suggested wording (optional)" hint={lengthHint(suggestions.length, COMMENT_MAX)}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={COMMENT_MAX} value={suggestions} onChange={(e) => setSuggestions(e.target.value)} />}
          </FormField>
          <DialogFormFooter busy={create.busy} busyLabel="Adding..." submit="Add Comment" disabled={blank} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
