// The pipeline board against a real database: a move obeys the edit's rules and the stage the board
// showed, races end with one move and a 409 naming who moved first, activity and time in stage are kept
// by the database, and the board's figures are exact.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { addComment } from "@/lib/projects/comments";
import { createTask } from "@/lib/projects/tasks";
import { createProject, moveProject, updateProject } from "@/lib/projects/service";
import { PENDING_RESERVATION_FIRST } from "@/lib/projects/policy";
import { reserveProject } from "@/lib/reservations/service";
import { getBoard, getIdleCounts, getStageHistory } from "@/lib/pipeline/queries";
import { getAuditReport } from "@/lib/audit-report/report";
import { setIdleLimits } from "@/lib/pipeline/service";
import { boardQuerySchema } from "@/lib/pipeline/schemas";
import { DAY_MS } from "@/lib/pipeline/idle";
import { boardSchema } from "@/lib/api/registry/board-wire";
import { asWire } from "@/lib/wire";
import type { SessionUser } from "@/lib/session";
import { createUser } from "@/test/factories/users";
import { makeAvailableProject, makeProject } from "@/test/factories/projects";

let emma: SessionUser, noah: SessionUser, ivan: SessionUser;
const actor = (u: { id: string; username: string; role: "employee" | "external" }) => ({ ...u, status: "approved", createdAt: new Date() }) as SessionUser;

beforeAll(async () => {
  emma = actor(await createUser("emma.board", "employee"));
  noah = actor(await createUser("noah.board", "employee"));
  ivan = actor(await createUser("ivan.board", "external"));
});

const row = async (id: string) => (await getDb()).project.findUniqueOrThrow({ where: { id } });
const moves = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "project", entityId: id, event: "project.moved" } });
/** Back-dates a project's activity and stage entry (only those columns: the triggers leave them be). */
async function age(id: string, { activity, entered }: { activity?: number; entered?: number }) {
  const db = await getDb();
  const now = Date.now();
  if (activity !== undefined) await db.$executeRaw`UPDATE projects SET "lastActivityAt" = ${new Date(now - activity * DAY_MS)} WHERE id = ${id}`;
  if (entered !== undefined) await db.$executeRaw`UPDATE projects SET "stageEnteredAt" = ${new Date(now - entered * DAY_MS)} WHERE id = ${id}`;
}
const conflictOf = async (promise: Promise<unknown>) => promise.then(() => null, (err: { status?: number; message: string }) => ({ status: err.status, message: err.message }));

describe("a move", () => {
  test("changes the stage, starts the time in stage and writes one project.moved event with where it came from", async () => {
    const p = await makeProject({ stage: "Pipeline" });
    await age(p.id, { entered: 10, activity: 10 });
    const before = await row(p.id);
    const moved = await moveProject(emma, p.id, { stage: "Best Case", expectedStage: "Pipeline" });
    expect(moved.stage).toBe("Best Case");
    const after = await row(p.id);
    expect(after.stage).toBe("BestCase");
    expect(after.stageEnteredAt.getTime()).toBeGreaterThan(before.stageEnteredAt.getTime());
    expect(after.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());
    const [event] = await moves(p.id);
    expect(event).toMatchObject({ userId: emma.id, action: "update", fieldChanges: ["stage", "stageEnteredAt"] });
    expect(event.oldValues).toEqual({ stage: "Pipeline", stageEnteredAt: before.stageEnteredAt.toISOString() });
    expect(event.newValues).toEqual({ stage: "Best Case", stageEnteredAt: after.stageEnteredAt.toISOString() });
    // The Edit Activity Report lists it, by the project's client, with the stage's before and after.
    const report = await getAuditReport(emma, 7);
    const listed = report.recentEdits.find((e) => e.id === event.id);
    expect(listed).toMatchObject({ event: "project.moved", name: p.client, user: { username: "emma.board" } });
    expect(listed!.changes).toContainEqual({ field: "stage", before: "Pipeline", after: "Best Case" });
  });

  test("out of Committed with a pending reservation is the edit dialog's 409, and changes nothing", async () => {
    const p = await makeAvailableProject();
    await reserveProject(ivan, p.id);
    const before = await row(p.id);
    expect(await conflictOf(moveProject(emma, p.id, { stage: "Contracted", expectedStage: "Committed" }))).toEqual({ status: 409, message: PENDING_RESERVATION_FIRST });
    expect(await row(p.id)).toEqual(before);
    expect(await moves(p.id)).toHaveLength(0);
  });

  test("from a stage the project has left meanwhile is a 409 naming who moved it and when", async () => {
    const p = await makeProject({ stage: "Pipeline" });
    await moveProject(noah, p.id, { stage: "Best Case", expectedStage: "Pipeline" });
    const refused = await conflictOf(moveProject(emma, p.id, { stage: "Committed", expectedStage: "Pipeline" }));
    expect(refused?.status).toBe(409);
    expect(refused?.message).toMatch(/^noah\.board moved this project to Best Case on \d{4}-\d\d-\d\d at \d\d:\d\d UTC$/);
    expect((await row(p.id)).stage).toBe("BestCase");
  });

  test("a double drop moves once: the repeat is answered with the project as it is", async () => {
    const p = await makeProject({ stage: "Pipeline" });
    const input = { stage: "Best Case", expectedStage: "Pipeline" } as const;
    const results = await Promise.all([moveProject(emma, p.id, input), moveProject(emma, p.id, input)]);
    expect(results.map((r) => r.stage)).toEqual(["Best Case", "Best Case"]);
    expect(await moves(p.id)).toHaveLength(1);
  });

  test("two employees moving one card at once: one move, and the other gets the 409 naming the first", async () => {
    const p = await makeProject({ stage: "Best Case" });
    const [a, b] = await Promise.all([
      conflictOf(moveProject(emma, p.id, { stage: "Committed", expectedStage: "Best Case" })),
      conflictOf(moveProject(noah, p.id, { stage: "Pipeline", expectedStage: "Best Case" })),
    ]);
    const refused = [a, b].filter((r) => r !== null);
    expect(refused).toHaveLength(1);
    const winner = a === null ? "emma.board" : "noah.board";
    expect(refused[0]!.message).toContain(`${winner} moved this project to`);
    expect(await moves(p.id)).toHaveLength(1);
  });

  test("is refused to investors", async () => {
    const p = await makeProject({ stage: "Pipeline", sharedWithInvestors: true });
    expect(await conflictOf(moveProject(ivan, p.id, { stage: "Best Case", expectedStage: "Pipeline" }))).toMatchObject({ status: 403 });
  });
});

describe("last activity", () => {
  test("follows edits, engineering updates, tasks and reservation changes, not saves that change nothing", async () => {
    const p = await makeAvailableProject();
    const last = async () => (await row(p.id)).lastActivityAt.getTime();

    await age(p.id, { activity: 40 });
    await updateProject(emma, p.id, { client: p.client });
    expect(await last()).toBeLessThan(Date.now() - 39 * DAY_MS);

    for (const act of [
      () => updateProject(emma, p.id, { purpose: "Fleet depot" }),
      () => addComment(emma, p.id, { content: "Site survey done" }),
      () => createTask(emma, p.id, { title: "Permit", priority: "medium" }),
      () => reserveProject(ivan, p.id),
    ]) {
      await age(p.id, { activity: 40 });
      await act();
      expect(await last()).toBeGreaterThan(Date.now() - DAY_MS);
    }
    // None of those is a stage change: the time in stage kept running.
    expect((await row(p.id)).stageEnteredAt.getTime()).toBe(p.stageEnteredAt.getTime());
  });
});

describe("the board", () => {
  const query = (over: Record<string, unknown> = {}) => boardQuerySchema.parse({ search: "Boardfigures", shown: {}, ...over });

  test("columns count, sum and order exactly the matching deals; idle counts and Idle only follow the limits", async () => {
    await setIdleLimits(emma, { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null });
    const fresh = await makeProject({ client: "Boardfigures Fresh", stage: "Committed", projectCost: new Prisma.Decimal("1500000.10"), numberOfChargers: 4 });
    const idle = await makeProject({ client: "Boardfigures Idle", stage: "Committed", projectCost: new Prisma.Decimal("250000.25"), numberOfChargers: 2 });
    const older = await makeProject({ client: "Boardfigures Older", stage: "Committed", projectCost: new Prisma.Decimal("1.00"), numberOfChargers: 1 });
    const deployed = await makeProject({ client: "Boardfigures Deployed", stage: "Deployed" });
    await age(idle.id, { activity: 15 });
    await age(older.id, { activity: 5 });
    await age(deployed.id, { activity: 400 });

    const board = await getBoard(emma, query());
    const committed = board.columns.find((c) => c.stage === "Committed")!;
    expect(board.columns.map((c) => c.stage)).toEqual(["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"]);
    expect(committed).toMatchObject({ count: 3, value: "1750001.35", chargers: 7, idleCount: 1 });
    expect(committed.cards.map((c) => c.id)).toEqual([fresh.id, older.id, idle.id]);
    expect(board.columns.find((c) => c.stage === "Deployed")).toMatchObject({ count: 1, idleCount: null });

    const idleOnly = await getBoard(emma, query({ idle: "1" }));
    expect(idleOnly.columns.find((c) => c.stage === "Committed")).toMatchObject({ count: 1, value: "250000.25", chargers: 2 });
    expect(idleOnly.columns.find((c) => c.stage === "Committed")!.cards.map((c) => c.id)).toEqual([idle.id]);
    expect(idleOnly.columns.find((c) => c.stage === "Deployed")!.count).toBe(0);
  });

  test("without a search the totals are the dashboard's aggregates, and the idle counts are exact", async () => {
    const db = await getDb();
    const board = await getBoard(emma, boardQuerySchema.parse({ shown: {} }));
    const [direct] = await db.$queryRaw<{ count: number; value: string }[]>`SELECT count(*)::int AS count, COALESCE(sum("projectCost"), 0.00)::text AS value FROM projects WHERE stage = 'Committed'`;
    expect(board.columns.find((c) => c.stage === "Committed")).toMatchObject(direct);
    const [{ idle }] = await db.$queryRaw<{ idle: number }[]>`SELECT count(*)::int AS idle FROM projects WHERE stage = 'Committed' AND "lastActivityAt" < now() - interval '14 days'`;
    expect((await getIdleCounts(emma)).Committed).toBe(idle);
  });

  test("idle figures are the aggregates less the recently active deals: exact per stage, with the filters and Idle only", async () => {
    await setIdleLimits(emma, { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null });
    const made = await Promise.all(
      [0, 3, 20, 25, 40, 400].flatMap((days) =>
        (["Pipeline", "Best Case", "Committed"] as const).map(async (stage) => {
          const p = await makeProject({ client: `Idlefig ${stage} ${days}`, stage, deploymentQuarter: "Q4'26", type: days % 2 ? "L3" : "L2", projectCost: new Prisma.Decimal(`${days}000.50`), numberOfChargers: days + 1 });
          await age(p.id, { activity: days });
          return p;
        }),
      ),
    );
    expect(made).toHaveLength(18);
    const db = await getDb();
    const direct = async (filter: Prisma.Sql) =>
      db.$queryRaw<{ stage: string; count: number; value: string; chargers: number }[]>`
        SELECT stage::text AS stage, count(*)::int AS count, COALESCE(sum("projectCost"), 0.00)::text AS value, COALESCE(sum("numberOfChargers"), 0)::int AS chargers
        FROM projects p WHERE ${filter} AND "lastActivityAt" < now() - CASE stage WHEN 'Pipeline' THEN interval '30 days' WHEN 'Best Case' THEN interval '21 days'
          WHEN 'Committed' THEN interval '14 days' ELSE interval '30 days' END AND stage <> 'Deployed' GROUP BY stage`;
    const byStage = <T extends { stage: string }>(rows: T[]) => new Map(rows.map((r) => [r.stage, r]));
    for (const [over, filter] of [
      [{}, Prisma.sql`TRUE`],
      [{ quarter: "Q4'26" }, Prisma.sql`p."deploymentQuarter" = 'Q4''26'`],
      [{ quarter: "Q4'26", type: "L2" }, Prisma.sql`p."deploymentQuarter" = 'Q4''26' AND p.type = 'L2'`],
    ] as const) {
      const expected = byStage(await direct(filter));
      const idleOnly = await getBoard(emma, boardQuerySchema.parse({ shown: {}, idle: "1", ...over }));
      const board = await getBoard(emma, boardQuerySchema.parse({ shown: {}, ...over }));
      for (const stage of ["Pipeline", "Best Case", "Committed", "Contracted"] as const) {
        const want = expected.get(stage) ?? { count: 0, value: "0.00", chargers: 0 };
        expect({ over, ...idleOnly.columns.find((c) => c.stage === stage)! }).toMatchObject({ count: want.count, value: want.value, chargers: want.chargers });
        expect({ over, stage, idleCount: board.columns.find((c) => c.stage === stage)!.idleCount }).toEqual({ over, stage, idleCount: want.count });
      }
      expect(idleOnly.columns.find((c) => c.stage === "Deployed")).toMatchObject({ count: 0, value: "0.00", chargers: 0, idleCount: null, cards: [] });
    }
    const counts = await getIdleCounts(emma);
    const all = byStage(await direct(Prisma.sql`TRUE`));
    expect(counts).toEqual({ Pipeline: all.get("Pipeline")?.count ?? 0, "Best Case": all.get("Best Case")?.count ?? 0, Committed: all.get("Committed")?.count ?? 0, Contracted: all.get("Contracted")?.count ?? 0 });
  });

  test("each column shows 12 cards until asked for more", async () => {
    const db = await getDb();
    await db.project.createMany({ data: Array.from({ length: 55 }, (_, i) => ({ client: `Boardmany ${i}`, stage: "Contracted" as const, deploymentQuarter: "Q2'25", address: "1 St", purpose: "x", type: "L2" as const })) });
    const first = await getBoard(emma, boardQuerySchema.parse({ search: "Boardmany", shown: {} }));
    expect(first.columns.find((c) => c.stage === "Contracted")).toMatchObject({ count: 55 });
    expect(first.columns.find((c) => c.stage === "Contracted")!.cards).toHaveLength(12);
    // Show more's link asks for 12 + 50; a count below the first page or above the cap is read as the first page.
    const more = await getBoard(emma, boardQuerySchema.parse({ search: "Boardmany", shown: { Contracted: "62" } }));
    expect(more.columns.find((c) => c.stage === "Contracted")!.cards).toHaveLength(55);
    const two = await getBoard(emma, boardQuerySchema.parse({ search: "Boardmany", shown: { Contracted: "30" } }));
    expect(two.columns.find((c) => c.stage === "Contracted")!.cards).toHaveLength(30);
    for (const odd of ["5", "5000"]) {
      const board = await getBoard(emma, boardQuerySchema.parse({ search: "Boardmany", shown: { Contracted: odd } }));
      expect(board.columns.find((c) => c.stage === "Contracted")!.cards).toHaveLength(12);
    }
  });

  test("the median days in stage come from the stays that ended in the last 90 days", async () => {
    for (const days of [2, 4, 9]) {
      const p = await makeProject({ client: "Boardmedian", stage: "Contracted" });
      await age(p.id, { entered: days });
      await moveProject(emma, p.id, { stage: "Deployed", expectedStage: "Contracted" });
    }
    const board = await getBoard(emma, query());
    expect(Math.round(board.columns.find((c) => c.stage === "Contracted")!.medianDays!)).toBe(4);
  });

  test("reaches the page's client as its wire schema documents it, every field kept: dates as ISO text", async () => {
    const held = await makeAvailableProject({ client: "Boardwire Held" });
    await reserveProject(ivan, held.id);
    const board = await getBoard(emma, boardQuerySchema.parse({ search: "Boardwire", shown: {} }));
    const wire = asWire(boardSchema, board);
    expect(wire).toEqual(JSON.parse(JSON.stringify(board)));
    expect(wire.now).toBe(board.now.toISOString());
    expect(wire.columns.find((c) => c.stage === "Committed")!.cards).toEqual([
      expect.objectContaining({ id: held.id, projectCost: "100000.00", reservationStatus: "pending", investor: "ivan.board", stageEnteredAt: held.stageEnteredAt.toISOString() }),
    ]);
  });
});

test("the stage history lists each stay from the audit trail", async () => {
  const created = await createProject(emma, { deploymentQuarter: "Q2'25", stage: "Pipeline", client: "Boardhistory", address: "1 St", purpose: "x", type: "L2", numberOfChargers: 0, numberOfSpaces: 0, projectCost: "0", itcTaxCredit: false, sharedWithInvestors: false });
  await moveProject(emma, created.id, { stage: "Best Case", expectedStage: "Pipeline" });
  await updateProject(emma, created.id, { stage: "Committed" });
  const history = await getStageHistory(emma, created.id);
  expect(history.map((s) => [s.stage, s.leftAt === null])).toEqual([["Pipeline", false], ["Best Case", false], ["Committed", true]]);
  await expect(getStageHistory(ivan, created.id)).rejects.toMatchObject({ status: 403 });
});

test("idle limits are an audited setting that only takes whole days", async () => {
  const db = await getDb();
  await setIdleLimits(emma, { Pipeline: 45, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null });
  const audit = await db.auditLog.findFirst({ where: { entityType: "setting", entityId: "pipeline.idleLimits" }, orderBy: { createdAt: "desc" } });
  expect(audit).toMatchObject({ event: "setting.updated", userId: emma.id });
  await expect(setIdleLimits(emma, { Pipeline: 0, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null })).rejects.toMatchObject({ status: 400 });
  await expect(setIdleLimits(ivan, { Pipeline: 5, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null })).rejects.toMatchObject({ status: 403 });
});
