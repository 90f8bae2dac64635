"use client";
import { format } from "date-fns";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { formatUsd } from "@/lib/format/money";
import { RejectReservationDialog } from "@/components/reservations/reject-reservation-dialog";
import { shownState, type PendingReservation } from "@/components/reservations/types";
import { useReservationChange } from "@/components/reservations/use-reservation-change";
import { approveReservationAction } from "@/actions/reservations/approve-reservation";

/** One reservation waiting for a decision: the project, the investor, when, their note; Approve / Reject. */
export function PendingReservationRow({ reservation }: { reservation: PendingReservation }) {
  const { id, client, address, projectCost, reservedByUsername, reservedAt, reservationNotes } = reservation;
  const approve = useReservationChange(approveReservationAction, { failure: "Approval Failed", client });
  const busy = approve.busy;
  return (
    <li className="grid gap-3 p-3 sm:grid-cols-[1fr_auto] sm:items-start sm:p-4" aria-label={client}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium text-slate-900">{client}</span>
          <span className="text-sm font-medium tabular-nums text-slate-700">{formatUsd(projectCost)}</span>
        </div>
        <p className="text-sm text-slate-600">{address}</p>
        <p className="text-xs text-slate-500">
          Reserved by <span className="font-medium text-slate-800">{reservedByUsername}</span>
          {reservedAt && (
            <>
              {" "}
              on <time dateTime={reservedAt}>{format(new Date(reservedAt), "MM/dd/yyyy h:mm a")}</time>
            </>
          )}
        </p>
        {reservationNotes && <p className="whitespace-pre-line wrap-anywhere rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{reservationNotes}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={busy} onClick={() => void approve.run({ id, ...shownState(reservation) })} aria-label={`Approve reservation of ${client}`}>
          {busy ? <Spinner label="Approving..." className="text-white [&_svg]:text-white" /> : <Check aria-hidden />}
          Approve
        </Button>
        <RejectReservationDialog reservation={reservation} disabled={busy} />
      </div>
    </li>
  );
}
