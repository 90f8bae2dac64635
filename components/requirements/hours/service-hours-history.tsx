"use client";
import { useQuery } from "@tanstack/react-query";
import { Paperclip, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DeleteEntryButton } from "@/components/requirements/delete-entry-button";
import { formatHours, hoursPhrase, shortDate } from "@/components/requirements/format";
import { ListState } from "@/components/requirements/list-state";
import { hoursKey } from "@/components/requirements/query-keys";
import { RejectionReason } from "@/components/requirements/rejection-reason";
import { StatusBadge } from "@/components/requirements/status-badge";
import type { ServiceHoursEntry } from "@/components/requirements/hours/types";
import { useDeleteHours } from "@/components/requirements/hours/use-service-hours";
import { SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

type Props = { year: number; onEdit: (entry: ServiceHoursEntry) => void };

/** Spec 2 §2 History: this year's entries; edit and delete only where §4 allows (pending). */
export function ServiceHoursHistory({ year, onEdit }: Props) {
  const entries = useQuery<ServiceHoursEntry[]>({ queryKey: hoursKey(year) });
  const remove = useDeleteHours();
  return (
    <ListState query={entries} failure="Could not load your service hours." emptyTitle="No hours logged yet" emptyText={`Hours you log for ${year} appear here.`}>
      {(rows) => (
        <ul className="grid gap-2" aria-label={`Service hours ${year}`}>
          {rows.map((e) => (
            <li key={e.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium tabular-nums text-slate-900">{formatHours(e.hours)} h</span>
                  <span className="text-sm text-slate-600">{shortDate(e.serviceDate)}</span>
                  <StatusBadge kind="service-hours" status={e.status} />
                </div>
                <p className="text-xs font-medium text-slate-600">{SERVICE_CATEGORY_LABELS[e.category]}</p>
                <p className="wrap-anywhere text-sm text-slate-800">{e.description}</p>
                {e.status === "rejected" && e.rejectionReason && <RejectionReason reason={e.rejectionReason} />}
                {e.evidence && (
                  <a href={e.evidence.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs text-emerald-700 underline">
                    <Paperclip className="size-3" aria-hidden />
                    {e.evidence.fileName}
                  </a>
                )}
              </div>
              {e.status === "pending" && (
                <div className="flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => onEdit(e)} aria-label={`Edit entry of ${shortDate(e.serviceDate)}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  <DeleteEntryButton
                    label={`Delete entry of ${shortDate(e.serviceDate)}`}
                    what={`${hoursPhrase(e.hours)} on ${shortDate(e.serviceDate)}`}
                    disabled={remove.busy}
                    onConfirm={() => void remove.run(e.id)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
