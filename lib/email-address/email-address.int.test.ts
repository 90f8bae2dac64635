// Issue 31 §1: addresses at registration and on the profile, verified by a mailed link (a real SMTP
// server in the test, the mail parsed back), single use, 24 hours; bad input refused; a rolled-back
// change mails nothing; a failed send is recorded and retried as the same message; the .eml fallback.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as changeEmail } from "@/app/api/profile/email/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { getDb } from "@/lib/db";
import { drainOutbox } from "@/lib/outbox/runner";
import { call } from "@/test/http";
import { createUser, TEST_PASSWORD } from "@/test/factories/users";
import { linkIn, startSmtp, type TestSmtp } from "@/test/mail/smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.COMPANY_NAME = "Voltline Test Capital";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});
afterEach(() => jest.restoreAllMocks());

const mailRow = async (recipient: string) => (await getDb()).mailMessage.findFirstOrThrow({ where: { recipient }, orderBy: { createdAt: "desc" } });

it("registration with an address mails a link that verifies it once; the address is not used before", async () => {
  const res = await call(register, { body: { username: "mia.mail", password: TEST_PASSWORD, email: "  Mia.Mail@Example.COM " } });
  expect(res.status).toBe(201);
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: res.body.user.id } });
  expect(user).toMatchObject({ email: null, emailVerifiedAt: null });

  const mail = await smtp.nth(1);
  expect(mail.to).toMatchObject({ text: "Mia.Mail@example.com" });
  expect(mail.subject).toBe("Confirm your email address for Voltline Test Capital");
  expect(mail.text).toContain("Voltline Test Capital");
  expect(mail.html).toContain("Voltline Test Capital");
  const { url, token } = linkIn(mail);
  expect(url.pathname).toBe("/verify-email");
  expect(mail.html).toContain(`token=${token}`);
  // The Message-ID is the outbox item's, so a retry is the same message; the log says it was sent.
  const row = await mailRow("Mia.Mail@example.com");
  expect(mail.messageId).toBe(`<${row.outboxId}@localhost>`);
  expect(row).toMatchObject({ state: "sent", category: "email-verification", userId: user.id, error: null });
  // The token is kept only as its hash, and never in the outbox in the clear.
  const stored = await db.accountToken.findFirstOrThrow({ where: { userId: user.id } });
  expect(stored.tokenHash).not.toContain(token);
  const outbox = await db.outboxItem.findUniqueOrThrow({ where: { id: row.outboxId } });
  expect(JSON.stringify(outbox.payload)).not.toContain(token);
  expect(JSON.stringify(await db.auditLog.findMany({ where: { entityId: user.id } }))).not.toContain(token);

  const ok = await call(verify, { body: { token } });
  expect(ok.status).toBe(200);
  expect(ok.body.email).toBe("Mia.Mail@example.com");
  expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: "Mia.Mail@example.com", emailVerifiedAt: expect.any(Date) });
  const events = (await db.auditLog.findMany({ where: { entityId: user.id }, orderBy: { createdAt: "asc" } })).map((a) => a.event);
  expect(events).toEqual(["user.registered", "user.email-requested", "user.email-verified"]);

  const again = await call(verify, { body: { token } });
  expect(again.status).toBe(400);
  expect(again.body.error).toMatch(/already been used/);
});

it("a changed address is verified by its own link; an expired or unknown link is refused", async () => {
  const user = await createUser("carl.change");
  const before = smtp.mails.length;
  const res = await call(changeEmail, { body: { email: "carl@example.org" }, cookie: user.cookie });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ email: null, pendingEmail: "carl@example.org", message: expect.stringMatching(/sent a link/) });
  const { token } = linkIn(await smtp.nth(before + 1));

  const db = await getDb();
  await db.accountToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  const expired = await call(verify, { body: { token } });
  expect(expired.status).toBe(400);
  expect(expired.body.error).toMatch(/expired/);
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBeNull();

  const unknown = await call(verify, { body: { token: "A".repeat(43) } });
  expect(unknown.status).toBe(400);
  expect(unknown.body.error).toMatch(/not valid/);
  const malformed = await call(verify, { body: { token: "short" } });
  expect(malformed.status).toBe(400);
});

it("a newer link ends the older one", async () => {
  const user = await createUser("nora.newer");
  const before = smtp.mails.length;
  await call(changeEmail, { body: { email: "nora1@example.org" }, cookie: user.cookie });
  await call(changeEmail, { body: { email: "nora2@example.org" }, cookie: user.cookie });
  const first = linkIn(await smtp.nth(before + 1)).token;
  const second = linkIn(await smtp.nth(before + 2)).token;
  expect((await call(verify, { body: { token: first } })).status).toBe(400);
  expect((await call(verify, { body: { token: second } })).body.email).toBe("nora2@example.org");
});

it.each([
  ["CR/LF (a Bcc header injected)", "ann@example.com\r\nBcc: everyone@example.com"],
  ["LF", "ann@example.com\nX: y"],
  ["10,000 characters", "a".repeat(10_000)],
  ["a 10,000-character local part", `${"a".repeat(10_000)}@example.com`],
  ["no @", "no-at-sign"],
  ["empty", ""],
  ["a number", 42],
])("refuses an address with %s with a 400 and mails nothing", async (_label, email) => {
  const user = await createUser(`bad.${Math.random().toString(36).slice(2, 8)}`);
  const db = await getDb();
  const before = await db.mailMessage.count();
  const res = await call(changeEmail, { body: { email }, cookie: user.cookie });
  expect(res.status).toBe(400);
  expect(typeof res.body.error).toBe("string");
  expect(await db.mailMessage.count()).toBe(before);
  expect(await db.accountToken.count({ where: { userId: user.id } })).toBe(0);
});

it("registration refuses a bad address, and a registration that fails mails nothing", async () => {
  const db = await getDb();
  const bad = await call(register, { body: { username: "bad.address", password: TEST_PASSWORD, email: "x@y\r\nBcc: z@w" } });
  expect(bad.status).toBe(400);
  const before = await db.mailMessage.count();
  const mailsBefore = smtp.mails.length;
  await createUser("taken.name");
  const taken = await call(register, { body: { username: "taken.name", password: TEST_PASSWORD, email: "taken@example.com" } });
  expect(taken.status).toBe(409);
  expect(await db.mailMessage.count()).toBe(before);
  expect(await db.outboxItem.count({ where: { payload: { path: ["to"], equals: "taken@example.com" } } })).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
  expect(smtp.mails.length).toBe(mailsBefore);
});

it("signed out, the profile's address cannot be changed", async () => {
  expect((await call(changeEmail, { body: { email: "x@example.com" } })).status).toBe(401);
});

it("a failed send is recorded with its error, retried after its back-off, and arrives as the same message", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const user = await createUser("fay.failure");
  const before = smtp.mails.length;
  smtp.failNext(1);
  const res = await call(changeEmail, { body: { email: "fay@example.org" }, cookie: user.cookie });
  expect(res.status).toBe(202);
  const db = await getDb();
  const row = await mailRow("fay@example.org");
  expect(row).toMatchObject({ state: "failed", attempts: 1 });
  expect(row.error).toMatch(/Mailbox busy/);
  const item = await db.outboxItem.findUniqueOrThrow({ where: { id: row.outboxId } });
  expect(item.doneAt).toBeNull();
  expect(item.notBefore!.getTime()).toBeGreaterThan(Date.now() + 30_000);
  // Not before its back-off…
  await drainOutbox();
  expect(smtp.mails.length).toBe(before);
  // …then it goes, with the Message-ID the first try had.
  await db.outboxItem.update({ where: { id: row.outboxId }, data: { notBefore: new Date(Date.now() - 1) } });
  await drainOutbox();
  const mail = await smtp.nth(before + 1);
  expect(mail.messageId).toBe(`<${row.outboxId}@localhost>`);
  expect(await mailRow("fay@example.org")).toMatchObject({ state: "sent", attempts: 2, error: null });
});

it("without SMTP_URL each mail is written as a parseable .eml file under DATA_DIR/mail", async () => {
  const url = process.env.SMTP_URL;
  delete process.env.SMTP_URL;
  try {
    const user = await createUser("eve.eml");
    const res = await call(changeEmail, { body: { email: "eve@example.net" }, cookie: user.cookie });
    expect(res.status).toBe(202);
    const row = await mailRow("eve@example.net");
    expect(row.state).toBe("file");
    const file = path.join(process.env.DATA_DIR ?? "data", "mail", `${row.outboxId}.eml`);
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.to).toMatchObject({ text: "eve@example.net" });
    expect(mail.messageId).toBe(`<${row.outboxId}@localhost>`);
    expect(mail.subject).toMatch(/Confirm your email address/);
    const { token } = linkIn(mail);
    expect((await call(verify, { body: { token } })).status).toBe(200);
  } finally {
    process.env.SMTP_URL = url;
  }
});
