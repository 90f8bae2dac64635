"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ALREADY_DECIDED, useAction } from "@/components/ui/use-action";
import { reviewDocumentAction } from "@/actions/deal-room/review-document";
import { REVIEW_REASON_MAX } from "@/lib/deal-room/schemas";

/** An employee accepts a document, or rejects it with a reason (beyond the spec; DESIGN.md). */
export function ReviewControls({ documentId, label, reviewStatus }: { documentId: string; label: string; reviewStatus: "accepted" | "rejected" | null }) {
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
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ id: documentId, decision: "accepted", expectedStatus: reviewStatus })} aria-label={`Accept ${label}`}>
        Accept
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setRejecting(true)} aria-label={`Reject ${label}`}>
        Reject
      </Button>
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
