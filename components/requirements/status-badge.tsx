import { REVIEW_STATUS_STYLES, StatusBadge as Badge } from "@/components/shared/status-badge";
import type { ReviewStatus } from "@/lib/requirements/schemas";
import type { ReviewKind } from "@/lib/requirements/review";

/**
 * Spec 2 §4: a rejected education credit is shown as "Denied", a rejected hours entry as "Rejected". One
 * word per record kind everywhere it appears: the investor's history, the staff queue's badges and its
 * status filter.
 */
export function reviewStatusLabel(kind: ReviewKind, status: ReviewStatus): string {
  return status === "rejected" && kind === "education-credits" ? "Denied" : REVIEW_STATUS_STYLES[status].label;
}

export function StatusBadge({ kind, status }: { kind: ReviewKind; status: ReviewStatus }) {
  return <Badge status={status} styles={{ ...REVIEW_STATUS_STYLES, rejected: { ...REVIEW_STATUS_STYLES.rejected, label: reviewStatusLabel(kind, "rejected") } }} />;
}
