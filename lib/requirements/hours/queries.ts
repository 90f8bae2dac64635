import "server-only";
// An investor's own service hours for one calendar year, and their summary, computed in SQL.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import { yearRange } from "@/lib/requirements/dates";
import { sumText } from "@/lib/requirements/hour-sources";
import { entrySelect, presentServiceHours, type ServiceHoursEntry } from "@/lib/requirements/hours/presenter";
import type { SessionUser } from "@/lib/session";
import { ENTRY_NOT_FOUND } from "@/lib/requirements/ownership";
import type { ServiceCategory } from "@/lib/requirements/categories";

type Actor = Pick<SessionUser, "id" | "role">;

const inYear = (year: number) => {
  const { from, to } = yearRange(year);
  return { gte: new Date(`${from}T00:00:00Z`), lt: new Date(`${to}T00:00:00Z`) };
};

/** Newest first: the History tab reads from the top. */
export async function listServiceHours(actor: Actor, year: number): Promise<ServiceHoursEntry[]> {
  authorize(actor, "service-hours.log");
  const db = await getDb();
  const rows = await db.serviceHours.findMany({
    where: { userId: actor.id, serviceDate: inYear(year) },
    select: entrySelect,
    orderBy: [{ serviceDate: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(presentServiceHours);
}

export type CategoryHours = { category: ServiceCategory; hours: string; loggedHours: string };
export type ServiceHoursSummary = { year: number; pendingHours: string; approvedHours: string; rejectedHours: string; categoryBreakdown: CategoryHours[] };

/**
 * Spec 2 §3's summary. categoryBreakdown lists all seven categories in the plan's order: `hours` are the
 * approved hours (what counts), `loggedHours` the pending and approved ones (what was claimed).
 */
export async function getServiceHoursSummary(actor: Actor, year: number): Promise<ServiceHoursSummary> {
  authorize(actor, "service-hours.log");
  const userId = actor.id;
  const db = await getDb();
  const { from, to } = yearRange(year);
  const rows = await db.$queryRaw<(CategoryHours & { pending: string; approved: string; rejected: string })[]>`
    WITH mine AS (
      SELECT category, status::text AS status, hours FROM service_hours
      WHERE "userId" = ${userId} AND "serviceDate" >= ${from}::date AND "serviceDate" < ${to}::date
    ), totals AS (
      SELECT ${sumText(Prisma.sql`status = 'pending'`)} AS pending, ${sumText(Prisma.sql`status = 'approved'`)} AS approved,
             ${sumText(Prisma.sql`status = 'rejected'`)} AS rejected FROM mine
    )
    SELECT c.category::text AS category, ${sumText(Prisma.sql`m.status = 'approved'`)} AS hours,
           ${sumText(Prisma.sql`m.status <> 'rejected'`)} AS "loggedHours", t.pending, t.approved, t.rejected
    FROM unnest(enum_range(NULL::"ServiceCategory")) AS c(category)
    LEFT JOIN mine m ON m.category = c.category
    CROSS JOIN totals t
    GROUP BY c.category, t.pending, t.approved, t.rejected
    ORDER BY c.category`;
  const [first] = rows;
  return {
    year,
    pendingHours: first.pending,
    approvedHours: first.approved,
    rejectedHours: first.rejected,
    categoryBreakdown: rows.map(({ category, hours, loggedHours }) => ({ category, hours, loggedHours })),
  };
}

/** The evidence file of an entry, for its owner or a reviewer; anyone else learns nothing (404). */
export async function getEvidenceFile(viewer: Actor, entryId: string): Promise<{ key: string; fileName: string }> {
  const db = await getDb();
  const row = await db.serviceHours.findUnique({ where: { id: entryId }, select: { userId: true, evidenceKey: true, evidenceFileName: true } });
  if (!row || (row.userId !== viewer.id && !can(viewer, "service-hours.review"))) throw notFound(ENTRY_NOT_FOUND);
  if (!row.evidenceKey) throw notFound("This entry has no evidence file");
  return { key: row.evidenceKey, fileName: row.evidenceFileName ?? "evidence" };
}
