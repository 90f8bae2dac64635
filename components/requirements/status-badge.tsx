import { REVIEW_STATUS_STYLES, StatusBadge as Badge } from "@/components/shared/status-badge";
import type { ReviewStatus } from "@/lib/requirements/schemas";

/** Spec 2 §4: a rejected education credit is shown as "Denied". */
export function StatusBadge({ status, rejectedLabel = REVIEW_STATUS_STYLES.rejected.label }: { status: ReviewStatus; rejectedLabel?: string }) {
  return <Badge status={status} styles={{ ...REVIEW_STATUS_STYLES, rejected: { ...REVIEW_STATUS_STYLES.rejected, label: rejectedLabel } }} />;
}
