// Issue 32 on a real database: enrol → confirm → login 202 → second factor → session, and the rules the
// second step keeps: a code once, a recovery code once, wrong codes under the login limits.
import { POST as login } from "@/app/api/auth/login/route";
import { POST as secondFactor } from "@/app/api/auth/login/second-factor/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as startTotp } from "@/app/api/profile/totp/route";
import { POST as confirmTotp } from "@/app/api/profile/totp/confirm/route";
import { POST as disableTotp } from "@/app/api/profile/totp/disable/route";
import { POST as regenerate } from "@/app/api/profile/recovery-codes/route";
import { getDb } from "@/lib/db";
import { codeAt } from "@/lib/second-factor/totp";
import { MAX_FAILURES_PER_USER_AND_IP } from "@/lib/auth/rate-limit";
import { PENDING_LOGIN_COOKIE } from "@/lib/security/pending-login";
import { call, cookieFrom } from "@/test/http";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";
import { codeNow, enrolTotp, TEST_TOTP_SECRET } from "@/test/factories/security";

const creds = (username: string, password = TEST_PASSWORD) => ({ body: { username, password } });

/** The password step: the pending-login cookie of a 202. */
async function passwordStep(username: string, ip?: string): Promise<string> {
  const res = await call(login, { ...creds(username), ip });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ secondFactor: ["totp"] });
  expect(res.setCookie).toContain(`${PENDING_LOGIN_COOKIE}=`);
  expect(res.setCookie).not.toContain("cfp_session=");
  return cookieFrom(res.setCookie)!;
}

it("enrols, confirms with a first code, then signs in with the password and a code (202, then a session)", async () => {
  const user = await createUser("tess.totp", "external");
  const started = await call(startTotp, { cookie: user.cookie, body: { password: TEST_PASSWORD } });
  expect(started.status).toBe(200);
  expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const secret: string = started.body.secret;
  const db = await getDb();
  // At rest the secret is sealed, never the base32 the app was given.
  const row = await db.totpFactor.findUniqueOrThrow({ where: { userId: user.id } });
  expect(row.secretSealed).not.toContain(secret);
  expect(row.enabledAt).toBeNull();
  // Pending: the password alone still signs in.
  expect((await call(login, creds("tess.totp"))).status).toBe(200);

  const confirmed = await call(confirmTotp, { cookie: user.cookie, body: { code: codeAt(secret, Date.now()) } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.recoveryCodes).toHaveLength(10);
  expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(10);
  const stored = await db.recoveryCode.findMany({ where: { userId: user.id }, select: { codeHash: true } });
  expect(stored.map((r) => r.codeHash)).not.toContain(confirmed.body.recoveryCodes[0]);
  const audit = await db.auditLog.findMany({ where: { entityId: user.id, entityType: "account-security" }, orderBy: { createdAt: "asc" }, select: { event: true } });
  expect(audit.map((a) => a.event)).toEqual(["security.totp-setup-started", "security.totp-enabled"]);
  expect(await db.notification.count({ where: { userId: user.id, kind: "security.totp-enabled" } })).toBe(1);

  const pending = await passwordStep("tess.totp");
  // The pending cookie is no session.
  expect((await call(me, { cookie: pending })).status).toBe(401);
  // The confirming code was used: the next one is a later step's.
  const done = await call(secondFactor, { cookie: pending, body: { code: codeAt(secret, Date.now() + 30_000) } });
  expect(done.status).toBe(200);
  expect(done.body.user.username).toBe("tess.totp");
  const session = cookieFrom(done.setCookie?.split(/,(?=\s*cfp_)/).find((c) => c.trim().startsWith("cfp_session=")) ?? null);
  const who = await call(me, { cookie: session, headers: { "user-agent": "x" } });
  expect(who.status).toBe(200);
  expect(who.body.user.username).toBe("tess.totp");
  const newest = await db.session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  expect(newest.ip).toBe("10.0.0.1");
});

it("accepts a code once: the same code again is refused, and counts as a failure", async () => {
  const user = await createUser("rita.replay", "external");
  await enrolTotp(user.id);
  const code = codeNow();
  expect((await call(secondFactor, { cookie: await passwordStep("rita.replay"), body: { code } })).status).toBe(200);
  const again = await call(secondFactor, { cookie: await passwordStep("rita.replay"), body: { code } });
  expect(again.status).toBe(401);
  expect(again.body.error).toMatch(/not right/);
  expect(await (await getDb()).loginAttempt.count({ where: { username: "rita.replay" } })).toBe(1);
});

it("accepts a recovery code once, audits and announces it", async () => {
  const user = await createUser("remy.recovery", "employee");
  await enrolTotp(user.id, { recoveryCodes: ["abcde-fghjk", "mnpqr-stvwx"] });
  const first = await call(secondFactor, { cookie: await passwordStep("remy.recovery"), body: { recoveryCode: "ABCDE FGHJK" } });
  expect(first.status).toBe(200);
  const reused = await call(secondFactor, { cookie: await passwordStep("remy.recovery"), body: { recoveryCode: "abcde-fghjk" } });
  expect(reused.status).toBe(401);
  expect(reused.body.error).toMatch(/recovery code/);
  const db = await getDb();
  expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  expect(await db.auditLog.count({ where: { entityId: user.id, event: "security.recovery-code-used" } })).toBe(1);
  expect(await db.notification.findFirst({ where: { userId: user.id, kind: "security.recovery-code-used" }, select: { message: true } })).toEqual({ message: expect.stringContaining("1 left") });
});

it("counts wrong codes toward the login limit; a right password in between forgives none of them", async () => {
  const user = await createUser("gus.guesser", "external");
  await enrolTotp(user.id);
  const ip = "10.9.9.9";
  const wrong = codeAt(TEST_TOTP_SECRET, Date.now() - 10 * 60_000);
  for (let i = 0; i < MAX_FAILURES_PER_USER_AND_IP; i++) {
    // A fresh password step each time: a right password must not wipe the wrong codes before it.
    const res = await call(secondFactor, { cookie: await passwordStep("gus.guesser", ip), body: { code: wrong }, ip });
    expect(res.status).toBe(401);
  }
  const refused = await call(login, { ...creds("gus.guesser"), ip });
  expect(refused.status).toBe(429);
  // From another address the account is not locked out.
  expect((await call(login, { ...creds("gus.guesser"), ip: "10.9.9.10" })).status).toBe(202);
});

it("refuses the second step without a pending login, and a session cookie is not one", async () => {
  const user = await createUser("nina.nopending", "external");
  await enrolTotp(user.id);
  expect((await call(secondFactor, { body: { code: codeNow() } })).status).toBe(401);
  const res = await call(secondFactor, { cookie: user.cookie.replace("cfp_session", PENDING_LOGIN_COOKIE), body: { code: codeNow() } });
  expect(res.status).toBe(401);
  expect(res.body.error).toMatch(/timed out/);
});

it("asks for the password again before changes, and turning codes off restores password-only sign-in", async () => {
  const user = await createUser("olaf.off", "external");
  await enrolTotp(user.id, { recoveryCodes: ["aaaaa-bbbbb"] });
  const wrong = await call(disableTotp, { cookie: user.cookie, body: { password: "not-it" } });
  expect(wrong.status).toBe(403);
  expect((await call(regenerate, { cookie: user.cookie, body: {} })).status).toBe(400);
  const codes = await call(regenerate, { cookie: user.cookie, body: { code: codeNow() } });
  expect(codes.status).toBe(200);
  expect(codes.body.recoveryCodes).toHaveLength(10);
  const db = await getDb();
  expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(10);
  expect((await call(disableTotp, { cookie: user.cookie, body: { password: TEST_PASSWORD } })).status).toBe(200);
  expect(await db.totpFactor.count({ where: { userId: user.id } })).toBe(0);
  expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  expect((await call(login, creds("olaf.off"))).status).toBe(200);
  const events = await db.auditLog.findMany({ where: { entityId: user.id, entityType: "account-security" }, select: { event: true } });
  expect(events.map((e) => e.event).sort()).toEqual(["security.recovery-codes-regenerated", "security.totp-disabled"]);
});
