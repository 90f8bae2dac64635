// The backfill of migration 20261127010000_pipeline_board (decision 0015): projects that existed before
// lastActivityAt and stageEnteredAt got the column default (the time of the migration), and the
// migration's UPDATE computed both from the history the old schema kept: audit rows of the project, its
// reservation, its engineering updates and tasks (deleted ones too), the comment and task rows, creation.
// The statement is read from the migration file itself, so the test checks what databases really ran.
import fs from "node:fs";
import path from "node:path";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { createUser } from "@/test/factories/users";
import { makeProject } from "@/test/factories/projects";

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261127010000_pipeline_board/migration.sql");

/** The migration's backfill: its one UPDATE (from `WITH child AS` to the end of that statement). */
function backfillSql(): string {
  const match = /WITH child AS[\s\S]*?WHERE q\.id = p\.id;/.exec(fs.readFileSync(MIGRATION, "utf8"));
  if (!match) throw new Error(`no backfill statement in ${MIGRATION}`);
  return match[0];
}

const T0 = new Date("2026-03-02T09:00:00.000Z");
const day = (n: number) => new Date(T0.getTime() + n * 86_400_000);

let userId: string;
beforeAll(async () => {
  userId = (await createUser("olive.backfill", "employee")).id;
});

type Audit = { entityType: string; entityId: string; fieldChanges?: string[]; newValues?: object; oldValues?: object; at: Date; action?: "create" | "update" | "delete" };

async function audit(rows: Audit[]) {
  const db = await getDb();
  await db.auditLog.createMany({
    data: rows.map((r) => ({
      event: `${r.entityType}.${r.action ?? "update"}d`, entityType: r.entityType, entityId: r.entityId, action: r.action ?? "update", userId,
      fieldChanges: r.fieldChanges as Prisma.InputJsonValue | undefined, newValues: r.newValues as Prisma.InputJsonValue | undefined,
      oldValues: r.oldValues as Prisma.InputJsonValue | undefined, createdAt: r.at,
    })),
  });
}

async function tracked(id: string) {
  const row = await (await getDb()).project.findUniqueOrThrow({ where: { id }, select: { lastActivityAt: true, stageEnteredAt: true } });
  return { lastActivityAt: row.lastActivityAt.toISOString(), stageEnteredAt: row.stageEnteredAt.toISOString() };
}

test("computes each project's last activity and stage entry from the history the old schema kept", async () => {
  const db = await getDb();
  // Edited twice with a stage change, then a later edit without one, then a reservation change.
  const edited = await makeProject({ createdAt: T0, stage: "Committed" });
  await audit([
    { entityType: "project", entityId: edited.id, action: "create", fieldChanges: ["client", "stage", "type"], at: T0 },
    { entityType: "project", entityId: edited.id, fieldChanges: ["stage"], at: day(1) },
    { entityType: "project", entityId: edited.id, fieldChanges: ["client", "stage"], at: day(2) },
    { entityType: "project", entityId: edited.id, fieldChanges: ["client"], at: day(5) },
    { entityType: "reservation", entityId: edited.id, fieldChanges: ["reservationStatus"], at: day(6) },
  ]);
  // Engineering updates and tasks: rows that exist and the audit of a task deleted since.
  const worked = await makeProject({ createdAt: T0 });
  await db.projectComment.create({ data: { projectId: worked.id, userId, content: "Site survey done", createdAt: day(3), updatedAt: day(3) } });
  await db.projectTask.create({ data: { projectId: worked.id, title: "Order transformer", createdAt: day(2), updatedAt: day(4) } });
  await audit([
    { entityType: "task", entityId: "deleted-task", action: "delete", oldValues: { projectId: worked.id }, at: day(7) },
    { entityType: "comment", entityId: "some-comment", action: "create", newValues: { projectId: worked.id }, at: day(3) },
  ]);
  // Only an engineering update's audit row (the comment itself deleted).
  const commented = await makeProject({ createdAt: T0 });
  await audit([{ entityType: "comment", entityId: "gone-comment", action: "delete", oldValues: { projectId: commented.id }, at: day(1) }]);
  // Nothing since its creation (and no audit row at all, as projects seeded before auditing).
  const untouched = await makeProject({ createdAt: T0 });
  // Activity on other entities that merely share an id-like value does not count.
  await audit([{ entityType: "user", entityId: untouched.id, fieldChanges: ["status"], at: day(9) }]);

  // The old schema's state right after the ALTER: both columns at the column default, the migration's time.
  await db.$executeRaw`UPDATE projects SET "lastActivityAt" = now(), "stageEnteredAt" = now()`;
  await db.$executeRawUnsafe(backfillSql());

  expect(await tracked(edited.id)).toEqual({ lastActivityAt: day(6).toISOString(), stageEnteredAt: day(2).toISOString() });
  expect(await tracked(worked.id)).toEqual({ lastActivityAt: day(7).toISOString(), stageEnteredAt: T0.toISOString() });
  expect(await tracked(commented.id)).toEqual({ lastActivityAt: day(1).toISOString(), stageEnteredAt: T0.toISOString() });
  expect(await tracked(untouched.id)).toEqual({ lastActivityAt: T0.toISOString(), stageEnteredAt: T0.toISOString() });
});

test("keeps the latest of a task's own updatedAt and a comment row's time when no audit row is later", async () => {
  const db = await getDb();
  const p = await makeProject({ createdAt: T0 });
  await db.projectTask.create({ data: { projectId: p.id, title: "Commission network", createdAt: day(1), updatedAt: day(8) } });
  await db.projectComment.create({ data: { projectId: p.id, userId, content: "Trenching started", createdAt: day(6), updatedAt: day(6) } });
  await audit([{ entityType: "project", entityId: p.id, fieldChanges: ["stage"], at: day(4) }]);
  await db.$executeRaw`UPDATE projects SET "lastActivityAt" = now(), "stageEnteredAt" = now() WHERE id = ${p.id}`;
  await db.$executeRawUnsafe(backfillSql());
  expect(await tracked(p.id)).toEqual({ lastActivityAt: day(8).toISOString(), stageEnteredAt: day(4).toISOString() });
});
