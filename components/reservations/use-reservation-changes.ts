"use client";
// The dialog's three calls (spec 1 §7) and their toasts (§8): the server's message on success, a
// destructive 'Reservation Failed' / 'Approval Failed' / 'Rejection Failed' with its error otherwise.
// Success or not, the queue, the project lists and the stats are loaded again: a refusal usually means
// someone else changed the project meanwhile.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverText } from "@/lib/client/api";
import type { RejectReservationInput, ReserveForInvestorInput } from "@/lib/reservations/schemas";
import { toast } from "@/components/ui/use-toast";
import { refreshReservationViews } from "@/components/reservations/query-keys";
import type { ReservationMessage } from "@/components/reservations/types";

const adminPath = (projectId: string, action: string) => `/api/admin/projects/${encodeURIComponent(projectId)}/${action}`;

function useReservationChange<V extends { client: string }>(run: (vars: V) => Promise<ReservationMessage>, failure: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ message }, { client }) => toast({ title: message, description: client, variant: "success" }),
    onError: (err) => toast({ title: failure, description: serverText(err), variant: "destructive" }),
    onSettled: () => refreshReservationViews(qc),
  });
}

type Target = { projectId: string; client: string };

export type ReserveForInvestorVars = Target & ReserveForInvestorInput;

export function useReserveForInvestor() {
  return useReservationChange(
    ({ projectId, investorId, notes }: ReserveForInvestorVars) =>
      apiRequest<ReservationMessage>("POST", adminPath(projectId, "reserve"), { investorId, notes }),
    "Reservation Failed",
  );
}

export function useApproveReservation() {
  return useReservationChange(({ projectId }: Target) => apiRequest<ReservationMessage>("POST", adminPath(projectId, "approve-reservation")), "Approval Failed");
}

export function useRejectReservation() {
  return useReservationChange(
    ({ projectId, notes }: Target & { notes: RejectReservationInput["notes"] }) =>
      apiRequest<ReservationMessage>("POST", adminPath(projectId, "reject-reservation"), { notes }),
    "Rejection Failed",
  );
}
