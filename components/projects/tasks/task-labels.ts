import type { BadgeProps } from "@/components/ui/badge";
import type { Priority, TaskStatus } from "@/lib/projects/schemas";

type Look = { label: string; variant: NonNullable<BadgeProps["variant"]> };

export const PRIORITY_LOOK: Record<Priority, Look> = {
  low: { label: "Low", variant: "secondary" },
  medium: { label: "Medium", variant: "info" },
  high: { label: "High", variant: "warning" },
  urgent: { label: "Urgent", variant: "destructive" },
};

export const STATUS_LOOK: Record<TaskStatus, Look> = {
  pending: { label: "Pending", variant: "outline" },
  in_progress: { label: "In Progress", variant: "info" },
  completed: { label: "Completed", variant: "default" },
  blocked: { label: "Blocked", variant: "destructive" },
};
