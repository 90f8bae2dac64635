// The user-facing course status (spec 2 §4), derived from the assignment's completion. Client-safe.
import type { CompletionStatus } from "@/lib/courses/schemas";

export type UserCourseStatus = "not_started" | "pending_review" | "completed" | "needs_resubmission";

const FROM_COMPLETION: Record<CompletionStatus, UserCourseStatus> = {
  pending: "pending_review",
  approved: "completed",
  rejected: "needs_resubmission",
};

export function userCourseStatus(completion: { status: CompletionStatus } | null | undefined): UserCourseStatus {
  return completion ? FROM_COMPLETION[completion.status] : "not_started";
}

/** Submit when nothing was handed in yet, resubmit after a rejection; never while in review or done. */
export const canSubmit = (status: UserCourseStatus) => status === "not_started" || status === "needs_resubmission";
