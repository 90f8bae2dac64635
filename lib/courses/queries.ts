import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import { assignmentSelect, assignmentStatusSql, completionCourseTitleSql, completionSelect, COURSE_COLUMNS, escapeLike } from "@/lib/courses/sql";
import { ASSIGNMENT_NOT_FOUND, COURSE_NOT_FOUND } from "@/lib/courses/policy";
import type { AssignmentListQuery, CompletionListQuery, StaffSortKey } from "@/lib/courses/schemas";
import type { AssignmentView, CompletionView, CompletionWithRefs, CourseView, MyCourse } from "@/lib/courses/types";

type Viewer = { id: string; role: Role };

/** Course managers see every course; anyone else only the courses assigned to them (any other does not exist for them). */
const visibleCourseSql = (viewer: Viewer) =>
  can(viewer, "courses.manage")
    ? Prisma.sql`TRUE`
    : Prisma.sql`EXISTS (SELECT 1 FROM course_assignments v WHERE v."courseId" = c.id AND v."userId" = ${viewer.id})`;

export async function listCourses(viewer: Viewer): Promise<CourseView[]> {
  const db = await getDb();
  return db.$queryRaw<CourseView[]>`SELECT ${COURSE_COLUMNS} FROM courses c WHERE ${visibleCourseSql(viewer)} ORDER BY lower(c.title), c.id`;
}

export async function getCourse(viewer: Viewer, courseId: string): Promise<CourseView> {
  const db = await getDb();
  const [course] = await db.$queryRaw<CourseView[]>`SELECT ${COURSE_COLUMNS} FROM courses c WHERE c.id = ${courseId} AND ${visibleCourseSql(viewer)}`;
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/** The caller's own assignments, newest first, with the full course when `fullCourse` (my-courses). */
export function myAssignmentsSql(userId: string, fullCourse: boolean): Prisma.Sql {
  return Prisma.sql`${assignmentSelect(fullCourse)} WHERE a."userId" = ${userId} ORDER BY a."createdAt" DESC, a.id`;
}

export async function listMyAssignments(actor: Viewer): Promise<AssignmentView[]> {
  authorize(actor, "courses.take");
  const db = await getDb();
  return db.$queryRaw<AssignmentView[]>(myAssignmentsSql(actor.id, false));
}

export async function listMyCourses(actor: Viewer): Promise<MyCourse[]> {
  authorize(actor, "courses.take");
  const db = await getDb();
  return db.$queryRaw<MyCourse[]>(myAssignmentsSql(actor.id, true));
}

/** The caller's assignment for one course; none (or not theirs) is 404. */
export async function getMyAssignmentForCourse(actor: Viewer, courseId: string): Promise<MyCourse> {
  authorize(actor, "courses.take");
  const db = await getDb();
  const [row] = await db.$queryRaw<MyCourse[]>`${assignmentSelect(true)} WHERE a."userId" = ${actor.id} AND a."courseId" = ${courseId}`;
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

export async function listMyCompletions(actor: Viewer): Promise<CompletionWithRefs[]> {
  authorize(actor, "courses.take");
  const db = await getDb();
  return db.$queryRaw<CompletionWithRefs[]>`${completionSelect} WHERE cc."userId" = ${actor.id} ORDER BY cc."createdAt" DESC, cc.id`;
}

/** The caller's completion for a course assigned to them: null before they submit; 404 when not assigned. */
export async function getMyCompletionForCourse(actor: Viewer, courseId: string): Promise<CompletionView | null> {
  const assignment = await getMyAssignmentForCourse(actor, courseId);
  return assignment.completion;
}

type ListSql = { rows: Prisma.Sql; count: Prisma.Sql; offset: number };

function order(sort: StaffSortKey | undefined, direction: "asc" | "desc", columns: Record<StaffSortKey, Prisma.Sql>, stable: Prisma.Sql): Prisma.Sql {
  if (!sort) return Prisma.sql`ORDER BY ${stable}`;
  const dir = direction === "desc" ? Prisma.sql`DESC NULLS LAST` : Prisma.sql`ASC NULLS LAST`;
  return Prisma.sql`ORDER BY ${columns[sort]} ${dir}, ${stable}`;
}

function paged(select: Prisma.Sql, from: Prisma.Sql, where: Prisma.Sql, orderBy: Prisma.Sql, page: number, pageSize?: number): ListSql {
  const offset = pageSize ? (page - 1) * pageSize : 0;
  const limit = pageSize ? Prisma.sql`LIMIT ${pageSize} OFFSET ${offset}` : Prisma.empty;
  return { rows: Prisma.sql`${select} WHERE ${where} ${orderBy} ${limit}`, count: Prisma.sql`SELECT count(*)::int AS count ${from} WHERE ${where}`, offset };
}

/** A search matches the course title as the row shows it, or the username. */
const searchSql = (search: string | undefined, title = Prisma.sql`c.title`) =>
  search ? Prisma.sql`(${title} ILIKE ${`%${escapeLike(search)}%`} OR u.username ILIKE ${`%${escapeLike(search)}%`})` : Prisma.sql`TRUE`;

/** The staff assignment list's statements (exported so the benchmark replays exactly this SQL). */
export function staffAssignmentListSql(query: AssignmentListQuery, today?: string): ListSql {
  const status = assignmentStatusSql(today);
  const where = Prisma.join([searchSql(query.search), query.status ? Prisma.sql`${status} = ${query.status}` : Prisma.sql`TRUE`], " AND ");
  const columns = { course: Prisma.sql`lower(c.title)`, user: Prisma.sql`u."usernameKey"`, status, date: Prisma.sql`a."dueDate"`, created: Prisma.sql`a."createdAt"` };
  // The count joins the course and the user only when the search reads them (the foreign keys are required).
  const from = query.search
    ? Prisma.sql`FROM course_assignments a JOIN courses c ON c.id = a."courseId" JOIN users u ON u.id = a."userId"`
    : Prisma.sql`FROM course_assignments a`;
  // Newest first, in the (createdAt, id) index's order read backwards: a page needs no sort of the whole table.
  return paged(assignmentSelect(false, today), from, where, order(query.sort, query.order, columns, Prisma.sql`a."createdAt" DESC, a.id DESC`), query.page, query.pageSize);
}

export function staffCompletionListSql(query: CompletionListQuery): ListSql {
  // An approved completion shows (and is found and sorted by) the title its approval fixed.
  const title = Prisma.raw(completionCourseTitleSql);
  const where = Prisma.join([searchSql(query.search, title), query.status ? Prisma.sql`cc.status = ${query.status}::"ReviewStatus"` : Prisma.sql`TRUE`], " AND ");
  const columns = { course: Prisma.sql`lower(${title})`, user: Prisma.sql`u."usernameKey"`, status: Prisma.sql`cc.status::text`, date: Prisma.sql`cc."completionDate"`, created: Prisma.sql`cc."createdAt"` };
  const from = query.search
    ? Prisma.sql`FROM course_completions cc JOIN courses c ON c.id = cc."courseId" JOIN users u ON u.id = cc."userId"`
    : Prisma.sql`FROM course_completions cc`;
  return paged(completionSelect, from, where, order(query.sort, query.order, columns, Prisma.sql`cc."createdAt" DESC, cc.id DESC`), query.page, query.pageSize);
}

/** Rows of one page and the total before paging; the count runs only when the page does not tell it. */
async function runList<T>(sql: ListSql, pageSize: number | undefined): Promise<{ rows: T[]; total: number }> {
  const db = await getDb();
  const rows = await db.$queryRaw<T[]>(sql.rows);
  const known = !pageSize || (rows.length < pageSize && (rows.length > 0 || sql.offset === 0));
  const total = known ? sql.offset + rows.length : (await db.$queryRaw<{ count: number }[]>(sql.count))[0].count;
  return { rows, total };
}

export async function listStaffAssignments(actor: Viewer, query: AssignmentListQuery) {
  authorize(actor, "courses.manage");
  return runList<AssignmentView>(staffAssignmentListSql(query), query.pageSize);
}

export async function listStaffCompletions(actor: Viewer, query: CompletionListQuery) {
  authorize(actor, "courses.manage");
  return runList<CompletionWithRefs>(staffCompletionListSql(query), query.pageSize);
}
