"use client";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { lengthHint } from "@/components/ui/length-hint";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { COMMENT_MAX, replySchema } from "@/lib/agreements/threads/schemas";
import { useReply } from "@/components/agreements/use-agreement-changes";

/** A reply needs non-blank text (spec 2 §5); the button waits for it and for the request. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const reply = useReply();
  const form = useForm({ resolver: zodResolver(replySchema), defaultValues: { text: "" } });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const error = form.formState.errors.text?.message;
  const id = `reply-${threadId}`;

  const submit = form.handleSubmit(async (values) => {
    const result = await reply.run({ threadId, ...values });
    // A refusal's toast is on screen; the text stays for another try, the server's word under it.
    if (result?.ok) form.reset();
    else applyFieldErrors(form.setError, result?.fieldErrors, ["text"]);
  });

  // method="post": a press before the page is interactive re-renders it rather than putting the text in a URL.
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-2" aria-label="Reply">
      <Label htmlFor={id} className="sr-only">
        Reply
      </Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={COMMENT_MAX}
        placeholder="Write a reply..."
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : `${id}-length`}
        {...form.register("text")}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-length`} className="text-xs text-slate-500">
          {lengthHint(text.length, COMMENT_MAX)}
        </p>
        <Button type="submit" size="sm" disabled={reply.busy || text.trim() === ""}>
          {reply.busy ? "Replying..." : "Reply"}
        </Button>
      </div>
    </form>
  );
}
