import type { ThreadStatus, ThreadType } from "@/lib/agreements/statuses";

export const THREAD_TYPE_LABELS: Record<ThreadType, string> = {
  comment: "Comment",
  change_request: "Change request",
  clarification: "Clarification",
  approval: "Approval",
};

export const THREAD_STATUS_LABELS: Record<ThreadStatus, string> = { open: "Open", addressed: "Addressed", resolved: "Resolved", dismissed: "Dismissed" };
