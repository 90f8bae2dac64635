import "server-only";
import type { Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit, writeAuditMany } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import type { Role } from "@/lib/auth/schemas";
import { conflict, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { assignmentSelect, COURSE_COLUMNS } from "@/lib/courses/sql";
import { ALREADY_ASSIGNED, assertAssignable, COURSE_NOT_FOUND } from "@/lib/courses/policy";
import type { AssignCourseInput, CreateCourseInput, UpdateCourseInput } from "@/lib/courses/schemas";
import type { AssignmentView, CourseView } from "@/lib/courses/types";
import { getMyAssignmentForCourse } from "@/lib/courses/queries";

const readCourse = async (tx: Tx, id: string) => (await tx.$queryRaw<CourseView[]>`SELECT ${COURSE_COLUMNS} FROM courses c WHERE c.id = ${id}`)[0];

/** The audited values of a course: as the wire shows them (exact credit hours), without id and timestamps. */
const courseValues = ({ id: _id, createdAt: _c, updatedAt: _u, ...values }: CourseView) => values;

/** POST /api/admin/courses. */
export async function createCourse(actor: SessionUser, input: CreateCourseInput): Promise<CourseView> {
  authorize(actor, "courses.manage");
  return transaction(async (tx) => {
    const { id } = await tx.course.create({ data: { ...input, createdBy: actor.id }, select: { id: true } });
    const course = await readCourse(tx, id);
    await writeAudit(tx, { event: "course.created", entityId: id, actorId: actor.id, after: courseValues(course) });
    return course;
  });
}

/** PUT /api/admin/courses/{id}: only the fields given change. */
export async function updateCourse(actor: SessionUser, id: string, input: UpdateCourseInput): Promise<CourseView> {
  authorize(actor, "courses.manage");
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM courses WHERE id = ${id} FOR UPDATE`;
    const before = await readCourse(tx, id);
    if (!before) throw notFound(COURSE_NOT_FOUND);
    await tx.course.update({ where: { id }, data: input, select: { id: true } });
    const after = await readCourse(tx, id);
    await writeAudit(tx, { event: "course.updated", entityId: id, actorId: actor.id, before: courseValues(before), after: courseValues(after) });
    return after;
  });
}

/**
 * POST /api/admin/course-assignments. The course and the user are read FOR SHARE, so a course being
 * deactivated or a user being denied at the same moment either lands first (and this refuses) or waits.
 * Two identical assignments at once: the unique (course, user) index lets one in, the other is a 409.
 */
export async function assignCourse(actor: SessionUser, input: AssignCourseInput): Promise<AssignmentView> {
  authorize(actor, "courses.manage");
  try {
    return await transaction(async (tx) => {
      const [course] = await tx.$queryRaw<{ isActive: boolean }[]>`SELECT "isActive" FROM courses WHERE id = ${input.courseId} FOR SHARE`;
      const [user] = await tx.$queryRaw<{ role: Role; status: string }[]>`SELECT role::text, status::text FROM users WHERE id = ${input.userId} FOR SHARE`;
      const existing = await tx.courseAssignment.findUnique({ where: { courseId_userId: { courseId: input.courseId, userId: input.userId } }, select: { id: true } });
      assertAssignable(course ?? null, user ?? null, existing !== null);
      const { id } = await tx.courseAssignment.create({ data: { ...input, dueDate: input.dueDate ? new Date(`${input.dueDate}T00:00:00Z`) : null, assignedBy: actor.id }, select: { id: true } });
      const [assignment] = await tx.$queryRaw<AssignmentView[]>`${assignmentSelect(false)} WHERE a.id = ${id}`;
      const { id: _id, createdAt: _t, course: _c, user: _u, completion: _x, ...values } = assignment;
      await writeAudit(tx, { event: "course.assigned", entityId: id, actorId: actor.id, after: values });
      return assignment;
    });
  } catch (err) {
    // Only the unique index's refusal (a race lost); the policy's own conflicts keep their words.
    if ((err as { code?: unknown } | null)?.code === "P2002") throw conflict(ALREADY_ASSIGNED);
    throw err;
  }
}

/**
 * The assigned investor opens the course page: the first time moves the assignment from assigned to
 * in_progress (DESIGN.md "Courses"). A conditional update, so two tabs opening at once write it once.
 */
export async function openMyCourse(actor: SessionUser, courseId: string) {
  authorize(actor, "courses.take");
  await transaction(async (tx) => {
    const opened = await tx.$queryRaw<{ id: string }[]>`
      UPDATE course_assignments SET status = 'in_progress', "updatedAt" = now()
      WHERE "courseId" = ${courseId} AND "userId" = ${actor.id} AND status = 'assigned' RETURNING id`;
    await writeAuditMany(
      tx,
      opened.map(({ id }) => ({ event: "course-assignment.started" as const, entityId: id, actorId: actor.id, before: { status: "assigned" }, after: { status: "in_progress" } })),
    );
  });
  return getMyAssignmentForCourse(actor, courseId);
}
