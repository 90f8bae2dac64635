"use client";
// The course calls the screens make (spec 2 §7) and their toasts (§8): a success names what happened;
// a failure is a destructive 'Error' with the server's error text, else the spec's default. Lists are
// loaded again after every change.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest, serverText } from "@/lib/client/api";
import { toast } from "@/components/ui/use-toast";
import type { AssignCourseInput, CreateCourseInput, ReviewCompletionInput, UpdateCourseInput } from "@/lib/courses/schemas";
import type { AssignmentView, CompletionWithRefs, CourseView } from "@/lib/courses/types";

export const COURSE_KEYS = {
  courses: ["/api/courses"] as const,
  course: (id: string) => ["/api/courses", id] as const,
  myCourses: ["/api/course-assignments/my-courses"] as const,
  myAssignment: (courseId: string) => ["/api/course-assignments/course", courseId] as const,
  myCompletions: ["/api/course-completions"] as const,
  staffAssignments: "/api/admin/course-assignments",
  staffCompletions: "/api/admin/course-completions",
};

// Every course list shares the first segment "/api/course…" or "/api/admin/course…".
const refreshCourseViews = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && /^\/api\/(admin\/)?course/.test(q.queryKey[0]) });

/**
 * The server's own error text when it sent one; else the spec's default. A failure without an
 * `error` field (a proxy's HTML page, a bare status) never reaches the screen as it is.
 */
function failureText(err: unknown, fallback: string): string {
  return serverText(err) ?? fallback;
}

function useCourseChange<V, R>(run: (vars: V) => Promise<R>, success: string, failure: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => toast({ title: success, variant: "success" }),
    onError: (err) => toast({ title: "Error", description: failureText(err, failure), variant: "destructive" }),
    onSettled: () => refreshCourseViews(qc),
  });
}

export const useCreateCourse = () =>
  useCourseChange((input: CreateCourseInput) => apiRequest<CourseView>("POST", "/api/admin/courses", input), "Course created successfully", "Failed to create course");

export const useUpdateCourse = () =>
  useCourseChange(
    ({ id, input }: { id: string; input: UpdateCourseInput }) => apiRequest<CourseView>("PUT", `/api/admin/courses/${encodeURIComponent(id)}`, input),
    "Course updated successfully",
    "Failed to update course",
  );

export const useAssignCourse = () =>
  useCourseChange((input: AssignCourseInput) => apiRequest<AssignmentView>("POST", "/api/admin/course-assignments", input), "Course assigned successfully", "Failed to assign course");

export const useSubmitCompletion = () =>
  useCourseChange((form: FormData) => apiRequest<CompletionWithRefs>("POST", "/api/course-completions", form), "Course completion submitted for review", "Failed to submit completion");

const review = (id: string, input: ReviewCompletionInput) => apiRequest<CompletionWithRefs>("PATCH", `/api/admin/course-completions/${encodeURIComponent(id)}`, input);

export const useApproveCompletion = () => useCourseChange((id: string) => review(id, { status: "approved", rejectionReason: null }), "Course completion approved", "Failed to approve completion");

export const useRejectCompletion = () =>
  useCourseChange(({ id, reason }: { id: string; reason: string }) => review(id, { status: "rejected", rejectionReason: reason }), "Course completion rejected", "Failed to reject completion");
