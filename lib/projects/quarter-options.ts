import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { visibleProjectSql } from "@/lib/projects/policy";
import { compareQuarters } from "@/lib/projects/quarters";
import type { Role } from "@/lib/auth/schemas";

/**
 * The quarters the viewer's projects are in, oldest first: the table's Quarter filter offers these
 * rather than a fixed list. A loose index scan (one index probe per distinct quarter on
 * projects_deploymentQuarter_createdAt_idx), so it stays fast at a million rows.
 */
export async function listProjectQuarters(viewer: { id: string; role: Role }): Promise<string[]> {
  const db = await getDb();
  const visible = visibleProjectSql(viewer);
  const rows = await db.$queryRaw<{ q: string }[]>(Prisma.sql`
    WITH RECURSIVE found AS (
      (SELECT p."deploymentQuarter" AS q FROM projects p WHERE ${visible} ORDER BY p."deploymentQuarter" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."deploymentQuarter" FROM projects p WHERE p."deploymentQuarter" > found.q AND ${visible} ORDER BY p."deploymentQuarter" LIMIT 1)
      FROM found WHERE found.q IS NOT NULL
    )
    SELECT q FROM found WHERE q IS NOT NULL`);
  return rows.map((r) => r.q).sort(compareQuarters);
}
