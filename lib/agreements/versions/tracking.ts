import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import { investorScope } from "@/lib/agreements/access";
import { audienceOf, personFor } from "@/lib/users/audience";
import type { VersionStatus } from "@/lib/agreements/statuses";
import type { TrackingQuery } from "@/lib/agreements/versions/schemas";

export type TrackingRow = {
  id: string;
  status: VersionStatus;
  templateId: string;
  investorId: string;
  investor: { id: string; username: string };
  template: { id: string; title: string; category: string; version: string };
  approver: string | null;
  reviewStartedAt: Date | null;
  approvedAt: Date | null;
  threadCount: number;
  openThreadCount: number;
  lastActivity: Date | null;
};

type Raw = Omit<TrackingRow, "investor" | "template"> & { investorName: string; title: string; category: string; templateVersion: string; total: number };

/**
 * The Negotiation Tracker (spec 2 §7): every version with its counts and last activity, filtered, sorted
 * and paged in one statement. Thread counts and the latest thread or reply are aggregated once,
 * grouped by version, over the filtered versions only (no query per row). Last activity is the latest
 * thread, reply or status change; a version nobody has touched since it was assigned has none ('Never').
 */
export async function listTracking(actor: SessionUser, query: TrackingQuery): Promise<{ rows: TrackingRow[]; total: number }> {
  const investorId = investorScope(actor, query.investor);
  // The filter on a version alias: the list's versions, and the same versions inside each aggregate.
  const where = (v: string) => {
    const conditions = [
      investorId ? Prisma.sql`${Prisma.raw(v)}."investorId" = ${investorId}` : null,
      query.status ? Prisma.sql`${Prisma.raw(v)}.status = ${query.status}::"TemplateVersionStatus"` : null,
    ].filter((c): c is Prisma.Sql => c !== null);
    return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  };
  const db = await getDb();
  const rows = await db.$queryRaw<Raw[]>`
    SELECT v.id, v.status::text AS status, v."templateId", v."investorId", v."reviewStartedAt", v."approvedAt",
           u.username AS "investorName", t.title, t.category::text AS category, v."templateVersion", a.username AS approver,
           COALESCE(th.thread_count, 0)::int AS "threadCount", COALESCE(th.open_count, 0)::int AS "openThreadCount",
           GREATEST(th.last_thread, rp.last_reply, NULLIF(v."updatedAt", v."createdAt")) AS "lastActivity",
           count(*) OVER ()::int AS total
    FROM investor_template_versions v
    JOIN users u ON u.id = v."investorId"
    JOIN template_documents t ON t.id = v."templateId"
    LEFT JOIN users a ON a.id = v."approvedBy"
    LEFT JOIN (
      SELECT rt."versionId", count(*) AS thread_count, count(*) FILTER (WHERE rt.status = 'open') AS open_count, max(rt."updatedAt") AS last_thread
      FROM redline_threads rt JOIN investor_template_versions fv ON fv.id = rt."versionId" ${where("fv")}
      GROUP BY rt."versionId"
    ) th ON th."versionId" = v.id
    LEFT JOIN (
      SELECT rt."versionId", max(r."createdAt") AS last_reply
      FROM redline_replies r JOIN redline_threads rt ON rt.id = r."threadId" JOIN investor_template_versions fv ON fv.id = rt."versionId" ${where("fv")}
      GROUP BY rt."versionId"
    ) rp ON rp."versionId" = v.id
    ${where("v")}
    ORDER BY "lastActivity" DESC NULLS LAST, v."createdAt" DESC, v.id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
  const total = rows[0]?.total ?? (query.page > 1 ? await countTracking(where("v")) : 0);
  return {
    total,
    rows: rows.map(({ investorName, title, category, templateVersion, total: _total, ...r }) => ({
      ...r,
      approver: personFor(audienceOf(actor), r.approver === null ? null : { username: r.approver, role: "employee" }),
      investor: { id: r.investorId, username: investorName },
      template: { id: r.templateId, title, category, version: templateVersion },
    })),
  };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countTracking(where: Prisma.Sql): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM investor_template_versions v ${where}`;
  return n;
}
