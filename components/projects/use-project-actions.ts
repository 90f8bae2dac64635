"use client";
// The row actions' server actions and their toasts (spec 1 §8). A success re-renders the dashboard with
// fresh rows and stats (the action wrapper's refresh()).
import { useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { deleteProjectAction } from "@/actions/projects/delete-project";
import { reserveProjectAction } from "@/actions/reservations/reserve-project";
import { withdrawReservationAction } from "@/actions/reservations/withdraw-reservation";
import { joinWaitlistAction } from "@/actions/reservations/join-waitlist";
import { leaveWaitlistAction } from "@/actions/reservations/leave-waitlist";
import type { ReservationAction } from "@/components/reservations/investor-reservation";

const success = (title: string) => () => toast({ title, variant: "success" });
const said = ({ message }: { message: string }) => toast({ title: message, variant: "success" });

export function useDeleteProject() {
  return useAction(deleteProjectAction, { failure: "Failed to delete project", onSuccess: success("Project deleted successfully") });
}

export type { ReservationAction };

/**
 * An investor reserves a project, withdraws their pending reservation, or joins or leaves its waitlist;
 * `busyId` is the project whose call runs. `onDone` follows a success (the dialog reloads its project).
 */
export function useReservation(onDone?: () => void) {
  const [busyId, setBusyId] = useState<string>();
  const done =
    <T,>(then: (data: T) => void) =>
    (data: T) => {
      then(data);
      onDone?.();
    };
  const calls = {
    reserve: useAction(reserveProjectAction, { failure: "Failed to reserve project", onSuccess: done(success("Project reserved successfully")) }),
    // The Unreserve button is shown for the caller's own pending reservation: that is what it moves from.
    unreserve: useAction(withdrawReservationAction, { failure: "Failed to unreserve project", onSuccess: done(success("Project unreserved successfully")) }),
    join: useAction(joinWaitlistAction, { failure: "Could not join the waitlist", onSuccess: done(said) }),
    leave: useAction(leaveWaitlistAction, { failure: "Could not leave the waitlist", onSuccess: done(said) }),
  };
  const run = async (id: string, action: ReservationAction) => {
    if (busyId) return;
    setBusyId(id);
    try {
      await (action === "unreserve" ? calls.unreserve.run({ id, expectedStatus: "pending" }) : calls[action].run({ id }));
    } finally {
      setBusyId(undefined);
    }
  };
  return { run, busyId };
}
