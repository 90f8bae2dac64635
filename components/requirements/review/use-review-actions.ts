"use client";
// The review queue's writes (approve, reject with a reason, bulk approve) through server actions: the
// server's message as the success toast; on failure a destructive "Error" toast with the server's text.
// The page re-renders itself after a success (the action's refresh).
import { useMemo } from "react";
import type { ActionOptions, ActionResult } from "@/lib/action";
import { toast } from "@/components/ui/use-toast";
import { withFallback } from "@/components/requirements/with-fallback";
import { approveServiceHoursAction } from "@/actions/requirements/approve-service-hours";
import { rejectServiceHoursAction } from "@/actions/requirements/reject-service-hours";
import { bulkApproveServiceHoursAction } from "@/actions/requirements/bulk-approve-service-hours";
import { approveEducationCreditAction } from "@/actions/requirements/approve-education-credit";
import { rejectEducationCreditAction } from "@/actions/requirements/reject-education-credit";
import { bulkApproveEducationCreditsAction } from "@/actions/requirements/bulk-approve-education-credits";
import type { QueueKind } from "@/components/requirements/review/types";
import { ALREADY_DECIDED, useAction } from "@/components/ui/use-action";

const ACTIONS = {
  "service-hours": { approve: approveServiceHoursAction, reject: rejectServiceHoursAction, bulk: bulkApproveServiceHoursAction },
  "education-credits": { approve: approveEducationCreditAction, reject: rejectEducationCreditAction, bulk: bulkApproveEducationCreditsAction },
} as const;

function useReviewAction<I>(serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<{ message: string }>>, failure: string) {
  const call = useMemo(() => withFallback(serverAction, failure), [serverAction, failure]);
  return useAction(call, { failure: "Error", conflictTitle: ALREADY_DECIDED, onSuccess: ({ message }) => toast({ title: message, variant: "success" }) });
}

export const useApproveEntry = (kind: QueueKind) => useReviewAction(ACTIONS[kind].approve, "Failed to approve entry");
export const useRejectEntry = (kind: QueueKind) => useReviewAction(ACTIONS[kind].reject, "Failed to reject entry");
export const useBulkApprove = (kind: QueueKind) => useReviewAction(ACTIONS[kind].bulk, "Failed to approve the selected entries");
