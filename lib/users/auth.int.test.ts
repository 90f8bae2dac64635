import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as deny } from "@/app/api/admin/users/[id]/deny/route";
import { POST as approve } from "@/app/api/admin/users/[id]/approve/route";
import { getDb } from "@/lib/db";
import { call, cookieFrom } from "@/test/http";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";

const creds = (username: string, password = TEST_PASSWORD) => ({ body: { username, password } });

describe("registration", () => {
  it("approves the first employee at once, then makes later employees and all investors wait", async () => {
    const first = await call(register, { body: { username: "founder", password: "secret1", role: "employee" } });
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({ username: "founder", role: "employee", status: "approved" });
    expect(first.body.message).toMatch(/log in now/);
    expect(first.text).not.toMatch(/passwordHash|argon2/);

    const second = await call(register, { body: { username: "second", password: "secret1", role: "employee" } });
    expect(second.body.user.status).toBe("pending");
    const investor = await call(register, { body: { username: "investor1", password: "secret1" } });
    expect(investor.body.user).toMatchObject({ role: "external", status: "pending" });
    expect(investor.body.message).toMatch(/pending approval/);
  });

  it.each([
    [{ username: "ab", password: "secret1" }, "Username must be at least 3 characters"],
    [{ username: "abc", password: "12345" }, "Password must be at least 6 characters"],
    [{ username: "abc", password: "secret1", role: "admin" }, "Role must be employee or external"],
    [{ username: 42, password: "secret1" }, "Username must be at least 3 characters"],
    [{ password: "secret1" }, "Username must be at least 3 characters"],
    [{ username: "x".repeat(65), password: "secret1" }, "Username must be at most 64 characters"],
  ])("refuses %j with a 400 and writes nothing", async (body, message) => {
    const db = await getDb();
    const before = await db.user.count();
    const res = await call(register, { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await db.user.count()).toBe(before);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await call(register, { rawBody: "{not json", headers: { "content-type": "application/json" }, method: "POST" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Malformed JSON body");
  });

  it("refuses a duplicate username regardless of case", async () => {
    await call(register, { body: { username: "Dup.User", password: "secret1" } });
    const res = await call(register, { body: { username: "dup.user", password: "secret1" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Username already exists");
  });
});

describe("login and sessions", () => {
  it("logs an approved user in, and logout ends the session at once", async () => {
    await createUser("alice", "external", "approved");
    const res = await call(login, creds("alice"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { username: "alice", role: "external" }, isEmployee: false });
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=lax/i);
    const cookie = cookieFrom(res.setCookie);

    const who = await call(me, { cookie });
    expect(who.status).toBe(200);
    expect(who.body.user.username).toBe("alice");

    expect((await call(logout, { cookie, method: "POST" })).status).toBe(200);
    const after = await call(me, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("Not authenticated");
  });

  it("tells pending and denied users why they cannot log in", async () => {
    await createUser("waiting", "external", "pending");
    await createUser("refused", "external", "denied");
    const p = await call(login, creds("waiting"));
    expect(p.status).toBe(403);
    expect(p.body.error).toMatch(/pending approval/);
    const d = await call(login, creds("refused"));
    expect(d.status).toBe(403);
    expect(d.body.error).toMatch(/denied/);
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    await createUser("bob");
    const wrong = await call(login, creds("bob", "nope-nope"));
    const unknown = await call(login, creds("nobody-here", "nope-nope"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it("requires both fields", async () => {
    expect((await call(login, { body: { username: "", password: "x" } })).body.error).toBe("Username is required");
    expect((await call(login, { body: { username: "x" } })).body.error).toBe("Password is required");
  });

  it("refuses forged, tampered and expired cookies", async () => {
    const u = await createUser("carol");
    expect((await call(me, { cookie: "cfp_session=forged-value" })).status).toBe(401);
    const [name, value] = u.cookie.split("=");
    const tampered = `${name}=${value.slice(0, -4)}${value.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect((await call(me, { cookie: tampered })).status).toBe(401);
    const db = await getDb();
    await db.session.updateMany({ where: { userId: u.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(me, { cookie: u.cookie })).status).toBe(401);
  });

  it("denying an approved user (a revocation) ends their sessions immediately, and it is audited", async () => {
    const boss = await createUser("boss", "employee");
    const victim = await createUser("dave");
    expect((await call(me, { cookie: victim.cookie })).status).toBe(200);
    const res = await call(deny, { cookie: boss.cookie, method: "POST", params: { id: victim.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: "dave", status: "denied" });
    expect((await call(me, { cookie: victim.cookie })).status).toBe(401);
    const db = await getDb();
    const audit = await db.auditLog.findFirst({ where: { entityType: "user", entityId: victim.id, action: "update" } });
    expect(audit).toMatchObject({ event: "user.revoked", userId: boss.id, fieldChanges: ["status"], oldValues: { status: "approved" }, newValues: { status: "denied" } });

    const again = await call(approve, { cookie: boss.cookie, method: "POST", params: { id: victim.id } });
    expect(again.body.status).toBe("approved");
    expect((await call(approve, { cookie: boss.cookie, method: "POST", params: { id: "missing" } })).status).toBe(404);
  });

  it("refuses state-changing requests from another origin", async () => {
    await createUser("erin");
    const res = await call(login, { ...creds("erin"), headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.setCookie).toBeNull();
    const same = await call(login, { ...creds("erin"), headers: { origin: "http://localhost:3000" } });
    expect(same.status).toBe(200);
  });
});

describe("login rate limit", () => {
  it("blocks a username from one address after 10 failures, with Retry-After, while other addresses still work", async () => {
    await createUser("frank");
    for (let i = 0; i < 10; i++) expect((await call(login, { ...creds("frank", "wrong-pass"), ip: "1.2.3.4" })).status).toBe(401);
    const blocked = await call(login, { ...creds("frank"), ip: "1.2.3.4" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await call(login, { ...creds("frank"), ip: "5.6.7.8" })).status).toBe(200);
  });

  it("over the per-address cap, answers every login from that address alike, the right password too (no oracle)", async () => {
    const db = await getDb();
    await createUser("grace");
    await db.loginAttempt.createMany({ data: Array.from({ length: 100 }, (_, i) => ({ username: `u${i}`, ip: "9.9.9.9" })) });
    const wrong = await call(login, { ...creds("grace", "wrong-pass"), ip: "9.9.9.9" });
    const right = await call(login, { ...creds("grace"), ip: "9.9.9.9" });
    for (const res of [wrong, right]) {
      expect(res.status).toBe(429);
      expect(res.setCookie).toBeNull();
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
    }
    expect(right.body).toEqual(wrong.body);
    // Refused attempts are not counted: the address's lock lifts with its oldest failure, not later.
    expect(await db.loginAttempt.count({ where: { ip: "9.9.9.9" } })).toBe(100);
    expect((await call(login, { ...creds("grace"), ip: "9.9.9.8" })).status).toBe(200);
  });

  it("lets 12 parallel correct logins of one account through (issue 30: all 12 were 429)", async () => {
    await createUser("ivy");
    const results = await Promise.all(Array.from({ length: 12 }, () => call(login, { ...creds("ivy"), ip: "6.6.6.6" })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
  });

  it("counts each attempt before checking the password: 60 parallel guesses check at most 10", async () => {
    await createUser("heidi");
    const results = await Promise.all(Array.from({ length: 60 }, () => call(login, { ...creds("heidi", "wrong-pass"), ip: "7.7.7.7" })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Refused attempts leave no trace; checked ones do. Sequential guesses after the burst reach exactly
    // ten checked passwords in all, and then even the right password is refused from this address.
    let checked = statuses.filter((s) => s === 401).length;
    while ((await call(login, { ...creds("heidi", "wrong-pass"), ip: "7.7.7.7" })).status === 401) checked++;
    expect(checked).toBe(10);
    expect((await call(login, { ...creds("heidi"), ip: "7.7.7.7" })).status).toBe(429);
  });
});
