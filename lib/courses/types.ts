// What the course calls answer (spec 2 §3, with the embedded objects). Client-safe: the screens read
// the same types. Decimal credit hours travel as exact text ("1.50"), days as yyyy-MM-dd.
import type { AssignmentStatus, CompletionStatus, CourseCategory } from "@/lib/courses/schemas";

export type CourseView = {
  id: string;
  title: string;
  description: string | null;
  category: CourseCategory;
  creditHours: string;
  content: string | null;
  resourcesUrl: string | null;
  videoUrl: string | null;
  isActive: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The course inside a staff list row: everything but the (possibly long) content. */
export type CourseSummary = Omit<CourseView, "content" | "createdBy" | "createdAt" | "updatedAt">;

export type UserRef = { id: string; username: string };

export type CompletionView = {
  id: string;
  assignmentId: string;
  userId: string;
  courseId: string;
  completionDate: string;
  submissionNotes: string | null;
  /** The authorized download route, or null when no certificate was sent. */
  certificateUrl: string | null;
  status: CompletionStatus;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectionReason: string | null;
  /** The credit hours its approval fixed (DESIGN.md "A decision fixes its figures"); null until approved. */
  creditHours: string | null;
  createdAt: string;
  updatedAt: string;
};

/** `course` is the completion's course as its approval fixed it (title, category, credit hours), or as it is now before. */
export type CompletionWithRefs = CompletionView & { course: Pick<CourseView, "id" | "title" | "category" | "creditHours">; user: UserRef };

export type AssignmentView<C = CourseSummary> = {
  id: string;
  courseId: string;
  userId: string;
  assignedBy: string | null;
  dueDate: string | null;
  /** Derived when read: completed once approved, overdue once the due date has passed, else as stored. */
  status: AssignmentStatus;
  notes: string | null;
  createdAt: string;
  course: C;
  user: UserRef;
  completion: CompletionView | null;
};

/** GET /api/course-assignments/my-courses: the full course, content included. */
export type MyCourse = AssignmentView<CourseView>;
