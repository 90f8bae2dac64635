// The fifteen course calls of spec 2 §7 (GET /api/users is in the accounts rows) and the certificate
// download. Each call gets its own records, so one caller's success cannot change the next one's answer.
import type { AccessRow, Cast, ActionRow } from "@/test/access/types";
import { GET as listCourses } from "@/app/api/courses/route";
import { GET as getCourse } from "@/app/api/courses/[courseId]/route";
import { POST as createCourse } from "@/app/api/admin/courses/route";
import { PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { GET as staffAssignments, POST as assign } from "@/app/api/admin/course-assignments/route";
import { GET as myAssignments } from "@/app/api/course-assignments/route";
import { GET as myCourses } from "@/app/api/course-assignments/my-courses/route";
import { GET as assignmentForCourse } from "@/app/api/course-assignments/course/[courseId]/route";
import { GET as myCompletions, POST as submit } from "@/app/api/course-completions/route";
import { GET as completionForCourse } from "@/app/api/course-completions/course/[courseId]/route";
import { GET as certificate } from "@/app/api/course-completions/[id]/certificate/route";
import { GET as staffCompletions } from "@/app/api/admin/course-completions/route";
import { PATCH as review } from "@/app/api/admin/course-completions/[id]/route";
import { completionForm, makeAssignment, makeCompletion, makeCourse, pdfCertificate } from "@/test/factories/courses";
import { getStorage, newStorageKey } from "@/lib/storage";
import { minimalPdf } from "@/lib/storage/test-files";
import { createCourseAction } from "@/actions/courses/create-course";
import { updateCourseAction } from "@/actions/courses/update-course";
import { assignCourseAction } from "@/actions/courses/assign-course";
import { submitCompletionAction } from "@/actions/courses/submit-completion";
import { reviewCompletionAction } from "@/actions/courses/review-completion";

// `external` owns the record; `otherExternal` must not learn it exists (404).
const ownedBy = (cast: Cast) => makeAssignment(cast.external.id);
const NOT_THEIRS = { otherExternal: 404 } as const;

async function certificateOf(cast: Cast) {
  const key = newStorageKey({ purpose: "course-certificates", ownerId: cast.external.id, fileName: "cert.pdf" });
  await getStorage().put(key, minimalPdf(), { contentType: "application/pdf" });
  const completion = await makeCompletion(await ownedBy(cast), { certificateUrl: key });
  return { params: { id: completion.id } };
}

export const courseRows: AccessRow[] = [
  { name: "GET /api/courses", handler: listCourses, permission: "signed-in" },
  {
    name: "GET /api/courses/{courseId}",
    handler: getCourse,
    setup: async (cast) => ({ params: { courseId: (await ownedBy(cast)).courseId } }),
    permission: "signed-in",
    overrides: NOT_THEIRS,
  },
  { name: "POST /api/admin/courses", handler: createCourse, setup: async () => ({ body: { title: "Matrix course" } }), permission: "courses.manage" },
  {
    name: "PUT /api/admin/courses/{id}",
    handler: updateCourse,
    setup: async () => ({ params: { id: (await makeCourse()).id }, body: { title: "Renamed" } }),
    permission: "courses.manage",
  },
  {
    name: "POST /api/admin/course-assignments",
    handler: assign,
    setup: async (cast) => ({ body: { courseId: (await makeCourse()).id, userId: cast.external.id } }),
    permission: "courses.manage",
  },
  { name: "GET /api/admin/course-assignments", handler: staffAssignments, permission: "courses.manage" },
  { name: "GET /api/course-assignments", handler: myAssignments, permission: "courses.take" },
  { name: "GET /api/course-assignments/my-courses", handler: myCourses, permission: "courses.take" },
  {
    name: "GET /api/course-assignments/course/{courseId}",
    handler: assignmentForCourse,
    setup: async (cast) => ({ params: { courseId: (await ownedBy(cast)).courseId } }),
    permission: "courses.take",
    overrides: NOT_THEIRS,
  },
  {
    name: "POST /api/course-completions",
    handler: submit,
    setup: async (cast) => {
      const a = await ownedBy(cast);
      return completionForm({ assignmentId: a.id, courseId: a.courseId, completionDate: "2026-01-15" }, pdfCertificate());
    },
    permission: "courses.take",
    overrides: NOT_THEIRS,
  },
  { name: "GET /api/course-completions", handler: myCompletions, permission: "courses.take" },
  {
    name: "GET /api/course-completions/course/{courseId}",
    handler: completionForCourse,
    setup: async (cast) => {
      const a = await ownedBy(cast);
      await makeCompletion(a);
      return { params: { courseId: a.courseId } };
    },
    permission: "courses.take",
    overrides: NOT_THEIRS,
  },
  // The owner and course managers; to another investor the certificate does not exist.
  { name: "GET /api/course-completions/{id}/certificate", handler: certificate, setup: certificateOf, permission: "signed-in", overrides: NOT_THEIRS },
  { name: "GET /api/admin/course-completions", handler: staffCompletions, permission: "courses.manage" },
  {
    name: "PATCH /api/admin/course-completions/{id}",
    handler: review,
    setup: async (cast) => ({ params: { id: (await makeCompletion(await ownedBy(cast))).id }, body: { status: "approved" } }),
    permission: "courses.manage",
  },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
export const courseActionRows: ActionRow[] = [
  { name: "createCourseAction", action: createCourseAction, input: async () => ({ title: "Matrix course" }), permission: "courses.manage" },
  { name: "updateCourseAction", action: updateCourseAction, input: async () => ({ id: (await makeCourse()).id, title: "Renamed" }), permission: "courses.manage" },
  {
    name: "assignCourseAction",
    action: assignCourseAction,
    input: async (cast) => ({ courseId: (await makeCourse()).id, userId: cast.external.id }),
    permission: "courses.manage",
  },
  {
    name: "submitCompletionAction",
    action: submitCompletionAction,
    input: async (cast) => {
      const a = await ownedBy(cast);
      return completionForm({ assignmentId: a.id, courseId: a.courseId, completionDate: "2026-01-15" }, pdfCertificate()).rawBody;
    },
    permission: "courses.take",
    overrides: NOT_THEIRS,
  },
  {
    name: "reviewCompletionAction",
    action: reviewCompletionAction,
    input: async (cast) => ({ id: (await makeCompletion(await ownedBy(cast))).id, status: "approved" }),
    permission: "courses.manage",
  },
];
