import "server-only";
// Every source of hours toward the annual requirement, as one row set: (user_id, kind, status, hours,
// day). Progress, the monthly chart and the employee progress table all read
// from here, so a new source is one more UNION ALL branch in this one place. A course completion
// (lib/courses/education-hours.ts, DESIGN.md "Courses") counts its course's credit hours as education
// hours in the year of its completion date; one completion per assignment and one assignment per course
// and user, so a course counts once. Approved, those are the hours its approval fixed on the completion
// (DESIGN.md "A decision fixes its figures": a later edit of the course does not change them); pending or
// rejected, the course's current ones, which approving now would fix. (The year-end CSV lists entries,
// not sources: it reads its own tables.)
import { Prisma } from "@/generated/prisma/client";
import { yearRange } from "@/lib/requirements/dates";

export type HourKind = "service" | "education";

/** The filter each branch applies to its own date and user columns, so indexes serve every branch. */
function branchFilter(dateColumn: string, year: number, userId?: string): Prisma.Sql {
  const { from, to } = yearRange(year);
  const day = Prisma.raw(`"${dateColumn}"`);
  const who = userId ? Prisma.sql`AND "userId" = ${userId}` : Prisma.empty;
  return Prisma.sql`${day} >= ${from}::date AND ${day} < ${to}::date ${who}`;
}

export function hourSources(year: number, userId?: string): Prisma.Sql {
  return Prisma.sql`
    SELECT "userId" AS user_id, 'service' AS kind, status::text AS status, hours, "serviceDate" AS day
      FROM service_hours WHERE ${branchFilter("serviceDate", year, userId)}
    UNION ALL
    SELECT "userId", 'education', status::text, "creditHours", "completionDate"
      FROM education_credits WHERE ${branchFilter("completionDate", year, userId)}
    UNION ALL
    SELECT cc."userId", 'education', cc.status::text,
        CASE WHEN cc.status = 'approved' THEN cc."creditHours" ELSE c."creditHours" END, cc."completionDate"
      FROM course_completions cc JOIN courses c ON c.id = cc."courseId" WHERE ${branchFilter("completionDate", year, userId)}`;
}

/** SUM as exact Decimal text with two places ("0.00" when nothing matches). */
export const sumText = (filter: Prisma.Sql) => Prisma.sql`COALESCE(SUM(hours) FILTER (WHERE ${filter}), 0)::numeric(12,2)::text`;
