"use client";
// The course screens' toasts (spec 2 §8): a success names what happened; a failure is a destructive
// 'Error' with the server's own text, or the spec's default for that call when the call itself failed
// (offline, a proxy's page), never a status code or HTML. The page re-renders itself after a success.
import { useCallback } from "react";
import type { ActionOptions, ActionResult } from "@/lib/action";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";

type Options<O> = { success: string; fallback: string; conflictTitle?: string; onSuccess?: (data: O) => void };

export function useCourseAction<I, O>(serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<O>>, { success, fallback, conflictTitle, onSuccess }: Options<O>) {
  const succeeded = useCallback(
    (data: O) => {
      toast({ title: success, variant: "success" });
      onSuccess?.(data);
    },
    [success, onSuccess],
  );
  return useAction(serverAction, { failure: "Error", fallback, conflictTitle, onSuccess: succeeded });
}
