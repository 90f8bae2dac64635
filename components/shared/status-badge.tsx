import { Badge, type BadgeProps } from "@/components/ui/badge";

export type StatusStyle = { label: string; variant: NonNullable<BadgeProps["variant"]> };
export type StatusStyles = Readonly<Record<string, StatusStyle>>;

/** The review statuses shared by hour entries, credits and course completions. */
export const REVIEW_STATUS_STYLES = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "default" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const satisfies StatusStyles;

/**
 * The one status badge of the app (agreements, courses, participation): each feature names its statuses'
 * labels and looks; a status it does not name is an outline badge with its underscores as spaces (spec 2 §4).
 */
export function StatusBadge({ status, styles }: { status: string; styles: StatusStyles }) {
  const style = styles[status] as StatusStyle | undefined;
  return <Badge variant={style?.variant ?? "outline"}>{style?.label ?? status.replace(/_/g, " ")}</Badge>;
}
