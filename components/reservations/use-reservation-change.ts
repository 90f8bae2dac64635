"use client";
// The dialog's writes (spec 1 §7) go through server actions; their toasts (§8): the server's message on
// success with the project beneath, a destructive 'Reservation Failed' / 'Approval Failed' / 'Rejection
// Failed' with the server's text otherwise. Success or not, the dialog's own reads (the queue, the
// available projects) load again: a refusal usually means someone else changed the project meanwhile.
// The page behind the dialog re-renders through the action's refresh.
import { useQueryClient } from "@tanstack/react-query";
import type { ActionOptions, ActionResult } from "@/lib/action";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { refreshReservationReads } from "@/components/reservations/query-keys";

type Options = { failure: string; client: string; onSuccess?: () => void };

export function useReservationChange<I>(
  serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<{ message: string }>>,
  { failure, client, onSuccess }: Options,
) {
  const qc = useQueryClient();
  return useAction(serverAction, {
    failure,
    onSuccess: ({ message }) => {
      toast({ title: message, description: client, variant: "success" });
      onSuccess?.();
      void refreshReservationReads(qc);
    },
    onFailure: () => void refreshReservationReads(qc),
  });
}
