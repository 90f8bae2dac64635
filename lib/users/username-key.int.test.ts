// Issue: usernames were matched with Prisma's `mode: "insensitive"`, an unescaped ILIKE, so `%` and `_`
// acted as wildcards. Every lookup by name now compares the normalized key exactly.
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

const signIn = (username: string, ip = "10.1.1.1") => call(login, { body: { username, password: TEST_PASSWORD }, ip });

beforeAll(async () => {
  await createUser("inv1");
  await createUser("inv2");
  await createUser("j_doe");
});

describe("login compares the username exactly, ignoring case only", () => {
  it.each(["%", "_nv1", "inv_", "inv2%", "İNV2", "inv%", "INV\\2"])("%j with a valid password signs in as nobody (401)", async (name) => {
    const res = await signIn(name);
    expect(res.status).toBe(401);
    expect(res.setCookie).toBeNull();
  });

  it.each(["inv1", "INV1", "Inv1", "ｉｎｖ１"])("%j signs in as inv1", async (name) => {
    const res = await signIn(name);
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe("inv1");
  });

  it("a user whose name has an underscore is not shadowed by a look-alike", async () => {
    await createUser("jxdoe");
    expect((await signIn("j_doe")).body.user?.username).toBe("j_doe");
    expect((await signIn("jxdoe")).body.user?.username).toBe("jxdoe");
  });

  it("wildcard and case variants of one name share one failure counter", async () => {
    await createUser("kate");
    const variants = ["kate", "KATE", "Kate", "ｋａｔｅ", "kAtE"];
    for (let i = 0; i < 10; i++) {
      const res = await call(login, { body: { username: variants[i % variants.length], password: "wrong-pass" }, ip: "10.2.2.2" });
      expect(res.status).toBe(401);
    }
    expect((await call(login, { body: { username: "KaTe", password: TEST_PASSWORD }, ip: "10.2.2.2" })).status).toBe(429);
    // Guesses at patterns count against their own (non-existent) names and never unlock kate.
    expect((await call(login, { body: { username: "kat_", password: TEST_PASSWORD }, ip: "10.2.2.3" })).status).toBe(401);
  });
});

describe("registration compares the normalized name exactly", () => {
  it("accepts a name that only a wildcard would have matched", async () => {
    const res = await call(register, { body: { username: "j_do_", password: "secret1" } });
    expect(res.status).toBe(201);
    expect(res.body.user.username).toBe("j_do_");
  });

  it.each(["J_DOE", "j_doe", "Inv1"])("refuses %j as taken", async (name) => {
    const res = await call(register, { body: { username: name, password: "secret1" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Username already exists");
  });

  it.each(["%", "inv%", "ｉｎｖ9", "İnv9", "émile"])("refuses %j: names are ASCII letters, digits and . _ @ - only", async (name) => {
    const db = await getDb();
    const before = await db.user.count();
    const res = await call(register, { body: { username: name, password: "secret1" } });
    expect(res.status).toBe(400);
    expect(await db.user.count()).toBe(before);
  });

  it("stores the key beside the name", async () => {
    await call(register, { body: { username: "Mixed.Case", password: "secret1" } });
    const db = await getDb();
    expect(await db.user.findUnique({ where: { usernameKey: "mixed.case" }, select: { username: true } })).toEqual({ username: "Mixed.Case" });
  });
});

describe("reserving on an investor's behalf names the investor exactly", () => {
  it.each(["%", "_nv1", "inv_", "INV1%"])("investorId %j finds nobody", async (investorId) => {
    const boss = await createUser(`boss${Math.random().toString(36).slice(2, 8)}`, "employee");
    const project = await makeAvailableProject();
    const res = await call(reserveFor, { cookie: boss.cookie, params: { id: project.id }, body: { investorId } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Investor not found or not approved");
  });

  it("investorId INV1 reserves for inv1", async () => {
    const boss = await createUser("boss.exact", "employee");
    const project = await makeAvailableProject();
    const res = await call(reserveFor, { cookie: boss.cookie, params: { id: project.id }, body: { investorId: "INV1" } });
    expect(res.status).toBe(200);
  });
});
