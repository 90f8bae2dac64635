// Issue 31 §2: password reset against a real SMTP server. Known and unknown addresses answer alike (202,
// same body); only a verified address gets the mail; the link sets a password once, within 30 minutes,
// with registration's rules, and ends every session; limits per address (429) and per account (silent).
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { getDb } from "@/lib/db";
import { settleResetRequests } from "@/lib/password-reset/service";
import { hashToken, newToken } from "@/lib/account-tokens/token";
import { call } from "@/test/http";
import { createUser, sessionCookie, TEST_PASSWORD, type TestUser } from "@/test/factories/users";
import { linkIn, startSmtp, type TestSmtp } from "@/test/mail/smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

async function userWithAddress(name: string, email: string, verified = true): Promise<TestUser> {
  const user = await createUser(name);
  await (await getDb()).user.update({ where: { id: user.id }, data: { email, emailVerifiedAt: verified ? new Date() : null } });
  return user;
}

const ask = async (email: string, ip = "10.0.0.9") => {
  const res = await call(requestReset, { body: { email }, ip });
  await settleResetRequests();
  return res;
};

it("answers a known and an unknown address alike, and mails only the known one; the link sets the password once and ends every session", async () => {
  const user = await userWithAddress("rita.reset", "rita@example.com");
  const otherSession = await sessionCookie(user);
  const before = smtp.mails.length;

  // The domain compares case-insensitively.
  const known = await ask("rita@EXAMPLE.com");
  const unknown = await ask("nobody@example.com");
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  expect(unknown.body).toEqual(known.body);
  expect(unknown.text).toBe(known.text);

  const mail = await smtp.nth(before + 1);
  await new Promise((r) => setTimeout(r, 200));
  expect(smtp.mails.length).toBe(before + 1);
  expect(mail.to).toMatchObject({ text: "rita@example.com" });
  expect(mail.subject).toMatch(/Set a new password/);
  const { url, token } = linkIn(mail);
  expect(url.pathname).toBe("/reset-password");
  const db = await getDb();
  expect(await db.mailMessage.count({ where: { recipient: "nobody@example.com" } })).toBe(0);
  expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

  const short = await call(confirmReset, { body: { token, password: "12345" } });
  expect(short.status).toBe(400);
  expect(short.body.error).toBe("Password must be at least 6 characters");

  const done = await call(confirmReset, { body: { token, password: "a-new-password" } });
  expect(done.status).toBe(200);
  expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  expect((await call(me, { cookie: user.cookie })).status).toBe(401);
  expect((await call(me, { cookie: otherSession })).status).toBe(401);
  expect((await call(login, { body: { username: "rita.reset", password: TEST_PASSWORD } })).status).toBe(401);
  expect((await call(login, { body: { username: "rita.reset", password: "a-new-password" } })).status).toBe(200);
  const audit = await db.auditLog.findMany({ where: { entityId: user.id }, orderBy: { createdAt: "asc" } });
  expect(audit.map((a) => a.event)).toEqual(["user.password-reset-requested", "user.password-reset"]);
  expect(JSON.stringify(audit)).not.toContain(token);

  const reused = await call(confirmReset, { body: { token, password: "third-password" } });
  expect(reused.status).toBe(400);
  expect(reused.body.error).toMatch(/already been used/);
});

it("refuses an expired link and one made for verifying an address", async () => {
  const user = await userWithAddress("ed.expired", "ed@example.com");
  const before = smtp.mails.length;
  await ask("ed@example.com");
  const { token } = linkIn(await smtp.nth(before + 1));
  const db = await getDb();
  await db.accountToken.updateMany({ where: { userId: user.id, purpose: "password-reset" }, data: { expiresAt: new Date(Date.now() - 1) } });
  const expired = await call(confirmReset, { body: { token, password: "whatever-new" } });
  expect(expired.status).toBe(400);
  expect(expired.body.error).toMatch(/expired/);
  expect((await call(login, { body: { username: "ed.expired", password: TEST_PASSWORD } })).status).toBe(200);
  expect((await call(confirmReset, { body: { token: "x".repeat(10_000), password: "whatever-new" } })).status).toBe(400);

  const verifyToken = newToken();
  await db.accountToken.create({ data: { userId: user.id, purpose: "verify-email", email: "ed@example.com", tokenHash: hashToken(verifyToken), expiresAt: new Date(Date.now() + 60_000) } });
  const wrongKind = await call(confirmReset, { body: { token: verifyToken, password: "whatever-new" } });
  expect(wrongKind.status).toBe(400);
  expect(wrongKind.body.error).toMatch(/not valid/);
});

it("sends nothing to an address that is not verified", async () => {
  await userWithAddress("una.unverified", "una@example.com", false);
  const res = await ask("una@example.com");
  expect(res.status).toBe(202);
  expect(await (await getDb()).mailMessage.count({ where: { recipient: "una@example.com" } })).toBe(0);
});

it("limits requests per address (429, for unknown addresses too) and mails per account (silently)", async () => {
  await userWithAddress("lou.limits", "lou@example.com");
  const db = await getDb();
  for (let i = 0; i < 5; i++) expect((await ask("lou@example.com", `10.1.0.${i}`)).status).toBe(202);
  // Three mails an hour per account, whatever the requests.
  expect(await db.mailMessage.count({ where: { recipient: "lou@example.com" } })).toBe(3);
  const sixth = await ask("lou@example.com", "10.1.0.99");
  expect(sixth.status).toBe(429);
  expect(sixth.body.error).toMatch(/Too many password reset requests/);

  for (let i = 0; i < 5; i++) expect((await ask("ghost@example.com")).status).toBe(202);
  expect((await ask("ghost@example.com")).status).toBe(429);
});

it("refuses malformed input with a 400, never a crash", async () => {
  for (const email of ["a\r\nb@example.com", "x".repeat(10_000), 7, ""]) {
    const res = await call(requestReset, { body: { email } });
    expect(res.status).toBe(400);
  }
  expect((await call(confirmReset, { body: { token: "short", password: "secret1" } })).status).toBe(400);
  expect((await call(confirmReset, { body: {} })).status).toBe(400);
});
