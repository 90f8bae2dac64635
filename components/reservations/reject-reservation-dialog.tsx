"use client";
import { RejectDialog } from "@/components/shared/reject-dialog";
import { shownState, type PendingReservation } from "@/components/reservations/types";
import { useReservationChange } from "@/components/reservations/use-reservation-change";
import { RESERVATION_NOTES_MAX, rejectReservationSchema } from "@/lib/reservations/schemas";
import { rejectReservationAction } from "@/actions/reservations/reject-reservation";

type Props = { reservation: PendingReservation; disabled: boolean };

const NOTE = { name: "notes", label: "Note (optional)", hint: "Kept in the audit log with the rejection.", required: false, maxLength: RESERVATION_NOTES_MAX, schema: rejectReservationSchema.shape.notes };

/** Reject asks for an optional note first (spec 1 §5); the note is kept in the audit log. */
export function RejectReservationDialog({ reservation, disabled }: Props) {
  const { client, reservedByUsername } = reservation;
  // On a refusal 'Rejection Failed' is on screen and the dialog stays open to retry or cancel.
  const reject = useReservationChange(rejectReservationAction, { failure: "Rejection Failed", client });
  return (
    <RejectDialog
      what={`reservation of ${client}`}
      id={reservation.id}
      noun="reservation"
      description={`${client}, reserved by ${reservedByUsername}. The project becomes available to investors again.`}
      field={NOTE}
      disabled={disabled}
      pending={reject.busy}
      onReject={(notes) => reject.run({ id: reservation.id, notes, ...shownState(reservation) })}
    />
  );
}
