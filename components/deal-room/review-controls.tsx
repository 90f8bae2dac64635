"use client";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/client/api";
import { REVIEW_REASON_MAX, type ReviewDocumentInput } from "@/lib/deal-room/schemas";
import { refreshDealRoom } from "@/components/deal-room/query-keys";

/** An employee accepts a document, or rejects it with a reason (beyond the spec; DESIGN.md). */
export function ReviewControls({ documentId, label }: { documentId: string; label: string }) {
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const review = useMutation({
    mutationFn: (input: ReviewDocumentInput) => apiRequest("POST", `/api/admin/documents/${encodeURIComponent(documentId)}/review`, input),
    onSuccess: (_data, input) => {
      setRejecting(false);
      setReason("");
      toast({ title: "Status Updated", description: `${label}: ${input.decision}`, variant: "success" });
    },
    onError: (err) => toast({ title: "Error", description: err.message || "Failed to update status", variant: "destructive" }),
    onSettled: () => refreshDealRoom(qc),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => review.mutate({ decision: "accepted" })} aria-label={`Accept ${label}`}>
        Accept
      </Button>
      <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => setRejecting(true)} aria-label={`Reject ${label}`}>
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
            <Button variant="destructive" disabled={!reason.trim() || review.isPending} onClick={() => review.mutate({ decision: "rejected", reason })}>
              {review.isPending ? "Rejecting..." : "Reject Document"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
