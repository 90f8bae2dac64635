import { REVIEW_STATUS_STYLES, StatusBadge as Badge, type StatusStyles } from "@/components/shared/status-badge";

// Spec 2 §4: the four assignment statuses have their own style; any other value is an outline badge
// with its underscores written as spaces. The user's cards also show the completion's statuses.
const COURSE_STYLES = {
  assigned: { variant: "info", label: "Assigned" },
  in_progress: { variant: "warning", label: "In Progress" },
  completed: { variant: "default", label: "Completed" },
  overdue: { variant: "destructive", label: "Overdue" },
  ...REVIEW_STATUS_STYLES,
} as const satisfies StatusStyles;

export function StatusBadge({ status }: { status: string }) {
  return <Badge status={status} styles={COURSE_STYLES} />;
}
