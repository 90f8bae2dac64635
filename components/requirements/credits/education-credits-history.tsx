"use client";
import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DeleteEntryButton } from "@/components/requirements/delete-entry-button";
import { formatHours, hoursPhrase, shortDate } from "@/components/requirements/format";
import { ListState } from "@/components/requirements/list-state";
import { creditsKey } from "@/components/requirements/query-keys";
import { RejectionReason } from "@/components/requirements/rejection-reason";
import { StatusBadge } from "@/components/requirements/status-badge";
import type { EducationCredit } from "@/components/requirements/credits/types";
import { useDeleteCredit } from "@/components/requirements/credits/use-education-credits";

type Props = { year: number; onEdit: (credit: EducationCredit) => void };

/** Spec 2 §4: edit only while pending; delete while pending or rejected (shown as denied). */
export function EducationCreditsHistory({ year, onEdit }: Props) {
  const credits = useQuery<EducationCredit[]>({ queryKey: creditsKey(year) });
  const remove = useDeleteCredit();
  return (
    <ListState query={credits} failure="Could not load your education credits." emptyTitle="No credits logged yet" emptyText={`Credits you log for ${year} appear here.`}>
      {(rows) => (
        <ul className="grid gap-2" aria-label={`Education credits ${year}`}>
          {rows.map((c) => (
            <li key={c.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="wrap-anywhere font-medium text-slate-900">{c.courseName}</span>
                  <StatusBadge kind="education-credits" status={c.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {c.provider} · {shortDate(c.completionDate)} · <span className="tabular-nums">{formatHours(c.creditHours)} h</span>
                </p>
                {c.description && <p className="wrap-anywhere text-sm text-slate-600">{c.description}</p>}
                {c.status === "rejected" && c.rejectionReason && <RejectionReason reason={c.rejectionReason} />}
              </div>
              <div className="flex gap-1">
                {c.status === "pending" && (
                  <Button size="sm" variant="ghost" onClick={() => onEdit(c)} aria-label={`Edit ${c.courseName}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                )}
                {c.status !== "approved" && (
                  <DeleteEntryButton label={`Delete ${c.courseName}`} what={`${c.courseName} (${hoursPhrase(c.creditHours, "credit hour")})`} disabled={remove.busy} onConfirm={() => void remove.run(c.id)} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
