// The fifteen course calls of spec 2 §7 and the certificate download. The response schemas are what the
// SQL in lib/courses/sql.ts builds; the checks at the bottom keep them equal to the screens' types
// (lib/courses/types.ts), so the two cannot drift apart.
import { z } from "zod";
import { idParams } from "@/lib/params";
import {
  ASSIGNMENT_STATUSES,
  assignCourseSchema,
  assignmentListQuerySchema,
  COMPLETION_STATUSES,
  completionListQuerySchema,
  COURSE_CATEGORIES,
  courseIdParams,
  createCourseSchema,
  reviewCompletionSchema,
  updateCourseSchema,
} from "@/lib/courses/schemas";
import type { CompletionView, CompletionWithRefs, CourseSummary, CourseView, MyCourse, AssignmentView } from "@/lib/courses/types";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ format: "date", description: "Calendar date, yyyy-MM-dd" });
const hours = z.string().regex(/^\d+\.\d{2}$/).meta({ description: "Exact decimal text, e.g. \"2.50\"" });

const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(COURSE_CATEGORIES),
  creditHours: hours,
  resourcesUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  isActive: z.boolean(),
});

export const courseSchema = courseSummarySchema.extend({
  content: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const userRef = z.object({ id: z.string(), username: z.string() });

const completionSchema = z.object({
  id: z.string(),
  assignmentId: z.string(),
  userId: z.string(),
  courseId: z.string(),
  completionDate: day,
  submissionNotes: z.string().nullable(),
  certificateUrl: z.string().nullable().meta({ description: "The authorized download route, never the storage key" }),
  status: z.enum(COMPLETION_STATUSES),
  approvedBy: z.string().nullable(),
  approvedAt: isoDate.nullable(),
  rejectionReason: z.string().nullable(),
  creditHours: hours.nullable().meta({ description: "The credit hours its approval fixed; a later edit of the course does not change them. Null until approved" }),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const completionWithRefsSchema = completionSchema.extend({
  course: courseSchema
    .pick({ id: true, title: true, category: true, creditHours: true })
    .meta({ description: "The course as the approval fixed it (title, category, credit hours); before approval, as it is now" }),
  user: userRef,
});

const assignmentOf = <C extends z.ZodType>(course: C) =>
  z.object({
    id: z.string(),
    courseId: z.string(),
    userId: z.string(),
    assignedBy: z.string().nullable(),
    dueDate: day.nullable(),
    status: z.enum(ASSIGNMENT_STATUSES).meta({ description: "Derived when read: completed once approved, overdue once the due date has passed" }),
    notes: z.string().nullable(),
    createdAt: isoDate,
    course,
    user: userRef,
    completion: completionSchema.nullable(),
  });
const assignmentSchema = assignmentOf(courseSummarySchema);
const myCourseSchema = assignmentOf(courseSchema);

const TOTAL_HEADER = { "X-Total-Count": "Rows matching the filters, before paging" };

export const courseEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/courses",
    tag: "courses",
    summary: "Courses",
    description: "Employees: every course. Investors: the courses assigned to them.",
    permission: "signed-in",
    response: { description: "Courses by title", schema: z.array(courseSchema) },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/courses/{courseId}",
    tag: "courses",
    summary: "One course",
    description: "404 for a course not assigned to the calling investor.",
    permission: "signed-in",
    params: courseIdParams,
    response: { description: "The course", schema: courseSchema },
  }),
  create: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/admin/courses",
    tag: "courses",
    summary: "Create a course",
    permission: "courses.manage",
    body: createCourseSchema,
    response: { status: 201, description: "The new course", schema: courseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/courses/{id}",
    tag: "courses",
    summary: "Edit a course",
    description: "Only the fields given change.",
    permission: "courses.manage",
    params: idParams,
    body: updateCourseSchema,
    response: { description: "The course", schema: courseSchema },
  }),
  staffAssignments: endpoint({
    method: "GET",
    path: "/api/admin/course-assignments",
    tag: "courses",
    summary: "Every assignment (staff list)",
    description: "Searchable by course title or username, filtered by status, sorted and paged; without pageSize, every row.",
    permission: "courses.manage",
    query: assignmentListQuerySchema,
    response: { description: "The page of assignments (the course without its content)", schema: z.array(assignmentSchema), headers: TOTAL_HEADER },
  }),
  assign: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/admin/course-assignments",
    tag: "courses",
    summary: "Assign a course to an investor",
    description: "Active courses and approved investors only; one assignment per course and user (409).",
    permission: "courses.manage",
    body: assignCourseSchema,
    response: { status: 201, description: "The assignment", schema: assignmentSchema },
  }),
  myAssignments: endpoint({
    method: "GET",
    path: "/api/course-assignments",
    tag: "courses",
    summary: "The caller's assignments",
    permission: "courses.take",
    response: { description: "Newest first, the course without its content", schema: z.array(assignmentSchema) },
  }),
  myCourses: endpoint({
    method: "GET",
    path: "/api/course-assignments/my-courses",
    tag: "courses",
    summary: "The caller's assignments with their full courses",
    permission: "courses.take",
    response: { description: "Newest first", schema: z.array(myCourseSchema) },
  }),
  openMyCourse: endpoint({
    method: "GET",
    path: "/api/course-assignments/course/{courseId}",
    tag: "courses",
    summary: "The caller's assignment for a course",
    description: "The course page reads it; the first read moves the assignment from assigned to in_progress. 404 when not assigned.",
    permission: "courses.take",
    params: courseIdParams,
    response: { description: "The assignment with its full course", schema: myCourseSchema },
  }),
  myCompletions: endpoint({
    method: "GET",
    path: "/api/course-completions",
    tag: "courses",
    summary: "The caller's completions",
    permission: "courses.take",
    response: { description: "Newest first", schema: z.array(completionWithRefsSchema) },
  }),
  submitCompletion: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/course-completions",
    tag: "courses",
    summary: "Submit a completion",
    description:
      "After a rejection the same record returns to pending; while pending or approved, 409. The certificate (JPEG, PNG, GIF, WebP or PDF, at most 10 MB) is checked by its first bytes.",
    permission: "courses.take",
    rawBody: { contentType: "multipart/form-data", description: "Text fields assignmentId, courseId, completionDate (yyyy-MM-dd), submissionNotes; an optional file `certificate`" },
    response: { status: 201, description: "The completion", schema: completionWithRefsSchema },
  }),
  myCompletionForCourse: endpoint({
    method: "GET",
    path: "/api/course-completions/course/{courseId}",
    tag: "courses",
    summary: "The caller's completion for a course",
    description: "null before the caller has submitted; 404 when the course is not assigned to them.",
    permission: "courses.take",
    params: courseIdParams,
    response: { description: "The completion, or null", schema: completionSchema.nullable() },
  }),
  certificate: endpoint({
    method: "GET",
    path: "/api/course-completions/{id}/certificate",
    tag: "courses",
    summary: "A completion's certificate file",
    description: "Its owner and employees; 404 for anyone else.",
    permission: "signed-in",
    params: idParams,
    response: { description: "The file, shown inline", raw: { contentType: "application/pdf", description: "The certificate as uploaded (PDF or image)" } },
  }),
  staffCompletions: endpoint({
    method: "GET",
    path: "/api/admin/course-completions",
    tag: "courses",
    summary: "Every completion (review queue)",
    description: "Searchable by course title or username, filtered by status, sorted and paged; without pageSize, every row.",
    permission: "courses.manage",
    query: completionListQuerySchema,
    response: { description: "The page of completions", schema: z.array(completionWithRefsSchema), headers: TOTAL_HEADER },
  }),
  review: endpoint({
    method: "PATCH",
    path: "/api/admin/course-completions/{id}",
    tag: "courses",
    summary: "Approve or reject a completion",
    description: "Pending completions only (409 otherwise); a rejection needs a reason. Approval completes the assignment.",
    permission: "courses.manage",
    params: idParams,
    body: reviewCompletionSchema,
    response: { description: "The completion", schema: completionWithRefsSchema },
  }),
};

// The wire schemas and the screens' types describe the same JSON.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShapes: [
  Same<z.infer<typeof courseSchema>, CourseView>,
  Same<z.infer<typeof courseSummarySchema>, CourseSummary>,
  Same<z.infer<typeof completionSchema>, CompletionView>,
  Same<z.infer<typeof completionWithRefsSchema>, CompletionWithRefs>,
  Same<z.infer<typeof assignmentSchema>, AssignmentView>,
  Same<z.infer<typeof myCourseSchema>, MyCourse>,
] = [true, true, true, true, true, true];
void _sameShapes;
