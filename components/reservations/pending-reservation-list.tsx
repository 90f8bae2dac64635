"use client";
import { CalendarCheck } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { DialogLoadError } from "@/components/shared/url-dialog";
import { PendingReservationRow } from "@/components/reservations/pending-reservation-row";
import type { PendingReservation } from "@/components/reservations/types";
import type { Loaded } from "@/lib/wire";

/** The approval queue, oldest first (the server's order). */
export function PendingReservationList({ pending }: { pending: Loaded<PendingReservation[]> }) {
  if ("error" in pending) return <DialogLoadError message={`Could not load pending reservations: ${pending.error}`} />;
  if (pending.data.length === 0) {
    return <EmptyState icon={CalendarCheck} title="No pending reservations" description="Reservations investors make, and those made on their behalf, wait here for approval." />;
  }
  return (
    <ul className="max-h-[55dvh] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
      {pending.data.map((reservation) => (
        <PendingReservationRow key={reservation.id} reservation={reservation} />
      ))}
    </ul>
  );
}
