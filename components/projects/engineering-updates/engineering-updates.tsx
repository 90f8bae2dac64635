"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff, MessageSquarePlus, Wrench } from "lucide-react";
import { createCommentSchema, MAX_COMMENT, type Stage } from "@/lib/projects/schemas";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { lengthHint } from "@/components/ui/length-hint";
import { Spinner } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useAction } from "@/components/ui/use-action";
import { notifySuccess } from "@/components/projects/project-dialog/notify";
import type { EngineeringUpdate } from "@/components/projects/project-dialog/project-api";
import { UpdateItem } from "@/components/projects/engineering-updates/update-item";
import { addCommentAction } from "@/actions/projects/add-comment";
import { deleteCommentAction } from "@/actions/projects/delete-comment";

type Props = {
  projectId: string;
  stage: Stage;
  idPrefix: string;
  /** The saved updates, newest first: the page's server read, or the dialog's read on opening. */
  updates: EngineeringUpdate[];
  /** The signed-in user: their own updates get Delete. */
  viewerId: string | null;
  /** Called after an update was added or deleted; a page re-renders by itself, the dialog reloads its read. */
  onChanged?: () => void;
};

/**
 * Spec 1 §2's Engineering Updates panel. Updates are added only while the project is Committed (a funded
 * project); in every other stage the history stays visible, read-only, with a line saying why (DESIGN.md).
 */
export function EngineeringUpdates({ projectId, stage, idPrefix, updates, viewerId, onChanged }: Props) {
  const funded = stage === "Committed";
  const form = useForm({ resolver: zodResolver(createCommentSchema), defaultValues: { content: "" } });
  const draft = useWatch({ control: form.control, name: "content" }) ?? "";
  const error = form.formState.errors.content?.message;
  const [shown, setShown] = useState(true);
  const listId = `${idPrefix}-updates-list`;
  const inputId = `${idPrefix}-update-input`;

  // Spec 1 §8: a failure shows the server's text beneath the spec's words.
  const add = useAction(addCommentAction, {
    failure: "Failed to create comment",
    onSuccess: () => {
      form.reset();
      notifySuccess("Comment added successfully");
      onChanged?.();
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, ["content"]),
  });
  const remove = useAction(deleteCommentAction, {
    failure: "Failed to delete comment",
    onSuccess: () => {
      notifySuccess("Comment deleted successfully");
      onChanged?.();
    },
  });

  const submit = form.handleSubmit((values) => add.run({ id: projectId, ...values }));

  return (
    <section aria-labelledby={`${idPrefix}-updates-title`} className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Wrench className="size-4 text-emerald-700" aria-hidden />
          <h3 id={`${idPrefix}-updates-title`} className="font-semibold text-slate-900">
            Engineering Updates
          </h3>
          {funded && <Badge>Funded Project</Badge>}
        </div>
        <Button size="sm" variant="ghost" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((s) => !s)}>
          {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {shown ? "Hide Comments" : "Show Comments"}
        </Button>
      </div>

      {!funded && (
        <p className="rounded-lg bg-white/70 px-3 py-2 text-sm text-slate-700">
          This project is {stage}: updates can be added only while a project is Committed, so the history below is read-only.
        </p>
      )}

      {funded && (
        <form method="post" onSubmit={submit} noValidate className="grid gap-2" aria-label="Add engineering update">
          <Label htmlFor={inputId}>New update</Label>
          <Textarea
            id={inputId}
            rows={3}
            maxLength={MAX_COMMENT}
            placeholder="Share progress on permits, site work, equipment..."
            aria-invalid={!!error}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-length`}
            {...form.register("content")}
          />
          <FieldError id={`${inputId}-error`} message={error} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${inputId}-length`} className="text-xs text-slate-600">
              {lengthHint(draft.length, MAX_COMMENT)}
            </p>
            <Button type="submit" size="sm" disabled={draft.trim() === "" || add.busy}>
              {add.busy ? <Spinner label="Adding update..." showLabel className="text-white [&_svg]:text-white" /> : <><MessageSquarePlus aria-hidden /> Add Update</>}
            </Button>
          </div>
        </form>
      )}

      <div id={listId} hidden={!shown}>
        {updates.length === 0 ? (
          <p className="rounded-lg border border-dashed border-emerald-300 bg-white/60 px-3 py-4 text-center text-sm text-slate-600">
            {funded ? "No engineering updates yet for this funded project." : "No engineering updates were added while this project was Committed."}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Engineering updates">
            {updates.map((u) => (
              <UpdateItem
                key={u.id}
                update={u}
                mine={funded && viewerId !== null && u.userId === viewerId}
                deleting={remove.busy}
                onDelete={() => void remove.run({ id: u.id })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
