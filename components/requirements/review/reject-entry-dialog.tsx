"use client";
import { RejectWithReasonDialog } from "@/components/shared/reject-with-reason-dialog";
import { useRejectEntry } from "@/components/requirements/review/use-review-actions";
import type { QueueKind } from "@/components/requirements/review/types";
import { REJECTION_REASON_MAX } from "@/lib/requirements/schemas";

type Props = { kind: QueueKind; id: string; what: string; disabled: boolean };

/** Rejecting needs a reason (DESIGN.md): the investor sees it on their entry. Reject stays disabled while it is blank. */
export function RejectEntryDialog({ kind, id, what, disabled }: Props) {
  const reject = useRejectEntry(kind);
  return (
    <RejectWithReasonDialog
      what={what}
      id={id}
      noun="entry"
      description={`${what}. The investor sees your reason on the entry.`}
      maxLength={REJECTION_REASON_MAX}
      disabled={disabled}
      pending={reject.busy}
      onReject={async (reason) => {
        const result = await reject.run({ id, reason });
        // A failure keeps the dialog open (its toast says why); an entry decided meanwhile has nothing left to retry.
        if (!result?.ok && result?.status !== 409) throw new Error(result?.error);
      }}
    />
  );
}
