"use client";
// The row actions' calls and their toasts (spec 1 §8); each refreshes the list and the stats after.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverText } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";
import { refreshProjects } from "@/components/projects/refresh-projects";

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/projects/${encodeURIComponent(id)}`, undefined, "Failed to delete project"),
    onSuccess: () => toast({ title: "Project deleted successfully", variant: "success" }),
    onError: (err) => toast({ title: "Failed to delete project", description: serverText(err), variant: "destructive" }),
    onSettled: () => refreshProjects(qc),
  });
}

const RESERVATION = {
  reserve: { method: "POST", success: "Project reserved successfully", failure: "Failed to reserve project" },
  unreserve: { method: "DELETE", success: "Project unreserved successfully", failure: "Failed to unreserve project" },
} as const;

export type ReservationAction = keyof typeof RESERVATION;

/** An investor reserves a project, or withdraws their pending reservation. */
export function useReservation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReservationAction }) =>
      apiRequest(RESERVATION[action].method, `/api/projects/${encodeURIComponent(id)}/reserve`, undefined, RESERVATION[action].failure),
    onSuccess: (_data, { action }) => toast({ title: RESERVATION[action].success, variant: "success" }),
    onError: (err, { action }) => toast({ title: RESERVATION[action].failure, description: serverText(err), variant: "destructive" }),
    onSettled: () => refreshProjects(qc),
  });
}
