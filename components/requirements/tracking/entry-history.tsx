"use client";
import { Pencil } from "lucide-react";
import type { FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DeleteEntryButton } from "@/components/requirements/delete-entry-button";
import { RejectionReason } from "@/components/requirements/rejection-reason";
import { StatusBadge } from "@/components/requirements/status-badge";
import { useEntryAction } from "@/components/requirements/use-entry-action";
import type { TrackedEntry, TrackingKind } from "@/components/requirements/tracking/kind";

type Props<E extends TrackedEntry, V extends FieldValues, D> = { kind: TrackingKind<E, V, D>; year: number; entries: E[]; onEdit: (entry: E) => void };

/** Spec 2 §2 History: the year's entries as the page read them, newest first; edit and delete only where §4 allows. */
export function EntryHistory<E extends TrackedEntry, V extends FieldValues, D>({ kind, year, entries, onEdit }: Props<E, V, D>) {
  const remove = useEntryAction(kind.actions.remove, kind.messages.remove);
  const { history } = kind;
  if (entries.length === 0) return <EmptyState title={history.emptyTitle} description={history.emptyText(year)} />;
  return (
    <ul className="grid gap-2" aria-label={`${kind.tabsLabel} ${year}`}>
      {entries.map((e) => (
        <li key={e.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {history.headline(e)}
              <StatusBadge kind={kind.review} status={e.status} />
            </div>
            {history.details(e)}
            {e.status === "rejected" && e.rejectionReason && <RejectionReason reason={e.rejectionReason} />}
            {history.attachment?.(e)}
          </div>
          <div className="flex gap-1">
            {e.status === "pending" && (
              <Button size="sm" variant="ghost" onClick={() => onEdit(e)} aria-label={`Edit ${history.name(e)}`}>
                <Pencil aria-hidden />
                Edit
              </Button>
            )}
            {history.deletable(e) && <DeleteEntryButton label={`Delete ${history.name(e)}`} what={history.what(e)} disabled={remove.busy} onConfirm={() => void remove.run(e.id)} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
