// The course services check their capability themselves, whoever calls them (a route, an action, a script).
import type { SessionUser } from "@/lib/session";
import { assignCourse, createCourse, openMyCourse, updateCourse } from "@/lib/courses/service";
import { reviewCompletion, submitCompletion } from "@/lib/courses/completions";
import { listMyAssignments, listMyCompletions, listMyCourses, listStaffAssignments, listStaffCompletions } from "@/lib/courses/queries";

const as = (role: "employee" | "external") => ({ id: `${role}-x`, username: role, role, status: "approved", createdAt: new Date(), sessionId: "s" }) as SessionUser;
const employee = as("employee");
const investor = as("external");
const query = { order: "asc" as const, page: 1 };
const forbidden = (message: string) => expect.objectContaining({ code: "FORBIDDEN", message });

test("managing courses and their completions is refused to an investor at the service", async () => {
  const refusal = forbidden("Employee access required");
  await expect(createCourse(investor, { title: "x", description: null, category: "other", creditHours: "1.00", content: null, resourcesUrl: null, videoUrl: null, isActive: true })).rejects.toEqual(refusal);
  await expect(updateCourse(investor, "c", { title: "y" })).rejects.toEqual(refusal);
  await expect(assignCourse(investor, { courseId: "c", userId: "u", notes: null, dueDate: null })).rejects.toEqual(refusal);
  await expect(reviewCompletion(investor, "c", { status: "approved", rejectionReason: null })).rejects.toEqual(refusal);
  await expect(listStaffAssignments(investor, query)).rejects.toEqual(refusal);
  await expect(listStaffCompletions(investor, query)).rejects.toEqual(refusal);
});

test("taking courses is refused to an employee at the service, and everything to no one", async () => {
  const refusal = forbidden("This action is for investors only");
  await expect(submitCompletion(employee, { assignmentId: "a", courseId: "c", completionDate: "2026-01-01", submissionNotes: null }, null)).rejects.toEqual(refusal);
  await expect(openMyCourse(employee, "c")).rejects.toEqual(refusal);
  for (const list of [listMyAssignments, listMyCourses, listMyCompletions]) await expect(list(employee)).rejects.toEqual(refusal);
  await expect(listMyCourses(null as unknown as SessionUser)).rejects.toEqual(expect.objectContaining({ code: "UNAUTHENTICATED" }));
});
