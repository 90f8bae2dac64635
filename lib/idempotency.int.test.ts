// A creating request repeated with the same Idempotency-Key by the same user returns the first result.
import { POST as createProject } from "@/app/api/projects/route";
import { POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { POST as addTask } from "@/app/api/projects/[id]/tasks/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeProject } from "@/test/factories/projects";

let alice: TestUser, bob: TestUser;
beforeAll(async () => {
  alice = await createUser("alice.idem", "employee");
  bob = await createUser("bob.idem", "employee");
});

const PROJECT = {
  deploymentQuarter: "Q3'25",
  stage: "Pipeline",
  client: "Twice Clicked",
  address: "1 Main St",
  purpose: "Fleet",
  type: "L2",
  numberOfChargers: 4,
  numberOfSpaces: 8,
  projectCost: "1000.00",
  itcTaxCredit: false,
};
const create = (who: TestUser, key?: string, body: unknown = PROJECT) =>
  call(createProject, { cookie: who.cookie, url: "/api/projects", body, headers: key ? { "Idempotency-Key": key } : {} });
const count = async (client: string) => (await getDb()).project.count({ where: { client } });

test("a repeated create with one key returns the first project, creating one row and one audit row", async () => {
  const first = await create(alice, "key-1");
  expect(first.status).toBe(201);
  const again = await create(alice, "key-1");
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  expect(await count("Twice Clicked")).toBe(1);
  expect(await (await getDb()).auditLog.count({ where: { entityId: first.body.id } })).toBe(1);
});

test("two concurrent requests with one key create one row", async () => {
  const body = { ...PROJECT, client: "Raced" };
  const [a, b] = await Promise.all([create(alice, "key-race", body), create(alice, "key-race", body)]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(a.body.id).toBe(b.body.id);
  expect(await count("Raced")).toBe(1);
});

test("keys are per user; without a key every request creates; another route's key is a 409", async () => {
  const body = { ...PROJECT, client: "Scoped" };
  const mine = await create(alice, "shared-key", body);
  const theirs = await create(bob, "shared-key", body);
  expect(theirs.body.id).not.toBe(mine.body.id);
  await create(alice, undefined, body);
  expect(await count("Scoped")).toBe(3);

  const p = await makeProject({ stage: "Committed" });
  const reuse = await call(addComment, { cookie: alice.cookie, url: `/api/projects/${p.id}/comments`, params: { id: p.id }, body: { content: "x", projectId: p.id }, headers: { "Idempotency-Key": "shared-key" } });
  expect(reuse).toMatchObject({ status: 409, body: { error: "This Idempotency-Key was already used for another request" } });
});

test("a refused request keeps no answer: the corrected submission with the same key goes through", async () => {
  const bad = await create(alice, "key-fix", { ...PROJECT, client: "" });
  expect(bad.status).toBe(400);
  const good = await create(alice, "key-fix", { ...PROJECT, client: "Corrected" });
  expect(good.status).toBe(201);
  expect(await count("Corrected")).toBe(1);
});

test("comments and tasks honour the key too; an expired key counts as new", async () => {
  const p = await makeProject({ stage: "Committed" });
  const post = () => call(addComment, { cookie: alice.cookie, url: `/api/projects/${p.id}/comments`, params: { id: p.id }, body: { content: "Once", projectId: p.id }, headers: { "Idempotency-Key": "c-1" } });
  expect((await post()).status).toBe(201);
  expect((await post()).status).toBe(201);
  const db = await getDb();
  expect(await db.projectComment.count({ where: { projectId: p.id } })).toBe(1);

  const task = () => call(addTask, { cookie: alice.cookie, url: `/api/projects/${p.id}/tasks`, params: { id: p.id }, body: { title: "Survey", priority: "medium" }, headers: { "Idempotency-Key": "t-1" } });
  expect((await task()).status).toBeLessThan(300);
  expect((await task()).status).toBeLessThan(300);
  expect(await db.projectTask.count({ where: { projectId: p.id } })).toBe(1);

  await db.idempotencyKey.updateMany({ where: { userId: alice.id, key: "c-1" }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await post()).status).toBe(201);
  expect(await db.projectComment.count({ where: { projectId: p.id } })).toBe(2);
  expect((await create(alice, "x".repeat(201))).status).toBe(400);
});

test("the same key with another body is a 422 and creates nothing (Stripe's rule), not a silent replay", async () => {
  expect((await create(alice, "key-body", { ...PROJECT, client: "First Body" })).status).toBe(201);
  const other = await create(alice, "key-body", { ...PROJECT, client: "Second Body" });
  expect(other).toMatchObject({ status: 422, body: { error: "This Idempotency-Key was already used with a different request body" } });
  expect(await count("Second Body")).toBe(0);
  expect(await count("First Body")).toBe(1);
});

test("a claim whose request died (no answer after two minutes) is taken over, not 'in progress' for a day", async () => {
  const db = await getDb();
  const stale = new Date(Date.now() - 3 * 60 * 1000);
  await db.idempotencyKey.create({ data: { userId: alice.id, key: "key-died", request: "POST /api/projects", createdAt: stale, expiresAt: new Date(Date.now() + 60_000) } });
  const retry = await create(alice, "key-died", { ...PROJECT, client: "After Crash" });
  expect(retry.status).toBe(201);
  expect(await count("After Crash")).toBe(1);

  // A fresh claim still makes a repeat wait for its answer rather than run twice.
  await db.idempotencyKey.create({ data: { userId: alice.id, key: "key-running", request: "POST /api/projects", expiresAt: new Date(Date.now() + 60_000) } });
  const waiting = create(alice, "key-running", { ...PROJECT, client: "Still Running" });
  expect((await waiting).status).toBe(409);
  expect(await count("Still Running")).toBe(0);
}, 30_000);

test("redline threads, replies and new courses honour the key too (they created twice before)", async () => {
  const { POST: createThread } = await import("@/app/api/templates/threads/route");
  const { POST: reply } = await import("@/app/api/templates/threads/[id]/replies/route");
  const { POST: createCourse } = await import("@/app/api/admin/courses/route");
  const { makeVersion, SELECTION } = await import("@/test/factories/agreements");
  const investor = await createUser("carol.idem");
  const version = await makeVersion(investor.id, "reviewing");
  const db = await getDb();

  const thread = () => call(createThread, { cookie: investor.cookie, url: "/api/templates/threads", body: { templateVersionId: version.id, ...SELECTION, comment: "Once only" }, headers: { "Idempotency-Key": "th-1" } });
  const first = await thread();
  expect(first.status).toBeLessThan(300);
  expect((await thread()).body).toEqual(first.body);
  expect(await db.redlineThread.count({ where: { versionId: version.id } })).toBe(1);

  const answer = () => call(reply, { cookie: investor.cookie, url: `/api/templates/threads/${first.body.id}/replies`, params: { id: first.body.id }, body: { text: "Reply once" }, headers: { "Idempotency-Key": "re-1" } });
  expect((await answer()).status).toBeLessThan(300);
  expect((await answer()).status).toBeLessThan(300);
  expect(await db.redlineReply.count({ where: { threadId: first.body.id } })).toBe(1);

  const course = () => call(createCourse, { cookie: alice.cookie, url: "/api/admin/courses", body: { title: "Idempotent course" }, headers: { "Idempotency-Key": "co-1" } });
  expect((await course()).status).toBeLessThan(300);
  expect((await course()).status).toBeLessThan(300);
  expect(await db.course.count({ where: { title: "Idempotent course" } })).toBe(1);
});
