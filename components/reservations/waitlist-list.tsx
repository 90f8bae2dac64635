"use client";
// Issue 22 §2: every project's waitlist for employees, in order, with who holds the project now and
// whether each investor in line is ready (the promotion skips those who are not).
import { format } from "date-fns";
import { ListOrdered } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { DialogLoadError } from "@/components/shared/url-dialog";
import { ordinal } from "@/lib/reservations/waitlist-policy";
import type { ProjectWaitlist } from "@/components/reservations/types";
import type { Loaded } from "@/lib/wire";

export function WaitlistList({ waitlists }: { waitlists: Loaded<ProjectWaitlist[]> }) {
  if ("error" in waitlists) return <DialogLoadError message={`Could not load waitlists: ${waitlists.error}`} />;
  if (waitlists.data.length === 0) {
    return <EmptyState icon={ListOrdered} title="No one is waiting" description="Investors join a project's waitlist when someone else holds it; the first ready one gets it when it is released." />;
  }
  return (
    <ul className="grid max-h-[55dvh] gap-3 overflow-y-auto" aria-label="Waitlists">
      {waitlists.data.map((w) => (
        <li key={w.projectId} className="rounded-lg border border-slate-200 p-3" aria-label={`Waitlist for ${w.client}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="break-words font-medium text-slate-900">{w.client}</span>
            {w.holder && (
              <span className="text-xs text-slate-600">
                Held by <span className="font-medium text-slate-800">{w.holder.username}</span>
                {w.holder.reservationStatus && ` (${w.holder.reservationStatus})`}
              </span>
            )}
          </div>
          <ol className="mt-2 grid gap-1 text-sm">
            {w.entries.map((e) => (
              <li key={e.userId} className="flex flex-wrap items-center gap-x-2">
                <span className="w-10 tabular-nums text-slate-500">{ordinal(e.place)}</span>
                <span className="font-medium text-slate-800">{e.username}</span>
                <span className="text-xs text-slate-500">
                  since <time dateTime={e.joinedAt}>{format(new Date(e.joinedAt), "MM/dd/yyyy h:mm a")}</time>
                </span>
                {!e.ready && <Badge variant="warning">Not ready</Badge>}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
