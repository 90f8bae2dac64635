"use client";
// The row actions' server actions and their toasts (spec 1 §8). A success re-renders the dashboard with
// fresh rows and stats (the action wrapper's refresh()).
import { useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { deleteProjectAction } from "@/actions/projects/delete-project";
import { reserveProjectAction } from "@/actions/reservations/reserve-project";
import { withdrawReservationAction } from "@/actions/reservations/withdraw-reservation";

const success = (title: string) => () => toast({ title, variant: "success" });

export function useDeleteProject() {
  return useAction(deleteProjectAction, { failure: "Failed to delete project", onSuccess: success("Project deleted successfully") });
}

export type ReservationAction = "reserve" | "unreserve";

/** An investor reserves a project, or withdraws their pending reservation; `busyId` is the project whose call runs. */
export function useReservation() {
  const [busyId, setBusyId] = useState<string>();
  const reserve = useAction(reserveProjectAction, { failure: "Failed to reserve project", onSuccess: success("Project reserved successfully") });
  const withdraw = useAction(withdrawReservationAction, { failure: "Failed to unreserve project", onSuccess: success("Project unreserved successfully") });
  const run = async (id: string, action: ReservationAction) => {
    if (busyId) return;
    setBusyId(id);
    try {
      await (action === "reserve" ? reserve : withdraw).run({ id });
    } finally {
      setBusyId(undefined);
    }
  };
  return { run, busyId };
}
