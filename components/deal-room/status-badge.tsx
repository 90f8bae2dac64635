import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { DocumentStatus, ReviewStatus } from "@/lib/deal-room/policy";

const STATUS_VARIANT = { Complete: "default", Partial: "warning", Missing: "secondary" } as const;

/** Spec 2 §4's per-type status: Missing, Partial or Complete. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

/**
 * Whether the document counts toward the nine (spec 2 §4: a file or a link, unless rejected). A Partial
 * document is done, so the overview's count and congratulation would contradict a lone "Partial" badge.
 */
export function DoneBadge({ done }: { done: boolean }) {
  if (!done) return null;
  return (
    <Badge variant="default">
      <Check className="size-3" aria-hidden />
      Done
    </Badge>
  );
}

/** An employee's decision, when there is one (beyond the spec; DESIGN.md). */
export function ReviewBadge({ review }: { review: ReviewStatus | null }) {
  if (!review) return null;
  return review === "accepted" ? <Badge variant="info">Accepted</Badge> : <Badge variant="destructive">Rejected</Badge>;
}
