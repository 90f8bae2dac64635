// The idle figures read from project_activity (migration 20261128110000_project_activity_counts) against
// their definition, a straight pass over the projects: "idle" = last activity before now - limit days. Random
// deals with activity on both sides of every cut-off (to the millisecond, at hour and day boundaries, in the
// future), moved, edited, deleted, imported, touched by engineering updates and tasks, back-dated, written in
// rolled-back and concurrent transactions, before and after the deltas are folded and after the migration's
// backfill; each checked at several instants (a cut-off inside an hour, on an hour, on a day boundary).
import fs from "node:fs";
import path from "node:path";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { addComment } from "@/lib/projects/comments";
import { createTask } from "@/lib/projects/tasks";
import { importProjects } from "@/lib/projects/import";
import { deleteProject, moveProject, updateProject } from "@/lib/projects/service";
import { STAGES, type CreateProjectInput, type Stage } from "@/lib/projects/schemas";
import { toDbStage } from "@/lib/projects/stage";
import { getBoard, getIdleCounts } from "@/lib/pipeline/queries";
import { setIdleLimits } from "@/lib/pipeline/service";
import { boardQuerySchema } from "@/lib/pipeline/schemas";
import { DAY_MS, idleCutoff, type IdleLimits } from "@/lib/pipeline/idle";
import { activityRanges, compactProjectActivity } from "@/lib/pipeline/activity-counts";
import type { SessionUser } from "@/lib/session";
import { createUser } from "@/test/factories/users";

const HOUR_MS = 3_600_000;
const QUARTERS = ["Q1'25", "Q2'25", "Q3'26"] as const;
const TYPES = ["L2", "L3"] as const;
const LIMITS: IdleLimits = { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 3, Deployed: null };
const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261128110000_project_activity_counts/migration.sql");

let emma: SessionUser;
beforeAll(async () => {
  const u = await createUser("emma.activity", "employee");
  emma = { ...u, status: "approved", createdAt: new Date() } as unknown as SessionUser;
  await setIdleLimits(emma, LIMITS);
});

// A seeded generator (mulberry32): a failure can be replayed.
let seed = 0x5eed2911;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const someOf = <T,>(xs: readonly T[], n: number): T[] => [...xs].sort(() => random() - 0.5).slice(0, n);

/**
 * The instants the figures are checked at: the test's start, and instants that put the cut-offs on an hour
 * and on a day boundary (and a millisecond before one). The deals' activity is placed around all their cut-offs.
 */
const START = Date.now();
const INSTANTS = [START, Math.floor(START / HOUR_MS) * HOUR_MS, Math.floor(START / DAY_MS) * DAY_MS, Math.floor(START / DAY_MS) * DAY_MS - 1, START - 5 * HOUR_MS - 123].map((t) => new Date(t));

/** An activity time on one of the edges a stage's cut-offs have (40 %), or random over the last 40 days and the next hours. */
function activityTime(stage: Stage): Date {
  const edges = INSTANTS.flatMap((now) => {
    const cutoff = idleCutoff(LIMITS, stage, now);
    if (!cutoff) return [];
    const c = cutoff.getTime();
    const { hourFrom, dayFrom } = activityRanges(cutoff);
    return [c, hourFrom.getTime(), dayFrom.getTime(), Math.floor(c / HOUR_MS) * HOUR_MS].flatMap((t) => [t - 1, t, t + 1]);
  });
  return new Date(edges.length && random() < 0.4 ? pick(edges) : START - Math.floor(random() * 40 * DAY_MS) + 3 * HOUR_MS);
}

/** Makes `n` deals in one INSERT, then gives them activity times in one UPDATE (both statements cross buckets). */
async function makeDeals(n: number): Promise<string[]> {
  const db = await getDb();
  const rows = Array.from({ length: n }, () => ({
    stage: pick(STAGES), type: pick(TYPES), deploymentQuarter: pick(QUARTERS),
    projectCost: new Prisma.Decimal(`${Math.floor(random() * 5_000_000)}.${String(Math.floor(random() * 100)).padStart(2, "0")}`),
    numberOfChargers: Math.floor(random() * 40),
  }));
  const made = await db.project.createManyAndReturn({
    data: rows.map((r, i) => ({ ...r, stage: toDbStage(r.stage), client: `Activity ${i}`, address: "1 Grid St", purpose: "Fleet depot" })),
    select: { id: true, stage: true },
  });
  const times = rows.map((r) => activityTime(r.stage));
  await db.$executeRaw`UPDATE projects p SET "lastActivityAt" = t.at FROM unnest(${made.map((m) => m.id)}::text[], ${times}::timestamptz[]) AS t(id, at) WHERE p.id = t.id`;
  return made.map((m) => m.id);
}

/** Moves some of them to new activity times in one statement (a back-dating, as the tests do). */
async function backdate(ids: string[]) {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: string; stage: Stage }[]>`SELECT id, stage::text AS stage FROM projects WHERE id = ANY(${ids}::text[])`;
  const times = rows.map((r) => activityTime(r.stage));
  await db.$executeRaw`UPDATE projects p SET "lastActivityAt" = t.at FROM unnest(${rows.map((r) => r.id)}::text[], ${times}::timestamptz[]) AS t(id, at) WHERE p.id = t.id`;
}

type Figures = { count: number; value: string; chargers: number; idleCount: number | null; idleValue: string | null; idleChargers: number | null };

/** The definition: one pass over the projects, per stage, with the stage's cut-off. */
async function reference(now: Date, where: Prisma.Sql): Promise<Map<string, Figures>> {
  const db = await getDb();
  const cutoffs = STAGES.map((s) => [s, idleCutoff(LIMITS, s, now)] as const);
  const cutoff = Prisma.sql`CASE p.stage ${Prisma.join(cutoffs.map(([s, c]) => Prisma.sql`WHEN ${s}::"ProjectStage" THEN ${c}::timestamptz`), " ")} END`;
  const idle = Prisma.sql`p."lastActivityAt" < ${cutoff}`;
  const rows = await db.$queryRaw<(Figures & { stage: string })[]>`
    SELECT p.stage::text AS stage, count(*)::int AS count, sum(p."projectCost")::text AS value, sum(p."numberOfChargers")::int AS chargers,
           count(*) FILTER (WHERE ${idle})::int AS "idleCount", COALESCE(sum(p."projectCost") FILTER (WHERE ${idle}), 0.00)::text AS "idleValue",
           COALESCE(sum(p."numberOfChargers") FILTER (WHERE ${idle}), 0)::int AS "idleChargers"
    FROM projects p WHERE ${where} GROUP BY p.stage`;
  return new Map(rows.map((r) => [r.stage, r]));
}

const FILTERS: Array<[Record<string, string>, Prisma.Sql]> = [
  [{}, Prisma.sql`TRUE`],
  [{ quarter: "Q2'25" }, Prisma.sql`p."deploymentQuarter" = 'Q2''25'`],
  [{ type: "L3" }, Prisma.sql`p.type = 'L3'`],
  [{ quarter: "Q3'26", type: "L2" }, Prisma.sql`p."deploymentQuarter" = 'Q3''26' AND p.type = 'L2'`],
];

/** Every figure the board and the dashboard show, at every instant and filter, equals the definition's. */
async function expectExact(label: string) {
  let checked = 0;
  for (const now of INSTANTS) {
    for (const [filter, where] of FILTERS) {
      const want = await reference(now, where);
      const [board, idleOnly] = await Promise.all([
        getBoard(emma, boardQuerySchema.parse({ shown: {}, ...filter }), now),
        getBoard(emma, boardQuerySchema.parse({ shown: {}, idle: "1", ...filter }), now),
      ]);
      for (const stage of STAGES) {
        const w = want.get(stage) ?? { count: 0, value: "0.00", chargers: 0, idleCount: 0, idleValue: "0.00", idleChargers: 0 };
        const limited = stage !== "Deployed";
        const column = board.columns.find((c) => c.stage === stage)!;
        const idleColumn = idleOnly.columns.find((c) => c.stage === stage)!;
        const at = { label, now: now.toISOString(), filter, stage };
        expect({ ...at, count: column.count, value: column.value, chargers: column.chargers, idleCount: column.idleCount }).toEqual({
          ...at, count: w.count, value: w.value, chargers: w.chargers, idleCount: limited ? w.idleCount : null,
        });
        expect({ ...at, count: idleColumn.count, value: idleColumn.value, chargers: idleColumn.chargers }).toEqual(
          limited ? { ...at, count: w.idleCount, value: w.idleValue, chargers: w.idleChargers } : { ...at, count: 0, value: "0.00", chargers: 0 },
        );
        checked++;
      }
    }
    const all = await reference(now, Prisma.sql`TRUE`);
    expect({ label, now: now.toISOString(), counts: await getIdleCounts(emma, now) }).toEqual({
      label, now: now.toISOString(),
      counts: Object.fromEntries(STAGES.filter((s) => s !== "Deployed").map((s) => [s, all.get(s)?.idleCount ?? 0])),
    });
  }
  return checked;
}

/** After any fold a read started, one more: every committed delta folded. */
async function folded() {
  const db = await getDb();
  await compactProjectActivity(db);
  await compactProjectActivity(db);
}
const deltaRows = async () => (await (await getDb()).$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM project_activity WHERE txid IS NOT NULL`)[0].n;

test("the idle figures equal the definition through random activity, moves, edits, deletions and imports, folded or not", async () => {
  const ids = await makeDeals(400);
  expect(await expectExact("made")).toBeGreaterThan(0);

  // Board moves and edits through the services: activity now, other stage, quarter, type, cost and chargers.
  for (const id of someOf(ids, 12)) {
    const { stage } = await (await getDb()).$queryRaw<{ stage: Stage }[]>`SELECT stage::text AS stage FROM projects WHERE id = ${id}`.then((r) => r[0]);
    await moveProject(emma, id, { stage: pick(STAGES.filter((s) => s !== stage)), expectedStage: stage });
  }
  for (const id of someOf(ids, 12)) {
    await updateProject(emma, id, { deploymentQuarter: pick(QUARTERS), type: pick(TYPES), projectCost: `${Math.floor(random() * 900_000)}.25`, numberOfChargers: Math.floor(random() * 9) });
  }
  // Engineering updates only on Committed deals.
  const [{ id: commented }] = await (await getDb()).$queryRaw<{ id: string }[]>`SELECT id FROM projects WHERE id = ANY(${ids}::text[]) AND stage = 'Committed' LIMIT 1`;
  const [tasked] = someOf(ids, 1);
  await addComment(emma, commented, { content: "Utility sign-off received" });
  await createTask(emma, tasked, { title: "Order the transformer", priority: "high" });
  await backdate(someOf(ids, 150));
  await expectExact("moved, edited, commented, back-dated");

  // Deletions: one through the service, many in one statement.
  const gone = someOf(ids, 40);
  await deleteProject(emma, gone[0]);
  await (await getDb()).$executeRaw`DELETE FROM projects WHERE id = ANY(${gone.slice(1)}::text[])`;
  await expectExact("deleted");

  // Folding the deltas changes no figure, and leaves none behind (the reads above may have folded some already).
  await folded();
  expect(await deltaRows()).toBe(0);
  await expectExact("folded");

  // A rolled-back write leaves nothing; two writers at once both count.
  const db = await getDb();
  await expect(
    db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE projects SET "lastActivityAt" = now() - interval '300 days' WHERE id = ANY(${ids}::text[])`;
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  const [a, b] = someOf(ids.filter((id) => !gone.includes(id)), 2);
  await Promise.all([
    db.$transaction(async (tx) => tx.$executeRaw`UPDATE projects SET stage = 'Deployed', "lastActivityAt" = now() - interval '40 days' WHERE id = ${a}`),
    db.$transaction(async (tx) => tx.$executeRaw`UPDATE projects SET stage = 'Contracted', "lastActivityAt" = now() - interval '2 days' WHERE id = ${b}`),
  ]);
  await expectExact("rolled back and concurrent");
});

test("an import of several batches adds one delta row per group and bucket, and the figures stay exact", async () => {
  await folded();
  const before = await deltaRows();
  const projects: CreateProjectInput[] = Array.from({ length: 2100 }, (_, i) => ({
    deploymentQuarter: QUARTERS[i % QUARTERS.length], stage: STAGES[i % STAGES.length], client: `Imported ${i}`, address: "2 Grid St", purpose: "Transit depot",
    type: TYPES[i % 2], numberOfChargers: i % 7, numberOfSpaces: 1, projectCost: `${1000 + i}.50`, itcTaxCredit: false, sharedWithInvestors: false,
  }));
  await importProjects(emma, projects);
  // 3 batches, one transaction: the stages, types and quarters cycle into 30 groups of 5 stages, each group
  // and each stage one day row and one hour row.
  expect((await deltaRows()) - before).toBe((30 + 5) * 2);
  await expectExact("imported");
  await (await getDb()).$executeRaw`UPDATE projects SET "lastActivityAt" = "lastActivityAt" - interval '20 days' WHERE client LIKE 'Imported %'`;
  await expectExact("import back-dated");
});

test("the migration's backfill counts the projects already there", async () => {
  const sql = /-- The projects already there\.\s*([\s\S]*?;)/.exec(fs.readFileSync(MIGRATION, "utf8"))?.[1];
  expect(sql).toBeDefined();
  const db = await getDb();
  await db.$executeRawUnsafe(`DELETE FROM project_activity`);
  await db.$executeRawUnsafe(sql!);
  await expectExact("backfilled");
});
