"use client";
import { CheckCircle2, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { UserCourseStatus } from "@/lib/courses/status";
import { CompletionDialog } from "@/components/courses/completion-dialog";

export const STATUS_MESSAGES: Record<UserCourseStatus, string> = {
  not_started: "Not started: submit your completion when you have finished the course.",
  pending_review: "Your completion has been submitted for review.",
  completed: "Completed: the credit hours count toward your annual requirement.",
  needs_resubmission: "Your completion was not approved. Please review the reason and resubmit.",
};

type Props = { assignment: { id: string; courseId: string; course: { title: string } }; status: UserCourseStatus; className?: string };

/** Spec 2 §2, §4: Submit or Resubmit Completion when allowed, else a disabled 'Under Review' or 'Completed'. */
export function CompletionAction({ assignment, status, className }: Props) {
  if (status === "pending_review") {
    return (
      <Button disabled variant="secondary" className={className}>
        <Clock aria-hidden />
        Under Review
      </Button>
    );
  }
  if (status === "completed") {
    return (
      <Button disabled variant="secondary" className={className}>
        <CheckCircle2 aria-hidden />
        Completed
      </Button>
    );
  }
  const label = status === "needs_resubmission" ? "Resubmit Completion" : "Submit Completion";
  return <CompletionDialog assignmentId={assignment.id} courseId={assignment.courseId} courseTitle={assignment.course.title} trigger={<Button className={className}>{label}</Button>} />;
}
