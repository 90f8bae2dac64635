"use client";
import { useState, type FormEvent } from "react";
import { Eye, EyeOff, MessageSquarePlus, Wrench } from "lucide-react";
import type { Stage } from "@/lib/projects/schemas";
import { useAuth } from "@/lib/client/use-auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton, Spinner } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { notifySuccess, serverMessage } from "@/components/projects/project-dialog/notify";
import { UpdateItem } from "@/components/projects/engineering-updates/update-item";
import { useAddComment, useComments, useDeleteComment } from "@/components/projects/engineering-updates/use-comments";
import { LoadError } from "@/components/ui/load-error";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";

type Props = { projectId: string; stage: Stage; idPrefix: string };

/**
 * Spec 1 §2's Engineering Updates panel. Updates are added only while the project is Committed (a funded
 * project); in every other stage the history stays visible, read-only, with a line saying why (DESIGN.md).
 */
export function EngineeringUpdates({ projectId, stage, idPrefix }: Props) {
  return <EngineeringUpdatesPanel projectId={projectId} stage={stage} idPrefix={idPrefix} />;
}

// Spec 1 §8: a failure shows the server's text, else the fallback.
const fail = (fallback: string) => (err: unknown) => toast({ title: "Error", description: serverMessage(err) ?? fallback, variant: "destructive" });

function EngineeringUpdatesPanel({ projectId, stage, idPrefix }: Props) {
  const funded = stage === "Committed";
  const { user } = useAuth();
  const updates = useComments(projectId);
  const add = useAddComment(projectId);
  const remove = useDeleteComment(projectId);
  const [draft, setDraft] = useState("");
  const { busy, guard } = useSubmitGuard();
  const [shown, setShown] = useState(true);
  const listId = `${idPrefix}-updates-list`;
  const inputId = `${idPrefix}-update-input`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === "") return;
    void guard(() =>
      add.mutateAsync(content).then(
        () => {
          setDraft("");
          notifySuccess("Comment added successfully");
        },
        fail("Failed to create comment"),
      ),
    );
  };
  const onDelete = (id: string) =>
    remove.mutate(id, { onSuccess: () => notifySuccess("Comment deleted successfully"), onError: fail("Failed to delete comment") });

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
        <form onSubmit={submit} className="grid gap-2" aria-label="Add engineering update">
          <Label htmlFor={inputId}>New update</Label>
          <Textarea id={inputId} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Share progress on permits, site work, equipment..." />
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={draft.trim() === "" || busy}>
              {busy ? <Spinner label="Adding update..." showLabel className="text-white [&_svg]:text-white" /> : <><MessageSquarePlus aria-hidden /> Add Update</>}
            </Button>
          </div>
        </form>
      )}

      <div id={listId} hidden={!shown}>
        {updates.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading updates">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : updates.isError ? (
          <LoadError message={`Could not load updates: ${updates.error.message}`} onRetry={() => updates.refetch()} />
        ) : updates.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-emerald-300 bg-white/60 px-3 py-4 text-center text-sm text-slate-600">
            {funded ? "No engineering updates yet for this funded project." : "No engineering updates were added while this project was Committed."}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Engineering updates">
            {updates.data.map((u) => (
              <UpdateItem
                key={u.id}
                update={u}
                mine={funded && user !== null && u.userId === user.id}
                deleting={remove.isPending && remove.variables === u.id}
                onDelete={() => onDelete(u.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
