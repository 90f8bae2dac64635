// Which course moves are legal now: the only place these rules are written. Each decision takes the
// rows as read under their locks (null when missing) and returns what to write, or throws the AppError
// the caller should see. Pure: unit-tested without a database.
import { badRequest, conflict, notFound } from "@/lib/errors";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import type { CompletionStatus, ReviewCompletionInput } from "@/lib/courses/schemas";

export const COURSE_NOT_FOUND = "Course not found";
export const ASSIGNMENT_NOT_FOUND = "Assignment not found";
export const COMPLETION_NOT_FOUND = "Completion not found";
export const ALREADY_ASSIGNED = "This course is already assigned to this user";

type Actor = { id: string; role: Role };

/** Spec 2 §6: only active courses, only approved users who take courses (investors), one assignment per course and user. */
export function assertAssignable(
  course: { isActive: boolean } | null,
  user: { role: Role; status: string } | null,
  alreadyAssigned: boolean,
): void {
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!course.isActive) throw conflict("Only active courses can be assigned");
  if (!user || !can(user, "courses.take") || user.status !== "approved") throw badRequest("Courses can only be assigned to approved external users");
  if (alreadyAssigned) throw conflict(ALREADY_ASSIGNED);
}

export type AssignmentState = { id: string; courseId: string; userId: string };
export type CompletionState = { id: string; status: CompletionStatus };

/**
 * A submission: the caller's own assignment only (anyone else's does not exist for them), for the
 * course it names. None yet: create one. Rejected: the same record goes back to review. Pending or
 * approved: nothing to submit.
 */
export function decideSubmission(assignment: AssignmentState | null, completion: CompletionState | null, actorId: string, courseId: string): "create" | "resubmit" {
  if (!assignment || assignment.userId !== actorId) throw notFound(ASSIGNMENT_NOT_FOUND);
  if (assignment.courseId !== courseId) throw badRequest("Course ID does not match the assignment");
  if (!completion) return "create";
  if (completion.status === "pending") throw conflict("A completion for this course is already under review");
  if (completion.status === "approved") throw conflict("This course completion has already been approved");
  return "resubmit";
}

export type ReviewChanges = { status: "approved" | "rejected"; approvedBy: string; approvedAt: Date; rejectionReason: string | null };

/**
 * Staff review a pending completion once; the reviewer and the time are recorded either way. A second
 * review (a stale tab, a second click) is refused with what happened first: `decidedBy` is " by alice (when)".
 */
export function decideReview(completion: CompletionState | null, input: ReviewCompletionInput, reviewerId: string, now: Date, decidedBy = ""): ReviewChanges {
  if (!completion) throw notFound(COMPLETION_NOT_FOUND);
  if (completion.status !== "pending") throw conflict(`This course completion was already ${completion.status}${decidedBy}`);
  return { status: input.status, approvedBy: reviewerId, approvedAt: now, rejectionReason: input.status === "rejected" ? input.rejectionReason : null };
}

/** A certificate is its owner's and course managers' to see; to anyone else it does not exist. */
export function assertMayReadCertificate(completion: { userId: string; certificateUrl: string | null } | null, actor: Actor): string {
  if (!completion || (!can(actor, "courses.manage") && completion.userId !== actor.id) || !completion.certificateUrl) {
    throw notFound("Certificate not found");
  }
  return completion.certificateUrl;
}
