"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { PendingReservationRow } from "@/components/reservations/pending-reservation-row";
import type { PendingReservation } from "@/components/reservations/types";
import { LoadError } from "@/components/ui/load-error";

/** The approval queue, oldest first (the server's order). */
export function PendingReservationList({ pending }: { pending: UseQueryResult<PendingReservation[]> }) {
  if (pending.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading pending reservations">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (pending.isError) {
    return <LoadError message={`Could not load pending reservations: ${pending.error.message}`} onRetry={() => pending.refetch()} />;
  }
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
