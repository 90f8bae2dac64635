"use client";
// The review queue's calls (approve, reject with a reason, bulk approve) and their toasts: the server's
// message on success; on failure a destructive toast with the server's error, else the default.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverText } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";
import { refreshObligations } from "@/components/requirements/query-keys";
import type { QueueKind } from "@/components/review-queue/types";

type Answer = { message: string };

function useReviewAction<V>(run: (vars: V) => Promise<Answer>, failure: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ message }) => toast({ title: message, variant: "success" }),
    onError: (err) => toast({ title: "Error", description: serverText(err) ?? failure, variant: "destructive" }),
    onSettled: () => refreshObligations(qc),
  });
}

const entryPath = (kind: QueueKind, id: string, action: string) => `/api/admin/${kind}/${encodeURIComponent(id)}/${action}`;

export function useApproveEntry(kind: QueueKind) {
  return useReviewAction((id: string) => apiRequest<Answer>("POST", entryPath(kind, id, "approve")), "Failed to approve entry");
}

export function useRejectEntry(kind: QueueKind) {
  return useReviewAction(({ id, reason }: { id: string; reason: string }) => apiRequest<Answer>("POST", entryPath(kind, id, "reject"), { reason }), "Failed to reject entry");
}

export function useBulkApprove(kind: QueueKind) {
  return useReviewAction((ids: string[]) => apiRequest<Answer>("POST", `/api/admin/${kind}/bulk-approve`, { ids }), "Failed to approve the selected entries");
}
