import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db";
import type { AuditEntity } from "@/lib/audit/events";
import { DOCUMENT_LABELS, type DocumentType } from "@/lib/deal-room/document-types";
import { SETTINGS, isSettingKey } from "@/lib/settings/definitions";

/** How the report names a record: its own name (a username, a task title) and the project it belongs to. */
export type ResolvedRecord = { name: string | null; projectId: string | null };

/** Names the records of one kind, all at once; a record missing from the answer is shown by its kind alone. */
export type RecordResolver = (db: Db, ids: string[]) => Promise<Map<string, ResolvedRecord>>;

/**
 * The latest value of `fields` each record's audit rows carry: deleted records keep their name this way.
 * One query for all ids.
 */
export async function fromHistory(db: Db, entityType: AuditEntity, ids: string[], fields: string[]): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (ids.length === 0) return out;
  const rows = await db.$queryRaw<{ entityId: string; values: Record<string, string | null> }[]>`
    SELECT DISTINCT ON (a."entityId") a."entityId",
      jsonb_build_object(${Prisma.join(fields.map((f) => Prisma.sql`${f}::text, COALESCE(a."newValues"->>${f}, a."oldValues"->>${f})`))}) AS values
    FROM audit_log a
    WHERE a."entityType" = ${entityType} AND a."entityId" IN (${Prisma.join(ids)})
      AND (a."newValues" IS NOT NULL OR a."oldValues" IS NOT NULL)
    ORDER BY a."entityId", a."createdAt" DESC, a.id DESC`;
  for (const r of rows) out.set(r.entityId, Object.fromEntries(Object.entries(r.values).filter(([, v]) => v !== null)) as Record<string, string>);
  return out;
}

/** Live rows first; records that are gone are named from their audit history. */
async function liveOrHistory<R extends { id: string }>(
  db: Db,
  entity: AuditEntity,
  ids: string[],
  live: (ids: string[]) => Promise<R[]>,
  fields: string[],
  toResolved: (values: Partial<Record<string, string | null>>, id: string) => ResolvedRecord,
): Promise<Map<string, ResolvedRecord>> {
  const out = new Map<string, ResolvedRecord>();
  for (const row of await live(ids)) out.set(row.id, toResolved(row as unknown as Record<string, string | null>, row.id));
  const gone = ids.filter((id) => !out.has(id));
  for (const [id, values] of await fromHistory(db, entity, gone, fields)) out.set(id, toResolved(values, id));
  return out;
}

const opt = (v: string | null | undefined) => v ?? null;
const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const withInvestor = (name: string, username: string | null | undefined) => (username ? `${name} (${username})` : name);

/** "2.5 h on 2026-03-15": hours as a person writes them (Decimal text "2.50" loses its trailing zeros). */
function hoursName(hours: string | null | undefined, day: string | null | undefined, username: string | null | undefined): string | null {
  if (!hours || !day) return null;
  const shown = hours.includes(".") ? hours.replace(/\.?0+$/, "") : hours;
  return withInvestor(`${shown} h on ${day.slice(0, 10)}`, username);
}

function documentName(type: string | null | undefined, username: string | null | undefined): string | null {
  if (!type) return null;
  const label = DOCUMENT_LABELS[type as DocumentType] ?? type;
  return username ? `${label} (${username})` : label;
}

// Assignments and completions go only with their user or course (cascade): one that is gone is shown by its kind alone.
const COURSE_RECORD = { id: true, course: { select: { title: true } }, user: { select: { username: true } } } as const;
async function courseRecords(rows: Promise<{ id: string; course: { title: string }; user: { username: string } }[]>): Promise<Map<string, ResolvedRecord>> {
  return new Map((await rows).map((r) => [r.id, { name: `${r.course.title} · ${r.user.username}`, projectId: null }]));
}

/**
 * One resolver per record kind. A new feature registers its kind here (a record kind without an entry is
 * listed by its label and id only).
 */
export const RECORD_RESOLVERS: Partial<Record<AuditEntity, RecordResolver>> = {
  project: (db, ids) =>
    liveOrHistory(db, "project", ids, (ids) => db.project.findMany({ where: { id: { in: ids } }, select: { id: true, client: true } }), ["client"], (v, id) => ({
      name: opt(v.client),
      projectId: id,
    })),
  // A reservation is state on its project and shares its id.
  reservation: async (_db, ids) => new Map(ids.map((id) => [id, { name: null, projectId: id }])),
  comment: (db, ids) =>
    liveOrHistory(db, "comment", ids, (ids) => db.projectComment.findMany({ where: { id: { in: ids } }, select: { id: true, projectId: true } }), ["projectId"], (v) => ({
      name: null,
      projectId: opt(v.projectId),
    })),
  task: (db, ids) =>
    liveOrHistory(db, "task", ids, (ids) => db.projectTask.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, projectId: true } }), ["title", "projectId"], (v) => ({
      name: opt(v.title),
      projectId: opt(v.projectId),
    })),
  // A deal-room record by its type and investor ("Pictures (ivan)"); a deleted one by its type alone.
  document: (db, ids) =>
    liveOrHistory(
      db,
      "document",
      ids,
      async (ids) =>
        (await db.document.findMany({ where: { id: { in: ids } }, select: { id: true, documentType: true, user: { select: { username: true } } } })).map((d) => ({
          id: d.id,
          documentType: d.documentType,
          username: d.user.username,
        })),
      ["documentType"],
      (v) => ({ name: documentName(v.documentType, v.username), projectId: null }),
    ),
  // An hour entry by its hours, day and investor ("2.5 h on 2026-03-15 (ivan)"); a deleted one by hours and day.
  "service-hours": (db, ids) =>
    liveOrHistory(
      db,
      "service-hours",
      ids,
      async (ids) =>
        (await db.serviceHours.findMany({ where: { id: { in: ids } }, select: { id: true, hours: true, serviceDate: true, user: { select: { username: true } } } })).map((h) => ({
          id: h.id,
          hours: h.hours.toFixed(2),
          serviceDate: h.serviceDate.toISOString().slice(0, 10),
          username: h.user.username,
        })),
      ["hours", "serviceDate"],
      (v) => ({ name: hoursName(v.hours, v.serviceDate, v.username), projectId: null }),
    ),
  // A credit by its course and investor ("Battery safety (ivan)"); a deleted one by its course.
  "education-credit": (db, ids) =>
    liveOrHistory(
      db,
      "education-credit",
      ids,
      async (ids) =>
        (await db.educationCredit.findMany({ where: { id: { in: ids } }, select: { id: true, courseName: true, user: { select: { username: true } } } })).map((c) => ({
          id: c.id,
          courseName: c.courseName,
          username: c.user.username,
        })),
      ["courseName"],
      (v) => ({ name: v.courseName ? withInvestor(v.courseName, v.username) : null, projectId: null }),
    ),
  template: (db, ids) =>
    liveOrHistory(db, "template", ids, (ids) => db.templateDocument.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } }), ["title"], (v) => ({
      name: opt(v.title),
      projectId: null,
    })),
  // An investor's version by its template and investor ("Compliance Agreement (ivan)"); it goes with them.
  "template-version": async (db, ids) =>
    new Map(
      (
        await db.investorTemplateVersion.findMany({
          where: { id: { in: ids } },
          select: { id: true, template: { select: { title: true } }, investor: { select: { username: true } } },
        })
      ).map((v) => [v.id, { name: `${v.template.title} (${v.investor.username})`, projectId: null }]),
    ),
  // A redline thread by the text it is about, on its template ("“The Company” in Compliance Agreement").
  thread: (db, ids) =>
    liveOrHistory(
      db,
      "thread",
      ids,
      async (ids) =>
        (
          await db.redlineThread.findMany({ where: { id: { in: ids } }, select: { id: true, selectedText: true, version: { select: { template: { select: { title: true } } } } } })
        ).map((t) => ({ id: t.id, selectedText: t.selectedText, title: t.version.template.title })),
      ["selectedText"],
      (v) => ({ name: v.selectedText ? `“${clip(v.selectedText)}”${v.title ? ` in ${v.title}` : ""}` : null, projectId: null }),
    ),
  // A notification by its reader ("Notification to ivan"); a deleted one by its message.
  notification: (db, ids) =>
    liveOrHistory(
      db,
      "notification",
      ids,
      async (ids) =>
        (await db.notification.findMany({ where: { id: { in: ids } }, select: { id: true, user: { select: { username: true } } } })).map((n) => ({ id: n.id, username: n.user.username })),
      ["message"],
      (v) => ({ name: v.username ? `Notification to ${v.username}` : v.message ? clip(v.message) : null, projectId: null }),
    ),
  user: (db, ids) =>
    liveOrHistory(db, "user", ids, (ids) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } }), ["username"], (v) => ({
      name: opt(v.username),
      projectId: null,
    })),
  course: (db, ids) =>
    liveOrHistory(db, "course", ids, (ids) => db.course.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } }), ["title"], (v) => ({
      name: opt(v.title),
      projectId: null,
    })),
  // An assignment or a completion is named by its course and its investor ("Grid basics · ivan").
  "course-assignment": (db, ids) => courseRecords(db.courseAssignment.findMany({ where: { id: { in: ids } }, select: COURSE_RECORD })),
  "course-completion": (db, ids) => courseRecords(db.courseCompletion.findMany({ where: { id: { in: ids } }, select: COURSE_RECORD })),
  // An MSA by its template and investor ("Master Service Agreement (ivan)"); a share link by its MSA.
  msa: async (db, ids) =>
    new Map(
      (
        await db.msa.findMany({ where: { id: { in: ids } }, select: { id: true, template: { select: { title: true } }, investor: { select: { username: true } } } })
      ).map((m) => [m.id, { name: `${m.template.title} (${m.investor.username})`, projectId: null }]),
    ),
  "share-link": async (db, ids) =>
    new Map(
      (
        await db.shareLink.findMany({
          where: { id: { in: ids } },
          select: { id: true, msa: { select: { template: { select: { title: true } }, investor: { select: { username: true } } } } },
        })
      ).map((l) => [l.id, { name: `Share link of ${l.msa.template.title} (${l.msa.investor.username})`, projectId: null }]),
    ),
  // A setting by its label; its id is its key, so no query.
  setting: async (_db, ids) => new Map(ids.map((id) => [id, { name: isSettingKey(id) ? SETTINGS[id].label : id, projectId: null }])),
  // A legal profile by its investor ("Legal profile of ivan"): its id is theirs.
  "legal-profile": async (db, ids) =>
    new Map((await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } })).map((u) => [u.id, { name: `Legal profile of ${u.username}`, projectId: null }])),
  // An account's sign-in security by the account ("Sign-in security of ivan"): its id is theirs.
  "account-security": async (db, ids) =>
    new Map((await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } })).map((u) => [u.id, { name: `Sign-in security of ${u.username}`, projectId: null }])),
  "tax-pack": async (db, ids) => {
    const packs = await db.taxPack.findMany({ where: { id: { in: ids } }, select: { id: true, year: true, investorId: true } });
    const users = await db.user.findMany({ where: { id: { in: packs.map((p) => p.investorId) } }, select: { id: true, username: true } });
    const name = new Map(users.map((u) => [u.id, u.username]));
    return new Map(packs.map((p) => [p.id, { name: withInvestor(`Tax pack ${p.year}`, name.get(p.investorId)), projectId: null }]));
  },
};

export type NamedRecord = { name: string | null; projectName: string | null };

/**
 * Names every record in `records` through its kind's resolver (one query per kind), then the projects
 * they belong to through the project resolver. A record without a name of its own (a comment, a
 * reservation) is named by its project.
 */
export async function nameRecords(db: Db, records: { entityType: string; entityId: string }[]): Promise<Map<string, NamedRecord>> {
  const key = (type: string, id: string) => `${type}:${id}`;
  const byType = new Map<string, Set<string>>();
  for (const r of records) byType.set(r.entityType, (byType.get(r.entityType) ?? new Set()).add(r.entityId));
  const resolved = new Map<string, ResolvedRecord>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const resolve = RECORD_RESOLVERS[type as AuditEntity];
      if (!resolve) return;
      for (const [id, r] of await resolve(db, [...ids])) resolved.set(key(type, id), r);
    }),
  );
  const projectIds = [...new Set([...resolved.values()].map((r) => r.projectId).filter((id): id is string => !!id))];
  const projects = projectIds.length > 0 ? await RECORD_RESOLVERS.project!(db, projectIds) : new Map<string, ResolvedRecord>();
  const out = new Map<string, NamedRecord>();
  for (const r of records) {
    const own = resolved.get(key(r.entityType, r.entityId));
    const projectName = own?.projectId ? (projects.get(own.projectId)?.name ?? null) : null;
    out.set(key(r.entityType, r.entityId), { name: own?.name ?? projectName, projectName });
  }
  return out;
}

/** Usernames for user ids that appear as values (reservedBy, assignedTo, …), so the report shows names. */
export async function usernames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const names = ids.length > 0 ? await RECORD_RESOLVERS.user!(db, [...new Set(ids)]) : new Map<string, ResolvedRecord>();
  return new Map([...names].filter(([, r]) => r.name !== null).map(([id, r]) => [id, r.name!]));
}
