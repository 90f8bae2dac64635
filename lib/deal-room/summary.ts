// GET /api/admin/documents/summary (spec 2 §3 "Admin document summary per user"): every investor's
// completion in ONE statement, filtered, counted and paged in SQL, for any number of investors.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { usernameKey } from "@/lib/auth/username";
import { getDb } from "@/lib/db";
import { TOTAL_DOCUMENTS, type DocumentType } from "@/lib/deal-room/document-types";
import { authorize } from "@/lib/auth/authorize";
import type { Role } from "@/lib/auth/schemas";
import { DEAL_ROOM_ROLES, type Actor, type ReviewStatus } from "@/lib/deal-room/policy";
import type { CompletionBadgeFilter, SummaryQuery } from "@/lib/deal-room/schemas";

export type SummaryDocument = { documentType: DocumentType; hasFile: boolean; hasGoogleDoc: boolean; reviewStatus: ReviewStatus | null };

export type UserDocumentSummary = {
  user: { id: string; username: string; role: Role; status: "pending" | "approved" | "denied" };
  documents: SummaryDocument[];
  completedDocuments: number;
  totalDocuments: number;
  completionPercentage: number;
};

type Row = { id: string; username: string; role: Role; status: UserDocumentSummary["user"]["status"]; done: number; pct: number; total: number; documents: SummaryDocument[] };

// The SQL twins of lib/deal-room/policy.ts: isDone (a file or a link, not rejected), completionPercentage
// (whole percent, rounded) and completionBadge's thresholds. policy.test.ts and the summary tests hold
// both sides to the same answers.
const DONE = Prisma.sql`(d."filePath" IS NOT NULL OR d."googleDocUrl" IS NOT NULL) AND d."reviewStatus" IS DISTINCT FROM 'rejected'`;
const PCT = Prisma.sql`LEAST(100, round(c.done * 100.0 / ${TOTAL_DOCUMENTS}))::int`;
const BADGE: Record<CompletionBadgeFilter, Prisma.Sql> = {
  complete: Prisma.sql`${PCT} >= 100`,
  in_progress: Prisma.sql`${PCT} >= 50 AND ${PCT} < 100`,
  started: Prisma.sql`${PCT} > 0 AND ${PCT} < 50`,
  not_started: Prisma.sql`${PCT} = 0`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The statement: completion counts per investor (one pass over users ⟕ documents, grouped), the badge
 * filter and the total (a window count) on those, the page cut, and only then the per-type JSON for the
 * page's investors. Exported so the benchmark runs exactly this SQL through a raw driver.
 */
export function summarySql(query: SummaryQuery): Prisma.Sql {
  // Investors only (employees have no deal room): the roles holding documents.manage-own.
  const where = [Prisma.sql`u.role = ANY(ARRAY[${Prisma.join([...DEAL_ROOM_ROLES])}]::"Role"[])`];
  // Names compare through their one key (lib/auth/username.ts); % and _ are literal characters.
  if (query.search) where.push(Prisma.sql`u."usernameKey" LIKE ${`%${escapeLike(usernameKey(query.search))}%`}`);
  if (query.status) where.push(Prisma.sql`u.status = ${query.status}::"UserStatus"`);
  const page = query.pageSize ? Prisma.sql`LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}` : Prisma.empty;
  return Prisma.sql`
    WITH c AS (
      SELECT u.id, u.username, u."usernameKey", u.role::text AS role, u.status::text AS status, (count(d.id) FILTER (WHERE ${DONE}))::int AS done
      FROM users u LEFT JOIN documents d ON d."userId" = u.id
      WHERE ${Prisma.join(where, " AND ")}
      GROUP BY u.id
    ), p AS (
      SELECT c.*, ${PCT} AS pct, (count(*) OVER ())::int AS total FROM c
      ${query.badge ? Prisma.sql`WHERE ${BADGE[query.badge]}` : Prisma.empty}
      ORDER BY c."usernameKey", c.id ${page}
    )
    SELECT p.id, p.username, p.role, p.status, p.done, p.pct, p.total,
      COALESCE((
        SELECT json_agg(json_build_object('documentType', d."documentType", 'hasFile', d."filePath" IS NOT NULL,
          'hasGoogleDoc', d."googleDocUrl" IS NOT NULL, 'reviewStatus', d."reviewStatus") ORDER BY d."documentType")
        FROM documents d WHERE d."userId" = p.id
      ), '[]'::json) AS documents
    FROM p ORDER BY p."usernameKey", p.id`;
}

/** The page of investors and how many match in all (0 when a page past the end is asked for). */
export async function getDocumentSummary(actor: Actor, query: SummaryQuery): Promise<{ rows: UserDocumentSummary[]; total: number }> {
  authorize(actor, "documents.read-all");
  const db = await getDb();
  const rows = await db.$queryRaw<Row[]>(summarySql(query));
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      user: { id: r.id, username: r.username, role: r.role, status: r.status },
      documents: r.documents,
      completedDocuments: r.done,
      totalDocuments: TOTAL_DOCUMENTS,
      completionPercentage: r.pct,
    })),
  };
}
