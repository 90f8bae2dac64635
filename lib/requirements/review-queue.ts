import "server-only";
// The employees' review queue: hours or credits across investors for one year, filtered by status and
// investor, oldest first, paged in SQL (the (status, date, id) indexes serve the default pending view).
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { yearRange } from "@/lib/requirements/dates";
import type { Page } from "@/lib/requirements/investor-progress";
import type { ReviewQueueQuery, ReviewStatus } from "@/lib/requirements/schemas";
import { evidenceUrl, type Evidence, type ServiceCategory, type LearningCategory } from "@/lib/requirements/categories";

type Reviewed = { id: string; userId: string; username: string; status: ReviewStatus; rejectionReason: string | null; approvedAt: Date | null; createdAt: Date };

export type QueuedServiceHours = Reviewed & { serviceDate: string; hours: string; category: ServiceCategory; description: string; evidence: Evidence | null };
export type QueuedCredit = Reviewed & { completionDate: string; creditHours: string; category: LearningCategory; courseName: string; provider: string; description: string | null };

function where(alias: string, dateColumn: string, q: ReviewQueueQuery): Prisma.Sql {
  const { from, to } = yearRange(q.year);
  const col = (name: string) => Prisma.raw(`${alias}."${name}"`);
  const status = q.status === "all" ? Prisma.empty : Prisma.sql`AND ${col("status")} = ${q.status}::"ReviewStatus"`;
  const investor = q.investor ? Prisma.sql`AND ${col("userId")} = ${q.investor}` : Prisma.empty;
  return Prisma.sql`${col(dateColumn)} >= ${from}::date AND ${col(dateColumn)} < ${to}::date ${status} ${investor}`;
}

const pageOf = (q: ReviewQueueQuery) => Prisma.sql`LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;

type HoursRow = Omit<QueuedServiceHours, "evidence"> & { evidenceFileName: string | null; evidenceContentType: string | null; evidenceSize: number | null };

export function serviceHoursQueueSql(q: ReviewQueueQuery): Prisma.Sql {
  return Prisma.sql`
    SELECT h.id, h."userId", u.username, h.status::text AS status, h."rejectionReason", h."approvedAt", h."createdAt",
      to_char(h."serviceDate", 'YYYY-MM-DD') AS "serviceDate", h.hours::text AS hours, h.category::text AS category, h.description,
      h."evidenceFileName", h."evidenceContentType", h."evidenceSize"
    FROM service_hours h JOIN users u ON u.id = h."userId"
    WHERE ${where("h", "serviceDate", q)}
    ORDER BY h."serviceDate", h.id ${pageOf(q)}`;
}

export async function listServiceHoursQueue(actor: Pick<SessionUser, "role">, q: ReviewQueueQuery): Promise<Page<QueuedServiceHours>> {
  authorize(actor, "service-hours.review");
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<HoursRow[]>(serviceHoursQueueSql(q)),
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM service_hours h WHERE ${where("h", "serviceDate", q)}`,
  ]);
  const items = rows.map(({ evidenceFileName, evidenceContentType, evidenceSize, ...row }) => ({
    ...row,
    evidence: evidenceFileName ? { fileName: evidenceFileName, contentType: evidenceContentType ?? "", size: evidenceSize ?? 0, url: evidenceUrl(row.id) } : null,
  }));
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function listCreditsQueue(actor: Pick<SessionUser, "role">, q: ReviewQueueQuery): Promise<Page<QueuedCredit>> {
  authorize(actor, "education-credits.review");
  const db = await getDb();
  const [items, [{ total }]] = await Promise.all([
    db.$queryRaw<QueuedCredit[]>`
      SELECT c.id, c."userId", u.username, c.status::text AS status, c."rejectionReason", c."approvedAt", c."createdAt",
        to_char(c."completionDate", 'YYYY-MM-DD') AS "completionDate", c."creditHours"::text AS "creditHours", c.category::text AS category,
        c."courseName", c.provider, c.description
      FROM education_credits c JOIN users u ON u.id = c."userId"
      WHERE ${where("c", "completionDate", q)}
      ORDER BY c."completionDate", c.id ${pageOf(q)}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM education_credits c WHERE ${where("c", "completionDate", q)}`,
  ]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}
