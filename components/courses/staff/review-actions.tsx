"use client";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { RejectDialog } from "@/components/shared/reject-dialog";
import { MAX_NOTES, rejectionReasonSchema } from "@/lib/courses/schemas";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { reviewCompletionAction } from "@/actions/courses/review-completion";
import { useCourseAction } from "@/components/courses/use-course-action";
import { ALREADY_DECIDED } from "@/components/ui/use-action";

const REASON = { name: "rejectionReason", label: "Reason", required: true, maxLength: MAX_NOTES, schema: rejectionReasonSchema };

/** Approve and Reject while pending (spec 2 §2); afterwards the row says 'Reviewed'. */
export function ReviewActions({ completion }: { completion: CompletionWithRefs }) {
  const approve = useCourseAction(reviewCompletionAction, { success: "Course completion approved", fallback: "Failed to approve completion", conflictTitle: ALREADY_DECIDED });
  const reject = useCourseAction(reviewCompletionAction, { success: "Course completion rejected", fallback: "Failed to reject completion", conflictTitle: ALREADY_DECIDED });
  if (completion.status !== "pending") return <span className="text-sm text-slate-500">Reviewed</span>;
  const who = `${completion.user.username}'s completion of ${completion.course.title}`;
  const busy = approve.busy || reject.busy;
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={busy} onClick={() => approve.run({ id: completion.id, status: "approved" })} aria-label={`Approve ${who}`}>
        {approve.busy ? <Spinner label="Approving..." className="[&_svg]:text-white" /> : <Check aria-hidden />}
        Approve
      </Button>
      <RejectDialog
        what={who}
        id={completion.id}
        noun="completion"
        description={`${completion.course.title}, submitted by ${completion.user.username}. They can resubmit after reading your reason.`}
        field={REASON}
        disabled={approve.busy}
        pending={reject.busy}
        onReject={(rejectionReason) => reject.run({ id: completion.id, status: "rejected", rejectionReason })}
      />
    </div>
  );
}
