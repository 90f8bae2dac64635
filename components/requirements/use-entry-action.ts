"use client";
// One shape for every change an investor makes to an entry (spec 2 §7, §8): on success a toast, and the
// page re-rendered by the action's refresh (its figures and the open dialog's lists are props of it); on
// failure a destructive toast titled "Error" (or the spec's own title for a refused edit or delete) with
// the server's text, else the spec's default for that change.
import { useMemo } from "react";
import type { ActionOptions, ActionResult } from "@/lib/action";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { withFallback } from "@/components/requirements/with-fallback";
import { DELETE_PENDING_ONLY, EDIT_PENDING_ONLY } from "@/lib/requirements/hours/policy";

const TITLES: Record<string, string> = { [EDIT_PENDING_ONLY]: "Cannot Edit", [DELETE_PENDING_ONLY]: "Cannot Delete" };

/** A change's toasts: its success title, and its text when the call itself failed. */
export type Messages = { success: string; failure: string };

export function useEntryAction<I, O>(serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<O>>, { success, failure }: Messages) {
  const call = useMemo(() => withFallback(serverAction, failure), [serverAction, failure]);
  return useAction(call, {
    failure: ({ error }) => TITLES[error] ?? "Error",
    onSuccess: () => toast({ title: success, variant: "success" }),
  });
}
