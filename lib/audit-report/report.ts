import "server-only";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { Role } from "@/lib/auth/schemas";
import { SECRET_FIELDS } from "@/lib/audit/events";
import type { AuditValue } from "@/lib/audit/format-value";
import { nameRecords, usernames } from "@/lib/audit-report/resolvers";

export { AUDIT_PERIODS, auditReportQuerySchema } from "@/lib/audit-report/schemas";

const UNKNOWN_USER = "Unknown user";
const TOP = 10;
const RECENT = 20;

/** Fields whose values are user ids: the report shows the username instead. */
const USER_FIELDS = new Set(["reservedBy", "approvedBy", "ownedBy", "rejectedFor", "assignedTo", "userId", "investorId", "createdBy", "assignedBy", "resolvedBy", "finalizedBy", "authorId"]);
const SECRETS = new Set<string>(SECRET_FIELDS);

/** One changed field of an edit: its value before and after (null for a creation's before, a deletion's after). */
export type AuditChange = { field: string; before: AuditValue; after: AuditValue };

export type AuditReport = {
  days: number;
  totalEdits: number;
  editsByRecord: { entityType: string; entityId: string; name: string | null; projectName: string | null; editCount: number; lastEdit: Date }[];
  editsByUser: { username: string; editCount: number }[];
  recentEdits: {
    id: string;
    event: string;
    action: string;
    entityType: string;
    entityId: string;
    name: string | null;
    projectName: string | null;
    user: { username: string };
    createdAt: Date;
    fieldChanges: string[];
    changes: AuditChange[];
  }[];
};

type JsonRecord = Record<string, unknown>;
const asRecord = (v: unknown): JsonRecord => (v && typeof v === "object" && !Array.isArray(v) ? (v as JsonRecord) : {});
const asValue = (v: unknown): AuditValue => (v === undefined || v === null ? null : typeof v === "object" ? JSON.stringify(v) : (v as AuditValue));

function changesOf(fields: string[], oldValues: unknown, newValues: unknown, names: Map<string, string>): AuditChange[] {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  const readable = (field: string, v: AuditValue) => (USER_FIELDS.has(field) && typeof v === "string" ? (names.get(v) ?? v) : v);
  return fields
    .filter((f) => !SECRETS.has(f))
    .map((field) => ({ field, before: readable(field, asValue(before[field])), after: readable(field, asValue(after[field])) }));
}

/**
 * Edit activity over the last `days` days, aggregated in SQL. Every record is named by its kind's
 * resolver (lib/audit-report/resolvers.ts): a project by its client, a user by the username, a task by its
 * title, comments and reservations by their project; deleted records by their last audited values.
 */
export async function getAuditReport(actor: { role: Role }, days: number): Promise<AuditReport> {
  authorize(actor, "audit.read");
  const db = await getDb();
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const [[{ total }], topRecords, editsByUser, recent] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM audit_log WHERE "createdAt" >= ${since}`,
    db.$queryRaw<{ entityType: string; entityId: string; editCount: number; lastEdit: Date }[]>`
      SELECT "entityType", "entityId", count(*)::int AS "editCount", max("createdAt") AS "lastEdit"
      FROM audit_log WHERE "createdAt" >= ${since}
      GROUP BY "entityType", "entityId"
      ORDER BY "editCount" DESC, "lastEdit" DESC, "entityId" ASC
      LIMIT ${TOP}`,
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
      select: {
        id: true,
        event: true,
        action: true,
        entityType: true,
        entityId: true,
        createdAt: true,
        fieldChanges: true,
        oldValues: true,
        newValues: true,
        user: { select: { username: true } },
      },
    }),
  ]);
  const fieldsOf = (e: { fieldChanges: unknown }) => (Array.isArray(e.fieldChanges) ? e.fieldChanges.map(String) : []);
  const userIds = recent.flatMap((e) =>
    fieldsOf(e)
      .filter((f) => USER_FIELDS.has(f))
      .flatMap((f) => [asRecord(e.oldValues)[f], asRecord(e.newValues)[f]])
      .filter((v): v is string => typeof v === "string"),
  );
  const [names, people] = await Promise.all([nameRecords(db, [...topRecords, ...recent]), usernames(db, userIds)]);
  const named = (r: { entityType: string; entityId: string }) => names.get(`${r.entityType}:${r.entityId}`) ?? { name: null, projectName: null };
  return {
    days,
    totalEdits: total,
    editsByRecord: topRecords.map((r) => ({ ...r, ...named(r) })),
    editsByUser,
    recentEdits: recent.map(({ oldValues, newValues, user, ...e }) => ({
      ...e,
      ...named(e),
      user: { username: user?.username ?? UNKNOWN_USER },
      fieldChanges: fieldsOf(e),
      changes: changesOf(fieldsOf(e), oldValues, newValues, people),
    })),
  };
}
