"use client";
// The dialog's writes (spec 1 §7) go through server actions; their toasts (§8): the server's message on
// success with the project beneath, a destructive 'Reservation Failed' / 'Approval Failed' / 'Rejection
// Failed' with the server's text otherwise. The action re-renders the page and the dialog over it with
// what the server reads now, after a success and after a 409 (someone else changed the project meanwhile).
import type { ActionOptions, ActionResult } from "@/lib/action";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";

type Options = { failure: string; client: string; onSuccess?: () => void };

export function useReservationChange<I>(
  serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<{ message: string }>>,
  { failure, client, onSuccess }: Options,
) {
  return useAction(serverAction, {
    failure,
    onSuccess: ({ message }) => {
      toast({ title: message, description: client, variant: "success" });
      onSuccess?.();
    },
  });
}
