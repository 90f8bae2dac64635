// The SQL every course read is built from, so each rule about what a row shows is written once: the
// derived assignment status, the certificate's download route in place of its storage key, exact
// decimals as text, days as yyyy-MM-dd and times as UTC ISO instants, whether top-level or embedded, and
// a completion's course as its approval fixed it (DESIGN.md "A decision fixes its figures").
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { earliestToday } from "@/lib/validation/dates";

const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
const instant = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const jsonObject = (fields: Record<string, string>) => `json_build_object(${Object.entries(fields).map(([k, v]) => `'${k}', ${v}`).join(", ")})`;
const columns = (fields: Record<string, string>) => Object.entries(fields).map(([k, v]) => `${v} AS "${k}"`).join(", ");

/** DESIGN.md "Courses": completed when approved (stored), overdue once the due day has ended everywhere. */
export const assignmentStatusSql = (today = earliestToday()) =>
  Prisma.sql`(CASE WHEN a.status = 'completed' THEN 'completed' WHEN a."dueDate" < ${today}::date THEN 'overdue' ELSE a.status::text END)`;

const SUMMARY: Record<string, string> = {
  id: "c.id",
  title: "c.title",
  description: "c.description",
  category: "c.category::text",
  creditHours: `c."creditHours"::text`,
  resourcesUrl: `c."resourcesUrl"`,
  videoUrl: `c."videoUrl"`,
  isActive: `c."isActive"`,
};
const COURSE: Record<string, string> = {
  ...SUMMARY,
  content: "c.content",
  createdBy: `c."createdBy"`,
  createdAt: instant(`c."createdAt"`),
  updatedAt: instant(`c."updatedAt"`),
};
const COMPLETION: Record<string, string> = {
  id: "cc.id",
  assignmentId: `cc."assignmentId"`,
  userId: `cc."userId"`,
  courseId: `cc."courseId"`,
  completionDate: day(`cc."completionDate"`),
  submissionNotes: `cc."submissionNotes"`,
  // The storage key never leaves the server: clients get the authorized download route.
  certificateUrl: `CASE WHEN cc."certificateUrl" IS NULL THEN NULL ELSE '/api/course-completions/' || cc.id || '/certificate' END`,
  status: "cc.status::text",
  approvedBy: `cc."approvedBy"`,
  approvedAt: instant(`cc."approvedAt"`),
  rejectionReason: `cc."rejectionReason"`,
  // The credit hours its approval fixed; null until approved.
  creditHours: `cc."creditHours"::text`,
  createdAt: instant(`cc."createdAt"`),
  updatedAt: instant(`cc."updatedAt"`),
};
const USER = jsonObject({ id: "u.id", username: "u.username" });

export const COURSE_COLUMNS = Prisma.raw(columns(COURSE));

/** Assignment rows with their course (full, or without content for staff lists), user and completion. */
export function assignmentSelect(fullCourse: boolean, today?: string): Prisma.Sql {
  return Prisma.sql`
    SELECT a.id, a."courseId", a."userId", a."assignedBy", ${Prisma.raw(day(`a."dueDate"`))} AS "dueDate",
      ${assignmentStatusSql(today)} AS status, a.notes, ${Prisma.raw(instant(`a."createdAt"`))} AS "createdAt",
      ${Prisma.raw(jsonObject(fullCourse ? COURSE : SUMMARY))} AS course, ${Prisma.raw(USER)} AS "user",
      ${Prisma.raw(`CASE WHEN cc.id IS NULL THEN NULL ELSE ${jsonObject(COMPLETION)} END`)} AS completion
    FROM course_assignments a
    JOIN courses c ON c.id = a."courseId"
    JOIN users u ON u.id = a."userId"
    LEFT JOIN course_completions cc ON cc."assignmentId" = a.id AND cc."userId" = a."userId"`;
}

/**
 * A completion's course as the completion shows it: what its approval fixed once approved (a later edit of
 * the course does not reach it), the course as it is now before (what approving now would fix).
 */
export const completionCourseTitleSql = `COALESCE(cc."courseTitle", c.title)`;
const COMPLETION_COURSE: Record<string, string> = {
  id: "c.id",
  title: completionCourseTitleSql,
  category: `COALESCE(cc.category, c.category)::text`,
  creditHours: `COALESCE(cc."creditHours", c."creditHours")::text`,
};

/** Completion rows with their course (as above) and user. */
export const completionSelect = Prisma.sql`
  SELECT ${Prisma.raw(columns(COMPLETION))},
    ${Prisma.raw(jsonObject(COMPLETION_COURSE))} AS course,
    ${Prisma.raw(USER)} AS "user"
  FROM course_completions cc
  JOIN courses c ON c.id = cc."courseId"
  JOIN users u ON u.id = cc."userId"`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
