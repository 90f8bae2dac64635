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
