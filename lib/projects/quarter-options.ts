import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { seesAllProjects } from "@/lib/projects/policy";
import { compareQuarters } from "@/lib/projects/quarters";
import type { Role } from "@/lib/auth/schemas";

/**
 * The quarters the viewer's projects are in, oldest first: the table's Quarter filter offers these
 * rather than a fixed list.
 *
 * An employee's: a loose index scan (one index probe per distinct quarter on
 * projects_deploymentQuarter_createdAt_idx), 0.2 ms at a million rows.
 *
 * An investor's: the quarters of the shared groups in project_totals (signed deltas per stage, type,
 * quarter, sharing and held, kept by triggers in the same transaction as every write: a group exists
 * while its sum of counts is above zero) plus the quarters of their own unshared projects (the partial
 * index projects_ownedBy_unshared_createdAt_idx). The same loose scan filtered by visibility walked past
 * every unshared row newer than the first visible one in each quarter: 92–199 ms at 1,000,000 rows after
 * an import of unshared deals (docs/bench.md, issue 29), whoever the investor.
 */
export async function listProjectQuarters(viewer: { id: string; role: Role }): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ q: string }[]>(
    seesAllProjects(viewer)
      ? Prisma.sql`
    WITH RECURSIVE found AS (
      (SELECT p."deploymentQuarter" AS q FROM projects p ORDER BY p."deploymentQuarter" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."deploymentQuarter" FROM projects p WHERE p."deploymentQuarter" > found.q ORDER BY p."deploymentQuarter" LIMIT 1)
      FROM found WHERE found.q IS NOT NULL
    )
    SELECT q FROM found WHERE q IS NOT NULL`
      : Prisma.sql`
    SELECT t."deploymentQuarter" AS q FROM project_totals t WHERE t."sharedWithInvestors"
    GROUP BY t.stage, t.type, t."deploymentQuarter", t.held HAVING SUM(t.count) > 0
    UNION
    SELECT p."deploymentQuarter" FROM projects p WHERE p."ownedBy" = ${viewer.id} AND NOT p."sharedWithInvestors"`,
  );
  return rows.map((r) => r.q).sort(compareQuarters);
}
