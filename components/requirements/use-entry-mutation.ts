"use client";
// One shape for every change an investor makes to an entry (spec 2 §7, §8): on success a toast and
// every list refreshed; on failure a destructive toast titled "Error" (or the spec's own title for a
// refused edit or delete) with the server's text, else the screen's default message.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverText } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";
import { refreshObligations } from "@/components/requirements/query-keys";
import { DELETE_PENDING_ONLY, EDIT_PENDING_ONLY } from "@/lib/service-hours/policy";

const TITLES: Record<string, string> = { [EDIT_PENDING_ONLY]: "Cannot Edit", [DELETE_PENDING_ONLY]: "Cannot Delete" };

export function useEntryMutation<V, R>(run: (vars: V) => Promise<R>, messages: { success: string; failure: string }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => toast({ title: messages.success, variant: "success" }),
    onError: (err) => {
      const description = serverText(err) ?? messages.failure;
      toast({ title: TITLES[description] ?? "Error", description, variant: "destructive" });
    },
    onSettled: () => refreshObligations(qc),
  });
}
