import "server-only";
// Employees see every approved investor's progress for a year (who is short before year end): least
// approved hours first, paged in SQL, with the total count.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { usernameKey } from "@/lib/auth/username";
import { REQUIRED_HOURS } from "@/lib/requirements/dates";
import { PARTICIPANT_ROLES } from "@/lib/requirements/ownership";
import { hourSources } from "@/lib/requirements/hour-sources";
import type { ProgressListQuery } from "@/lib/requirements/schemas";

export type InvestorProgress = {
  investorId: string;
  username: string;
  approvedHours: string;
  pendingHours: string;
  progressPercentage: number;
  isComplete: boolean;
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export async function listInvestorProgress(actor: Pick<SessionUser, "role">, query: ProgressListQuery): Promise<Page<InvestorProgress>> {
  authorize(actor, "service-hours.review");
  const db = await getDb();
  // A plain substring test on the normalised name: % and _ in a search are ordinary characters.
  const search = query.search ? Prisma.sql`AND strpos(u."usernameKey", ${usernameKey(query.search)}) > 0` : Prisma.empty;
  const investors = Prisma.sql`u.role = ANY(ARRAY[${Prisma.join([...PARTICIPANT_ROLES])}]::"Role"[]) AND u.status = 'approved'::"UserStatus" ${search}`;
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<InvestorProgress[]>`
      WITH totals AS (
        SELECT user_id,
          COALESCE(SUM(hours) FILTER (WHERE status = 'approved'), 0) AS approved,
          COALESCE(SUM(hours) FILTER (WHERE status = 'pending'), 0) AS pending
        FROM (${hourSources(query.year)}) s GROUP BY user_id
      )
      SELECT u.id AS "investorId", u.username,
        COALESCE(t.approved, 0)::numeric(12,2)::text AS "approvedHours",
        COALESCE(t.pending, 0)::numeric(12,2)::text AS "pendingHours",
        LEAST(100, ROUND(COALESCE(t.approved, 0) * 100 / ${REQUIRED_HOURS}, 1))::float8 AS "progressPercentage",
        COALESCE(t.approved, 0) >= ${REQUIRED_HOURS} AS "isComplete"
      FROM users u LEFT JOIN totals t ON t.user_id = u.id
      WHERE ${investors}
      ORDER BY COALESCE(t.approved, 0) ASC, u."usernameKey" ASC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM users u WHERE ${investors}`,
  ]);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}
