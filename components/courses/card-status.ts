// The one status an investor's course card shows (issue 30: a card said 'In Progress' beside 'Not
// started'). A completion, once handed in, says where the course stands; before that the assignment
// does (assigned, opened, overdue). The badge and the sentence under it come from the same status.
// Client-safe.
import type { AssignmentStatus, CompletionStatus } from "@/lib/courses/schemas";
import type { StatusStyles } from "@/components/shared/status-badge";

export type CardStatus = "not_started" | "in_progress" | "overdue" | "pending_review" | "completed" | "needs_resubmission";

const FROM_COMPLETION: Record<CompletionStatus, CardStatus> = { pending: "pending_review", approved: "completed", rejected: "needs_resubmission" };
const FROM_ASSIGNMENT: Record<AssignmentStatus, CardStatus> = { assigned: "not_started", in_progress: "in_progress", overdue: "overdue", completed: "completed" };

export function cardStatus(a: { status: AssignmentStatus; completion: { status: CompletionStatus } | null }): CardStatus {
  return a.completion ? FROM_COMPLETION[a.completion.status] : FROM_ASSIGNMENT[a.status];
}

export const CARD_STATUS_STYLES = {
  not_started: { label: "Not Started", variant: "info" },
  in_progress: { label: "In Progress", variant: "warning" },
  overdue: { label: "Overdue", variant: "destructive" },
  pending_review: { label: "Pending Review", variant: "warning" },
  completed: { label: "Completed", variant: "default" },
  needs_resubmission: { label: "Needs Resubmission", variant: "destructive" },
} as const satisfies StatusStyles & Record<CardStatus, unknown>;

export const CARD_STATUS_MESSAGES: Record<CardStatus, string> = {
  not_started: "Not started: submit your completion when you have finished the course.",
  in_progress: "In progress: submit your completion when you have finished the course.",
  overdue: "Overdue: the due date has passed. Submit your completion when you have finished the course.",
  pending_review: "Your completion has been submitted for review.",
  completed: "Completed: the credit hours count toward your annual requirement.",
  needs_resubmission: "Your completion was not approved. Please review the reason and resubmit.",
};
