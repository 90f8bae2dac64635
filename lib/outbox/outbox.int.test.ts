// The outbox (lib/transaction.ts + lib/outbox): effects are recorded with the change and run after the
// commit; a rollback records nothing; a failure waits for the next drain; what a crash left is finished
// by the drain a starting server runs; two runners at once do each item once. The last two are real
// concurrency on PostgreSQL (CI runs *.int.test.* there); on PGlite, with its one connection, they run
// one after the other and check the bookkeeping.
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { drainOutbox, MAX_ATTEMPTS, recordEffect, runOutboxItem } from "@/lib/outbox/runner";
import { effectOf } from "@/lib/outbox/effect";
import { deleteStoredFile } from "@/lib/storage/delete-effect";
// Defines the notification effects (each feature defines its own beside the code that records them).
import "@/lib/notifications/deliver";

const notifyEffect = effectOf("notification.user")!;
import { createUser, type TestUser } from "@/test/factories/users";

const onPostgres = Boolean(process.env.CFP_TEST_PG_ADMIN);

let investor: TestUser;
beforeAll(async () => {
  investor = await createUser("outbox.investor");
});
afterEach(() => jest.restoreAllMocks());

const note = (message: string) => ({ userId: investor.id, kind: "test.outbox", message, link: "/dashboard" });
const notes = async (message: string) => (await getDb()).notification.count({ where: { userId: investor.id, message } });
const newProject = { deploymentQuarter: "Q1'25", stage: "Pipeline", client: "Outbox Co", address: "A", purpose: "P", type: "L2" } as const;

/** What a process killed right after its commit leaves: the change and its pending rows, nothing run. */
async function committedButNeverRun(messages: string[]): Promise<string[]> {
  const db = await getDb();
  return db.$transaction(async (tx) => Promise.all(messages.map((m) => recordEffect(tx, notifyEffect, note(m)))));
}

it("records the effects in the transaction and runs them after the commit, marking them done", async () => {
  const db = await getDb();
  const seenInside: number[] = [];
  await transaction(async (tx, afterCommit) => {
    await tx.project.create({ data: newProject });
    await afterCommit(notifyEffect, note("after commit"));
    seenInside.push(await tx.notification.count({ where: { userId: investor.id, message: "after commit" } }));
  });
  expect(seenInside).toEqual([0]);
  expect(await notes("after commit")).toBe(1);
  const row = await db.outboxItem.findFirstOrThrow({ where: { payload: { path: ["message"], equals: "after commit" } } });
  expect(row).toMatchObject({ effect: "notification.user", attempts: 1, lastError: null });
  expect(row.doneAt).toBeInstanceOf(Date);
});

it("a rolled-back change records and runs nothing", async () => {
  const db = await getDb();
  const before = await db.outboxItem.count();
  await expect(
    transaction(async (tx, afterCommit) => {
      await afterCommit(notifyEffect, note("rolled back"));
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  expect(await db.outboxItem.count()).toBe(before);
  expect(await notes("rolled back")).toBe(0);
});

it("a payload that does not fit its effect refuses the change", async () => {
  const db = await getDb();
  const before = await db.project.count();
  await expect(
    transaction(async (tx, afterCommit) => {
      await tx.project.create({ data: newProject });
      await afterCommit(deleteStoredFile, { key: "" });
    }),
  ).rejects.toThrow();
  expect(await db.project.count()).toBe(before);
});

it("a failing effect is logged and left pending with its error, the rest still run, and a later drain finishes it", async () => {
  const db = await getDb();
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  // A key the store refuses fails the handler the way a store that is down does.
  const result = await transaction(async (_tx, afterCommit) => {
    await afterCommit(deleteStoredFile, { key: "../outside" });
    await afterCommit(notifyEffect, note("still runs"));
    return "committed";
  });
  expect(result).toBe("committed");
  expect(await notes("still runs")).toBe(1);
  const failed = await db.outboxItem.findFirstOrThrow({ where: { effect: "storage.delete", payload: { path: ["key"], equals: "../outside" } } });
  expect(failed).toMatchObject({ doneAt: null, attempts: 1, lastError: "Invalid file path" });
  expect(log).toHaveBeenCalledWith(expect.stringContaining("after-commit work failed (storage.delete"), expect.anything());

  // A drain tries it once more (still failing); after MAX_ATTEMPTS it is left alone.
  // A failed item waits out its back-off before the next drain tries it.
  expect((await db.outboxItem.findUniqueOrThrow({ where: { id: failed.id } })).notBefore!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(await drainOutbox()).toBe(0);
  expect((await db.outboxItem.findUniqueOrThrow({ where: { id: failed.id } })).attempts).toBe(1);
  for (let i = 1; i < MAX_ATTEMPTS; i++) {
    await db.outboxItem.update({ where: { id: failed.id }, data: { notBefore: new Date(Date.now() - 1) } });
    await drainOutbox();
  }
  await db.outboxItem.update({ where: { id: failed.id }, data: { notBefore: null } });
  expect((await db.outboxItem.findUniqueOrThrow({ where: { id: failed.id } })).attempts).toBe(MAX_ATTEMPTS);
  expect(await drainOutbox()).toBe(0);
  expect((await db.outboxItem.findUniqueOrThrow({ where: { id: failed.id } })).attempts).toBe(MAX_ATTEMPTS);
});

it("the start-up drain finishes what a crash left pending, and a second drain does nothing", async () => {
  const db = await getDb();
  const ids = await committedButNeverRun(["crash one", "crash two"]);
  expect(await notes("crash one")).toBe(0);
  expect(await drainOutbox()).toBeGreaterThanOrEqual(2);
  expect(await notes("crash one")).toBe(1);
  expect(await notes("crash two")).toBe(1);
  expect(await db.outboxItem.count({ where: { id: { in: ids }, doneAt: null } })).toBe(0);
  expect(await drainOutbox()).toBe(0);
  expect(await runOutboxItem(ids[0])).toBe(false);
  expect(await notes("crash one")).toBe(1);
});

it("two runners at once do each pending item exactly once", async () => {
  const db = await getDb();
  const messages = Array.from({ length: 24 }, (_, i) => `race ${i}`);
  const ids = await committedButNeverRun(messages);
  // Two drains and a runner per item, all at once: on PostgreSQL they hold separate connections and
  // meet on the row locks.
  const [a, b] = await Promise.all([drainOutbox(), drainOutbox(), ...ids.map((id) => runOutboxItem(id))]);
  expect(typeof a).toBe("number");
  expect(typeof b).toBe("number");
  for (const m of messages) expect(await notes(m)).toBe(1);
  const rows = await db.outboxItem.findMany({ where: { id: { in: ids } }, select: { attempts: true, doneAt: true } });
  expect(rows.every((r) => r.attempts === 1 && r.doneAt !== null)).toBe(true);
});

(onPostgres ? it : it.skip)("on PostgreSQL, an item another runner holds is skipped, not waited for", async () => {
  const db = await getDb();
  const [id] = await committedButNeverRun(["held"]);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM outbox WHERE id = ${id} FOR UPDATE`;
    locked();
    await released;
  });
  await isLocked;
  const started = Date.now();
  expect(await runOutboxItem(id)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await notes("held")).toBe(0);
  release();
  await holder;
  expect(await runOutboxItem(id)).toBe(true);
  expect(await notes("held")).toBe(1);
});
