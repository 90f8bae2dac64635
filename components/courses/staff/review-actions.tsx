"use client";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { RejectWithReasonDialog } from "@/components/shared/reject-with-reason-dialog";
import { MAX_NOTES } from "@/lib/courses/schemas";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { useApproveCompletion, useRejectCompletion } from "@/components/courses/course-api";

/** Approve and Reject while pending (spec 2 §2); afterwards the row says 'Reviewed'. */
export function ReviewActions({ completion }: { completion: CompletionWithRefs }) {
  const approve = useApproveCompletion();
  if (completion.status !== "pending") return <span className="text-sm text-slate-500">Reviewed</span>;
  const who = `${completion.user.username}'s completion of ${completion.course.title}`;
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(completion.id)} aria-label={`Approve ${who}`}>
        {approve.isPending ? <Spinner label="Approving..." className="[&_svg]:text-white" /> : <Check aria-hidden />}
        Approve
      </Button>
      <RejectDialog completion={completion} who={who} disabled={approve.isPending} />
    </div>
  );
}

function RejectDialog({ completion, who, disabled }: { completion: CompletionWithRefs; who: string; disabled: boolean }) {
  const reject = useRejectCompletion();
  return (
    <RejectWithReasonDialog
      what={who}
      id={completion.id}
      noun="completion"
      description={`${completion.course.title}, submitted by ${completion.user.username}. They can resubmit after reading your reason.`}
      maxLength={MAX_NOTES}
      disabled={disabled}
      pending={reject.isPending}
      onReject={(reason) => reject.mutateAsync({ id: completion.id, reason })}
    />
  );
}
