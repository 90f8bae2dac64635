import { StatusBadge, type StatusStyles } from "@/components/shared/status-badge";
import type { VersionStatus } from "@/lib/agreements/statuses";

const VERSION_STYLES = {
  not_started: { label: "Not Started", variant: "outline" },
  assigned: { label: "Assigned", variant: "secondary" },
  reviewing: { label: "In Review", variant: "info" },
  redlined: { label: "Redlined", variant: "warning" },
  negotiating: { label: "Negotiating", variant: "warning" },
  approved: { label: "Approved", variant: "default" },
  finalized: { label: "Finalized", variant: "default" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const satisfies StatusStyles & Record<VersionStatus | "not_started", unknown>;

export const statusLabel = (status: VersionStatus | "not_started") => VERSION_STYLES[status].label;

/** A version's status; an investor with no version for a template shows Not Started (spec 2 §4). */
export function VersionStatusBadge({ status }: { status: VersionStatus | "not_started" }) {
  return <StatusBadge status={status} styles={VERSION_STYLES} />;
}
