// Issue 30 §6: registrations racing on one database. Distinct names all succeed (no serialization failure
// escapes as a 500, none is mistaken for a taken name), the bootstrap rule still approves exactly one
// employee on an empty install, and only a truly duplicate name is refused.
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";

// Argon2 takes tens of milliseconds per password on a shared pool of threads, which spreads racing
// registrations out; the bootstrap race hashes instantly so that their transactions overlap.
let mockInstantHash = false;
jest.mock("@/lib/auth/password", () => {
  const real = jest.requireActual("@/lib/auth/password");
  return { ...real, hashPassword: (password: string) => (mockInstantHash ? Promise.resolve(`instant$${password}`) : real.hashPassword(password)) };
});

const PASSWORD = "secret1";
const registerAs = (username: string, role: "employee" | "external", i: number) =>
  call(register, { body: { username, password: PASSWORD, role }, ip: `10.1.${Math.floor(i / 250)}.${i % 250}` });

/** Back to a fresh install: no accounts (nothing else in this file refers to them). */
async function emptyInstall() {
  const db = await getDb();
  await db.auditLog.deleteMany({});
  await db.user.deleteMany({});
}

test("employees racing to register on an empty database: all 201, exactly one approved (the bootstrap)", async () => {
  const db = await getDb();
  expect(await db.user.count()).toBe(0);
  mockInstantHash = true;
  try {
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => registerAs(`founder.${i}`, "employee", i)));
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    expect(results.filter((r) => r.body.user.status === "approved")).toHaveLength(1);
    expect(await db.user.count({ where: { role: "employee", status: "approved" } })).toBe(1);
    expect(await db.user.count({ where: { role: "employee", status: "pending" } })).toBe(15);
  } finally {
    mockInstantHash = false;
  }
});

test("60 parallel registrations of distinct names on an empty database: 60 × 201, one bootstrap employee", async () => {
  await emptyInstall();
  const db = await getDb();
  const names = Array.from({ length: 60 }, (_, i) => ({ username: `racer.${i}`, role: i % 2 === 0 ? ("employee" as const) : ("external" as const) }));
  const results = await Promise.all(names.map(({ username, role }, i) => registerAs(username, role, i)));

  expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.text}`)).toEqual([]);
  expect(await db.user.count()).toBe(60);
  // The first employee on a fresh install is approved; every other registration waits.
  expect(await db.user.count({ where: { role: "employee", status: "approved" } })).toBe(1);
  expect(await db.user.count({ where: { status: "pending" } })).toBe(59);
  const approved = results.filter((r) => r.body.user.status === "approved");
  expect(approved).toHaveLength(1);
  expect(approved[0].body.user.role).toBe("employee");
  expect(await db.auditLog.count({ where: { event: "user.registered" } })).toBe(60);
}, 120_000);

test("one name registered 12 times at once (in any case): one 201, eleven 409, one row", async () => {
  const db = await getDb();
  const spellings = Array.from({ length: 12 }, (_, i) => (i % 2 ? "Twin.Name" : "twin.name"));
  const results = await Promise.all(spellings.map((username, i) => registerAs(username, i % 3 ? "external" : "employee", i)));
  expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.error).toBe("Username already exists");
  expect(await db.user.count({ where: { usernameKey: "twin.name" } })).toBe(1);
  const winner = results.find((r) => r.status === 201)!;
  expect(await db.auditLog.count({ where: { event: "user.registered", entityId: winner.body.user.id } })).toBe(1);
}, 120_000);

test("distinct names racing with duplicates: every distinct name gets its 201, each duplicate its 409", async () => {
  const db = await getDb();
  const before = await db.user.count();
  const names = Array.from({ length: 20 }, (_, i) => `mixed.${i}`);
  const attempts = [...names, ...names.slice(0, 10)];
  const results = await Promise.all(attempts.map((username, i) => registerAs(username, "external", i)));
  const byName = new Map<string, number[]>();
  attempts.forEach((name, i) => byName.set(name, [...(byName.get(name) ?? []), results[i].status]));
  for (const [name, statuses] of byName) {
    expect([name, statuses.sort()]).toEqual([name, names.indexOf(name) < 10 ? [201, 409] : [201]]);
  }
  expect(await db.user.count()).toBe(before + 20);
}, 120_000);
