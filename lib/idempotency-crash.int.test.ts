// Issue 30 §5: a request with an Idempotency-Key whose process dies right after its change commits. The
// stored answer commits with the change, so a repeat finds that answer (the first's status and body) and
// never runs the change a second time: one MSA, one redline thread, one round of notifications.
// The crash: lib/transaction.ts's test hook stops everything after the commit (it never settles), as a
// killed process would; nothing after it runs, not even the claim's release.
import { POST as finalize } from "@/app/api/templates/finalize/[id]/route";
import { POST as createThread } from "@/app/api/templates/threads/route";
import { POST as importCsv } from "@/app/api/projects/import/route";
import { finalizeMsaAction } from "@/actions/msa/finalize-msa";
import { getDb } from "@/lib/db";
import { once } from "@/lib/idempotency";
import { drainOutbox } from "@/lib/outbox/runner";
import { transaction, transactionTestHooks } from "@/lib/transaction";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeApprovedMsaVersion, makeVersion, SELECTION } from "@/test/factories/agreements";

let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers({ host: "portal.example", "x-forwarded-for": "203.0.113.7" }),
}));

let legal: TestUser, legal2: TestUser, investor: TestUser;
beforeAll(async () => {
  legal = await createUser("crash.legal", "employee");
  legal2 = await createUser("crash.legal2", "employee");
  investor = await createUser("crash.investor");
});
afterEach(() => {
  transactionTestHooks.afterCommit = undefined;
});

/** The next commit is the last thing the process does; resolves once it has committed. */
function dieAfterNextCommit(): Promise<void> {
  return new Promise((committed) => {
    transactionTestHooks.afterCommit = () => {
      transactionTestHooks.afterCommit = undefined;
      committed();
      return new Promise<void>(() => {});
    };
  });
}

/** Two minutes and more pass: the dead request's claim is past its time. */
async function laterOn(userId: string, key: string) {
  const db = await getDb();
  await db.idempotencyKey.updateMany({ where: { userId, key }, data: { createdAt: new Date(Date.now() - 3 * 60 * 1000) } });
}

const FINALIZE = { finalContent: "<h1>MSA</h1><p>Terms.</p>", legalReview: true, complianceCheck: true, autoGeneratePDF: false, notifyInvestor: true };

test("finalize: the process dies after the commit; the repeat answers the first 201 with its MSA, not 409", async () => {
  const db = await getDb();
  const version = await makeApprovedMsaVersion(investor.id, legal.id);
  const post = () =>
    call(finalize, { cookie: legal.cookie, url: `/api/templates/finalize/${version.id}`, params: { id: version.id }, body: FINALIZE, headers: { "Idempotency-Key": "fin-crash" } });

  const died = dieAfterNextCommit();
  void post(); // never answers
  await died;
  const [msa] = await db.msa.findMany({ where: { versionId: version.id }, select: { id: true } });
  expect(msa).toBeDefined();

  // At once (the answer is already there) and after the claim's time alike.
  for (const wait of [false, true]) {
    if (wait) await laterOn(legal.id, "fin-crash");
    const again = await post();
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: { msaId: msa.id } });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  }
  expect(await db.msa.count({ where: { versionId: version.id } })).toBe(1);

  // The next start finishes the dead request's work: the investor hears once.
  await drainOutbox();
  expect(await db.notification.count({ where: { userId: investor.id, versionId: version.id } })).toBe(1);
});

test("redline thread: the repeat answers the first thread; one thread, the legal team notified once each", async () => {
  const db = await getDb();
  const version = await makeVersion(investor.id, "reviewing");
  const post = () =>
    call(createThread, { cookie: investor.cookie, url: "/api/templates/threads", body: { templateVersionId: version.id, ...SELECTION, comment: "Crash once" }, headers: { "Idempotency-Key": "th-crash" } });

  const died = dieAfterNextCommit();
  void post();
  await died;
  await laterOn(investor.id, "th-crash");
  const again = await post();
  const threads = await db.redlineThread.findMany({ where: { versionId: version.id }, select: { id: true } });
  expect(threads).toHaveLength(1);
  expect(again.status).toBe(201);
  expect(again.body).toMatchObject({ id: threads[0].id, versionStatus: "redlined" });

  await drainOutbox();
  const notified = await db.notification.findMany({ where: { versionId: version.id }, select: { userId: true } });
  expect(notified.map((n) => n.userId).sort()).toEqual([legal.id, legal2.id].sort());
});

test("server action: a repeated Finalize after the crash answers the first result", async () => {
  cookie = legal.cookie.split("=").slice(1).join("=");
  const db = await getDb();
  const version = await makeApprovedMsaVersion(investor.id, legal.id);
  const input = { id: version.id, ...FINALIZE, notifyInvestor: false };

  const died = dieAfterNextCommit();
  void finalizeMsaAction(input, { idempotencyKey: "fin-action-crash" });
  await died;
  await laterOn(legal.id, "fin-action-crash");
  const again = await finalizeMsaAction(input, { idempotencyKey: "fin-action-crash" });
  const msas = await db.msa.findMany({ where: { versionId: version.id }, select: { id: true } });
  expect(msas).toHaveLength(1);
  expect(again).toEqual({ ok: true, data: { msaId: msas[0].id } });
});

// What the layer does with work that does not fit the rule "after its transaction, the request only
// shapes its answer", driven through `once` directly.
const codec = {
  store: async (data: unknown) => ({ status: 201, body: JSON.stringify(data), contentType: "application/json" }),
  replay: (a: { body: string }) => JSON.parse(a.body) as unknown,
};
const createCourse = (title: string) =>
  transaction(async (tx) => (await tx.course.create({ data: { title, createdBy: legal.id }, select: { id: true } })).id);

test("work that fails after its transaction leaves nothing behind: the repeat runs fresh and makes one row", async () => {
  const db = await getDb();
  const failing = () =>
    once(legal.id, "fail-after", "test fail-after", { n: 1 }, async () => {
      await createCourse("Failed after its transaction");
      throw new Error("the handler broke after the service");
    }, codec);
  await expect(failing()).rejects.toThrow("the handler broke");
  expect(await db.course.count({ where: { title: "Failed after its transaction" } })).toBe(0);
  expect(await db.idempotencyKey.count({ where: { userId: legal.id, key: "fail-after" } })).toBe(0);

  const ok = await once(legal.id, "fail-after", "test fail-after", { n: 1 }, async () => ({ id: await createCourse("Failed after its transaction") }), codec);
  expect(await db.course.count({ where: { title: "Failed after its transaction" } })).toBe(1);
  expect(await once(legal.id, "fail-after", "test fail-after", { n: 1 }, async () => ({ id: "never" }), codec)).toEqual(ok);
});

test("a request whose claim a repeat took over (two minutes on) rolls its change back instead of making a second", async () => {
  const db = await getDb();
  const work = (title: string, takeOver: boolean) => async () => {
    // The repeat, two minutes on, found the claim stale and made its own (here: the same row, claimed anew).
    if (takeOver) await db.idempotencyKey.updateMany({ where: { userId: legal.id, key: "taken" }, data: { createdAt: new Date(Date.now() + 1) } });
    return { id: await createCourse(title) };
  };
  await expect(once(legal.id, "taken", "test taken", {}, work("Taken over", true), codec)).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("took its place") });
  expect(await db.course.count({ where: { title: "Taken over" } })).toBe(0);
  // The repeat's claim is untouched by the first's failure.
  expect(await db.idempotencyKey.count({ where: { userId: legal.id, key: "taken" } })).toBe(1);
});

test("work that uses the database after its transaction is not blocked by it: the change commits first, marked as made", async () => {
  const db = await getDb();
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  // A read after the transaction (on PGlite it would wait for the open transaction). Its result must not
  // depend on the change: on PostgreSQL it may start before the commit (see lib/transaction.ts).
  const work = async () => ({ id: await createCourse("Used after"), courses: (await db.course.count()) > 0 });
  try {
    const first = await once(legal.id, "used-after", "test used-after", {}, work, codec);
    expect(await db.idempotencyKey.findUnique({ where: { userId_key: { userId: legal.id, key: "used-after" } } })).toMatchObject({ status: 201, committedAt: expect.any(Date) });
    expect(await once(legal.id, "used-after", "test used-after", {}, work, codec)).toEqual(first);
    expect(await db.course.count({ where: { title: "Used after" } })).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("test used-after used the database after its transaction"));

    // Such a request dying between its commit and its answer: the repeat is refused (409), never run again.
    const died = dieAfterNextCommit();
    void once(legal.id, "used-after-died", "test used-after", {}, work, codec);
    await died;
    const row = await db.idempotencyKey.findUnique({ where: { userId_key: { userId: legal.id, key: "used-after-died" } } });
    expect(row).toMatchObject({ status: null, committedAt: expect.any(Date) });
    await db.idempotencyKey.updateMany({ where: { userId: legal.id, key: "used-after-died" }, data: { createdAt: new Date(Date.now() - 4 * 60_000), committedAt: new Date(Date.now() - 3 * 60_000) } });
    await expect(once(legal.id, "used-after-died", "test used-after", {}, work, codec)).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("made its change, but its answer was lost") });
    expect(await db.course.count({ where: { title: "Used after" } })).toBe(2);
  } finally {
    warn.mockRestore();
  }
});

test("work with two transactions: both commit, in order, and a repeat replays the answer", async () => {
  const db = await getDb();
  const work = async () => {
    const a = await createCourse("Two, first");
    const b = await transaction(async (tx) => {
      // The second sees the first's row.
      const first = await tx.course.findUniqueOrThrow({ where: { id: a }, select: { title: true } });
      return (await tx.course.create({ data: { title: `${first.title} then second`, createdBy: legal.id }, select: { id: true } })).id;
    });
    return { a, b };
  };
  const first = await once(legal.id, "two-tx", "test two-tx", {}, work, codec);
  expect(await once(legal.id, "two-tx", "test two-tx", {}, work, codec)).toEqual(first);
  expect(await db.course.count({ where: { title: { startsWith: "Two, first" } } })).toBe(2);
});

test("the CSV import (statistics refreshed after its transaction) answers once with a key, on either database", async () => {
  const db = await getDb();
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const csv = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit\nQ2'25,Committed,Keyed Import,1 Main St,Depot,L3,2,4,1000,no\n";
  const upload = () => {
    const form = new FormData();
    form.set("csvFile", new File([csv], "projects.csv", { type: "text/csv" }));
    return call(importCsv, { method: "POST", rawBody: form, cookie: legal.cookie, headers: { "Idempotency-Key": "import-1" } });
  };
  try {
    const first = await upload();
    expect({ status: first.status, body: first.body }).toEqual({ status: 201, body: { imported: 1 } });
    const again = await upload();
    expect({ status: again.status, body: again.body, replayed: again.headers.get("Idempotent-Replayed") }).toEqual({ status: 201, body: { imported: 1 }, replayed: "true" });
    expect(await db.project.count({ where: { client: "Keyed Import" } })).toBe(1);
  } finally {
    warn.mockRestore();
  }
});
