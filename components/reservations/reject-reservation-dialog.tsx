"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { shownState, type PendingReservation } from "@/components/reservations/types";
import { useReservationChange } from "@/components/reservations/use-reservation-change";
import { RESERVATION_NOTES_MAX, rejectReservationSchema } from "@/lib/reservations/schemas";
import { rejectReservationAction } from "@/actions/reservations/reject-reservation";

type Props = { reservation: PendingReservation; disabled: boolean };

/** Reject asks for an optional note first (spec 1 §5); the note is kept in the audit log. */
export function RejectReservationDialog({ reservation, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(rejectReservationSchema), defaultValues: { notes: "" } });
  const { client, reservedByUsername } = reservation;
  // On a refusal 'Rejection Failed' is on screen and the dialog stays open to retry or cancel.
  const reject = useReservationChange(rejectReservationAction, {
    failure: "Rejection Failed",
    client,
    onSuccess: () => {
      setOpen(false);
      form.reset();
    },
  });
  const busy = reject.busy;
  const onSubmit = form.handleSubmit(({ notes }) => reject.run({ id: reservation.id, notes, ...shownState(reservation) }));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Reject reservation of ${client}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <X aria-hidden />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reject reservation</DialogTitle>
          <DialogDescription>
            {client}, reserved by {reservedByUsername}. The project becomes available to investors again.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reject reservation">
          <FormField id={`reject-notes-${reservation.id}`} label="Note (optional)" hint="Kept in the audit log with the rejection." error={form.formState.errors.notes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={RESERVATION_NOTES_MAX} {...form.register("notes")} />}
          </FormField>
          <DialogFormFooter busy={busy} busyLabel="Rejecting..." submit="Reject reservation" variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
