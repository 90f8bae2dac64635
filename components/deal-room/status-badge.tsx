import { Badge } from "@/components/ui/badge";
import type { DocumentStatus, ReviewStatus } from "@/lib/deal-room/policy";

const STATUS_VARIANT = { Complete: "default", Partial: "warning", Missing: "secondary" } as const;

/** Spec 2 §4's per-type status: Missing, Partial or Complete. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

/** An employee's decision, when there is one (beyond the spec; DESIGN.md). */
export function ReviewBadge({ review }: { review: ReviewStatus | null }) {
  if (!review) return null;
  return review === "accepted" ? <Badge variant="info">Accepted</Badge> : <Badge variant="destructive">Rejected</Badge>;
}
