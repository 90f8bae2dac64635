"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ALREADY_DECIDED, useAction } from "@/components/ui/use-action";
import { reviewDocumentAction } from "@/actions/deal-room/review-document";
import { REVIEW_REASON_MAX } from "@/lib/deal-room/schemas";

type Props = { documentId: string; label: string; reviewStatus: "accepted" | "rejected" | null; reviewedBy?: string | null };

const DECIDED = { accepted: "Accepted", rejected: "Rejected" } as const;

/**
 * An employee accepts a document, or rejects it with a reason (beyond the spec; DESIGN.md). Once decided,
 * the decision is shown and only the other one is offered (there is no button that re-does the state).
 */
export function ReviewControls({ documentId, label, reviewStatus, reviewedBy = null }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const { run, busy } = useAction(reviewDocumentAction, {
    failure: "Error",
    conflictTitle: ALREADY_DECIDED,
    onFailure: () => setRejecting(false),
    onSuccess: ({ reviewStatus }) => {
      setRejecting(false);
      setReason("");
      toast({ title: "Status Updated", description: `${label}: ${reviewStatus}`, variant: "success" });
    },
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {reviewStatus && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{DECIDED[reviewStatus]}</span>
          {reviewedBy ? ` by ${reviewedBy}` : ""}
        </p>
      )}
      {reviewStatus !== "accepted" && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ id: documentId, decision: "accepted", expectedStatus: reviewStatus })} aria-label={`Accept ${label}`}>
          Accept
        </Button>
      )}
      {reviewStatus !== "rejected" && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setRejecting(true)} aria-label={`Reject ${label}`}>
          Reject
        </Button>
      )}
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reject {label}</DialogTitle>
            <DialogDescription>The investor sees this reason, and the document no longer counts as done until they replace it.</DialogDescription>
          </DialogHeader>
          <label htmlFor={`reason-${documentId}`} className="text-sm font-medium text-slate-800">
            Reason
          </label>
          <Textarea id={`reason-${documentId}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REVIEW_REASON_MAX} rows={3} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={!reason.trim() || busy} onClick={() => run({ id: documentId, decision: "rejected", reason, expectedStatus: reviewStatus })}>
              {busy ? "Rejecting..." : "Reject Document"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
