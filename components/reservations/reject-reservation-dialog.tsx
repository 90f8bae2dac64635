"use client";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { PendingReservation } from "@/components/reservations/types";
import { useRejectReservation } from "@/components/reservations/use-reservation-changes";
import { RESERVATION_NOTES_MAX, rejectReservationSchema } from "@/lib/reservations/schemas";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";

type Props = { reservation: PendingReservation; disabled: boolean };

/** Reject asks for an optional note first (spec 1 §5); the note is kept in the audit log. */
export function RejectReservationDialog({ reservation, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const reject = useRejectReservation();
  const { busy, guard } = useSubmitGuard();
  const form = useForm({ resolver: zodResolver(rejectReservationSchema), defaultValues: { notes: "" } });
  const { client, reservedByUsername } = reservation;

  const send = form.handleSubmit(async ({ notes }) => {
    try {
      await reject.mutateAsync({ projectId: reservation.id, client, notes });
      setOpen(false);
      form.reset();
    } catch {
      // 'Rejection Failed' is on screen; the dialog stays open to retry or cancel.
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void guard(() => send(event));
  };

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
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reject reservation">
          <FormField id={`reject-notes-${reservation.id}`} label="Note (optional)" hint="Kept in the audit log with the rejection." error={form.formState.errors.notes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={RESERVATION_NOTES_MAX} {...form.register("notes")} />}
          </FormField>
          <DialogFormFooter busy={busy} busyLabel="Rejecting..." submit="Reject reservation" variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
