"use client";
import { RejectDialog } from "@/components/shared/reject-dialog";
import { useRejectEntry } from "@/components/requirements/review/use-review-actions";
import type { QueueKind } from "@/components/requirements/review/types";
import { REJECTION_REASON_MAX, rejectEntrySchema } from "@/lib/requirements/schemas";

type Props = { kind: QueueKind; id: string; what: string; disabled: boolean };

const REASON = { name: "reason", label: "Reason", required: true, maxLength: REJECTION_REASON_MAX, schema: rejectEntrySchema.shape.reason };

/** Rejecting needs a reason (DESIGN.md): the investor sees it on their entry. Reject stays disabled while it is blank. */
export function RejectEntryDialog({ kind, id, what, disabled }: Props) {
  const reject = useRejectEntry(kind);
  return (
    <RejectDialog
      what={what}
      id={id}
      noun="entry"
      description={`${what}. The investor sees your reason on the entry.`}
      field={REASON}
      disabled={disabled}
      pending={reject.busy}
      onReject={(reason) => reject.run({ id, reason })}
    />
  );
}
