// The requirement link (DESIGN.md "Courses"): an approved completion counts toward its investor's
// annual requirement as education hours, the course's credit hours in the year of the completion date.
// One completion per assignment and one assignment per course and user, so each course counts once.
// The hours are those the approval fixed on the completion (DESIGN.md "A decision fixes its figures"),
// never the course's current ones. Summed in SQL as exact decimals; the requirements feature reads the
// same column in its progress (lib/requirements/hour-sources.ts).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";

const yearRange = (year: number) => Prisma.sql`cc."completionDate" >= make_date(${year}::int, 1, 1) AND cc."completionDate" < make_date(${year}::int + 1, 1, 1)`;

/** Approved course education hours of one user in one calendar year, as exact text ("4.50"; "0.00" for none). */
export async function approvedCourseHours(userId: string, year: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ hours: string }[]>`
    SELECT COALESCE(sum(cc."creditHours"), 0)::numeric(7,2)::text AS hours
    FROM course_completions cc
    WHERE cc."userId" = ${userId} AND cc.status = 'approved' AND ${yearRange(year)}`;
  return row.hours;
}

/** The same for every user with any approved course hours that year: userId → exact text. */
export async function approvedCourseHoursByUser(year: number): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ userId: string; hours: string }[]>`
    SELECT cc."userId", sum(cc."creditHours")::numeric(9,2)::text AS hours
    FROM course_completions cc
    WHERE cc.status = 'approved' AND ${yearRange(year)}
    GROUP BY cc."userId"`;
  return new Map(rows.map((r) => [r.userId, r.hours]));
}
