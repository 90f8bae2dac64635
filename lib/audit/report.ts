import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db";

export const AUDIT_PERIODS = ["7", "30", "90"] as const;

export const auditReportQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(AUDIT_PERIODS, { error: "days must be 7, 30 or 90" }).default("30").transform(Number),
  ),
});

const UNKNOWN_USER = "Unknown user";
const TOP = 10;
const RECENT = 20;

export type AuditReport = {
  days: number;
  totalEdits: number;
  editsByRecord: { entityType: string; entityId: string; projectName: string | null; editCount: number; lastEdit: Date }[];
  editsByUser: { username: string; editCount: number }[];
  recentEdits: { id: string; action: string; entityType: string; entityId: string; user: { username: string }; createdAt: Date; fieldChanges: string[] }[];
};

/**
 * Edit activity over the last `days` days, aggregated in SQL. A record's projectName is its project's
 * client: the project itself, or the project a comment or task belongs to (found through the record's
 * audit history, so deleted records keep their name; a deleted project's last known client is used).
 */
export async function getAuditReport(days: number): Promise<AuditReport> {
  const db = await getDb();
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const [[{ total }], editsByRecord, editsByUser, recent] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM audit_log WHERE "createdAt" >= ${since}`,
    db.$queryRaw<AuditReport["editsByRecord"]>`
      WITH g AS (
        SELECT "entityType", "entityId", count(*)::int AS "editCount", max("createdAt") AS "lastEdit"
        FROM audit_log WHERE "createdAt" >= ${since}
        GROUP BY "entityType", "entityId"
        ORDER BY "editCount" DESC, "lastEdit" DESC, "entityId" ASC
        LIMIT ${TOP}
      )
      SELECT g."entityType", g."entityId", g."editCount", g."lastEdit", COALESCE(p.client, hist.client) AS "projectName"
      FROM g
      LEFT JOIN LATERAL (
        SELECT COALESCE(a."newValues"->>'projectId', a."oldValues"->>'projectId') AS pid
        FROM audit_log a
        WHERE a."entityType" = g."entityType" AND a."entityId" = g."entityId"
          AND COALESCE(a."newValues"->>'projectId', a."oldValues"->>'projectId') IS NOT NULL
        ORDER BY a."createdAt" DESC LIMIT 1
      ) ref ON g."entityType" <> 'project'
      CROSS JOIN LATERAL (SELECT CASE WHEN g."entityType" = 'project' THEN g."entityId" ELSE ref.pid END AS pid) owner
      LEFT JOIN projects p ON p.id = owner.pid
      LEFT JOIN LATERAL (
        SELECT COALESCE(a."newValues"->>'client', a."oldValues"->>'client') AS client
        FROM audit_log a
        WHERE p.id IS NULL AND a."entityType" = 'project' AND a."entityId" = owner.pid
          AND COALESCE(a."newValues"->>'client', a."oldValues"->>'client') IS NOT NULL
        ORDER BY a."createdAt" DESC LIMIT 1
      ) hist ON TRUE
      ORDER BY g."editCount" DESC, g."lastEdit" DESC, g."entityId" ASC`,
    db.$queryRaw<AuditReport["editsByUser"]>`
      SELECT COALESCE(u.username, ${UNKNOWN_USER}) AS username, count(*)::int AS "editCount"
      FROM audit_log a LEFT JOIN users u ON u.id = a."userId"
      WHERE a."createdAt" >= ${since}
      GROUP BY a."userId", u.username
      ORDER BY "editCount" DESC, username ASC
      LIMIT ${TOP}`,
    db.auditLog.findMany({
      where: { createdAt: { gte: since } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT,
      select: { id: true, action: true, entityType: true, entityId: true, createdAt: true, fieldChanges: true, user: { select: { username: true } } },
    }),
  ]);
  return {
    days,
    totalEdits: total,
    editsByRecord,
    editsByUser,
    recentEdits: recent.map((e) => ({
      ...e,
      user: { username: e.user?.username ?? UNKNOWN_USER },
      fieldChanges: Array.isArray(e.fieldChanges) ? e.fieldChanges.map(String) : [],
    })),
  };
}
