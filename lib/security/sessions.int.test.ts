// Issue 32 §1: the account's own sessions on a real database: listed with device, address and times;
// one signed out, or all but this one; another's untouchable; last seen moved at most every 5 minutes.
import { GET as list } from "@/app/api/profile/sessions/route";
import { POST as revoke } from "@/app/api/profile/sessions/[id]/revoke/route";
import { POST as revokeOthers } from "@/app/api/profile/sessions/revoke-others/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/db";
import { call, cookieFrom } from "@/test/http";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function signIn(username: string, ip: string, userAgent = FIREFOX): Promise<string> {
  const res = await call(login, { body: { username, password: TEST_PASSWORD }, ip, headers: { "user-agent": userAgent } });
  expect(res.status).toBe(200);
  return cookieFrom(res.setCookie)!;
}

it("lists the caller's sessions with device and address, this one first", async () => {
  await createUser("sam.sessions", "external");
  const laptop = await signIn("sam.sessions", "10.1.1.1");
  await signIn("sam.sessions", "10.1.1.2", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1");
  const res = await call(list, { cookie: laptop });
  expect(res.status).toBe(200);
  const mine = res.body.sessions.filter((s: { ip: string | null }) => s.ip);
  expect(mine[0]).toMatchObject({ current: true, device: "Firefox on Windows", ip: "10.1.1.1" });
  expect(mine.find((s: { ip: string }) => s.ip === "10.1.1.2")).toMatchObject({ current: false, device: "Safari on iOS" });
});

it("signs one session out at once; another account's session is a 404 and stays", async () => {
  const other = await createUser("otto.other", "external");
  await createUser("sue.signout", "external");
  const a = await signIn("sue.signout", "10.2.2.1");
  const b = await signIn("sue.signout", "10.2.2.2");
  const db = await getDb();
  const bRow = await db.session.findFirstOrThrow({ where: { ip: "10.2.2.2" } });
  const otherRow = await db.session.findFirstOrThrow({ where: { userId: other.id } });
  expect((await call(revoke, { cookie: a, params: { id: otherRow.id }, body: { password: TEST_PASSWORD } })).status).toBe(404);
  expect((await call(revoke, { cookie: a, params: { id: bRow.id }, body: { password: "wrong" } })).status).toBe(403);
  expect((await call(me, { cookie: b })).status).toBe(200);
  expect((await call(revoke, { cookie: a, params: { id: bRow.id }, body: { password: TEST_PASSWORD } })).status).toBe(200);
  expect((await call(me, { cookie: b })).status).toBe(401);
  expect((await call(me, { cookie: a })).status).toBe(200);
  expect(await db.session.count({ where: { id: otherRow.id } })).toBe(1);
  const audit = await db.auditLog.findFirstOrThrow({ where: { event: "security.session-revoked", userId: bRow.userId } });
  expect(JSON.stringify(audit)).not.toContain(bRow.id);
});

it("'Sign out all others' ends every other session of the caller's, not this one, not anyone else's", async () => {
  const other = await createUser("olive.other", "external");
  const user = await createUser("ada.all", "employee");
  const here = await signIn("ada.all", "10.3.3.1");
  const there = await signIn("ada.all", "10.3.3.2");
  const res = await call(revokeOthers, { cookie: here, body: { password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  expect(res.body.revoked).toBe(2); // `there` and the factory's
  expect((await call(me, { cookie: there })).status).toBe(401);
  expect((await call(me, { cookie: user.cookie })).status).toBe(401);
  expect((await call(me, { cookie: here })).status).toBe(200);
  expect((await call(me, { cookie: other.cookie })).status).toBe(200);
  const db = await getDb();
  expect(await db.notification.count({ where: { userId: user.id, kind: "security.other-sessions-revoked" } })).toBe(1);
});

it("moves last seen only when it is more than 5 minutes old", async () => {
  await createUser("lee.lastseen", "external");
  const cookie = await signIn("lee.lastseen", "10.4.4.1");
  const db = await getDb();
  const row = await db.session.findFirstOrThrow({ where: { ip: "10.4.4.1" } });
  const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
  await db.session.update({ where: { id: row.id }, data: { lastSeenAt: twoMinutesAgo } });
  await call(me, { cookie });
  expect((await db.session.findUniqueOrThrow({ where: { id: row.id } })).lastSeenAt).toEqual(twoMinutesAgo);
  await db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(Date.now() - 6 * 60_000) } });
  await call(me, { cookie });
  expect((await db.session.findUniqueOrThrow({ where: { id: row.id } })).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
});
