"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { PendingReservationRow } from "@/components/reservations/pending-reservation-row";
import type { PendingReservation } from "@/components/reservations/types";

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
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>Could not load pending reservations: {pending.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => pending.refetch()}>
          Try again
        </Button>
      </div>
    );
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
