"use client";
import { CheckCircle2, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { UserCourseStatus } from "@/lib/courses/status";
import { CompletionDialog } from "@/components/courses/completion-dialog";

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
