"use client";
// The one way the UI calls a server action: one submission at a time (the button stays disabled while it
// runs, a second click is refused), a fresh idempotency key per submission, and a failure shown as the
// spec's toast title with the server's own text beneath (never a status code or HTML).
import { useCallback } from "react";
import type { ActionFailure, ActionOptions, ActionResult } from "@/lib/action";
import { GENERIC_FAILURE, newIdempotencyKey } from "@/lib/client/api";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";
import { toast } from "@/components/ui/use-toast";

type Options<O> = {
  /**
   * The spec's toast title for a failure ("Reservation Failed"); the server's text is its description.
   * A function picks the title from the failure, where the spec titles some refusals apart ("Cannot Edit").
   */
  failure: string | ((result: ActionFailure) => string);
  /** The spec's text for this call when the call itself failed (offline, a proxy's page); else a generic one. */
  fallback?: string;
  /**
   * A decision (approve, reject, a status move): its 409 means the record was already moved (by a colleague,
   * another tab, or this user's own earlier click), which is news, not a failure. Shown as a plain notice
   * under this title with the server's "already … by … (when)"; the action has re-rendered the page.
   */
  conflictTitle?: string;
  onSuccess?: (data: O) => void;
  onFailure?: (result: ActionFailure) => void;
  /**
   * Step-up (issue 32 §4, components/security/step-up-dialog.tsx): a refusal that asks for the password or a
   * code again opens the dialog instead of a toast; `retry` runs the same call once the user confirmed.
   */
  stepUp?: (retry: () => void) => void;
};

/** The notice title for a decision someone (perhaps this user, a click earlier) already made. */
export const ALREADY_DECIDED = "Already decided";

export function useAction<I, O>(serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<O>>, { failure, fallback = GENERIC_FAILURE, conflictTitle, onSuccess, onFailure, stepUp }: Options<O>) {
  const { busy, guard } = useSubmitGuard();
  const run = useCallback(
    (input: I) => {
      // One submission; after a step-up (the user confirmed who they are) the same input once more.
      const attempt = (): Promise<ActionResult<O> | undefined> =>
        guard(async (): Promise<ActionResult<O>> => {
          let result: ActionResult<O>;
          try {
            result = await serverAction(input, { idempotencyKey: newIdempotencyKey() });
          } catch {
            // The call itself failed (offline, a proxy's error page): nothing the server said to show.
            result = { ok: false, status: 0, error: fallback };
          }
          if (result.ok) onSuccess?.(result.data);
          else if (stepUp && result.reauth) stepUp(() => void attempt());
          else if (conflictTitle && result.status === 409) {
            toast({ title: conflictTitle, description: result.error });
            onFailure?.(result);
          } else {
            toast({ title: result.title ?? (typeof failure === "function" ? failure(result) : failure), description: result.error, variant: "destructive" });
            onFailure?.(result);
          }
          return result;
        });
      return attempt();
    },
    [guard, serverAction, failure, fallback, conflictTitle, onSuccess, onFailure, stepUp],
  );
  return { run, busy };
}
