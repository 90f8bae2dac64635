// Issue 31 §3: every notification by email, through a real SMTP server (smtp-server) with each mail parsed
// back (mailparser): a decision's mail links to its exact screen and carries both unsubscribe headers
// (RFC 8058); a category set to Off mails nothing while the bell still rings; the daily digest lists what
// waited and goes once a day; the one-click POST turns the category off, its GET changes nothing, and a
// forged link is refused. The events the issue lists that rang no bell before now do, and mail.
import type { ParsedMail } from "mailparser";
import { POST as approveHours } from "@/app/api/admin/service-hours/[id]/approve/route";
import { POST as rejectHours } from "@/app/api/admin/service-hours/[id]/reject/route";
import { GET as readPreferences, PUT as writePreferences } from "@/app/api/profile/notifications/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { GET as digestRoute } from "@/app/api/cron/digest/route";
import { GET as bell } from "@/app/api/notifications/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { sendDueDigests } from "@/lib/digest/digest";
import { sendMailEffect } from "@/lib/mail/send";
import { drainOutbox, LEASE_MS, recordEffect, runOutboxItem } from "@/lib/outbox/runner";
import { unsubscribeToken } from "@/lib/notification-mail/unsubscribe-token";
import { setUserStatus } from "@/lib/users/service";
import { logServiceHours } from "@/lib/requirements/hours/service";
import { readSession } from "@/lib/session";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeServiceHours } from "@/test/factories/requirements";
import { startSmtp, type TestSmtp } from "@/test/mail/smtp";

const SECRET = "digest-cron-secret-0123456789";
let smtp: TestSmtp;
let employee: TestUser, ivan: TestUser, olga: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = "https://portal.example.com";
  process.env.COMPANY_NAME = "Voltline Test Capital";
  // Any hour of the test run is past the digest hour.
  process.env.DIGEST_HOUR = "0";
  employee = await createUser("emma.mailed", "employee");
  ivan = await createUser("ivan.mailed");
  olga = await createUser("olga.mailed");
  for (const u of [employee, ivan, olga]) await verified(u);
});
afterAll(async () => {
  for (const name of ["SMTP_URL", "APP_URL", "DIGEST_HOUR", "CRON_SECRET"]) delete process.env[name];
  await smtp.close();
});

const addressOf = (u: TestUser) => `${u.username}@example.com`;
async function verified(u: TestUser) {
  await (await getDb()).user.update({ where: { id: u.id }, data: { email: addressOf(u), emailVerifiedAt: new Date() } });
}
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "").replace(/\r?\n\s+/g, " ");
const mailsTo = async (u: TestUser) => (await getDb()).mailMessage.findMany({ where: { userId: u.id }, orderBy: { createdAt: "asc" } });
const lastMailTo = (u: TestUser) => [...smtp.mails].reverse().find((m) => (m.to as { text: string }).text === addressOf(u))!;
const decide = (handler: Parameters<typeof call>[0], id: string, body?: unknown) => call(handler, { cookie: employee.cookie, method: "POST", params: { id }, body });
const newestBell = async (u: TestUser) => (await call(bell, { cookie: u.cookie })).body.notifications[0];
const oneClick = (token: string, rawBody = "List-Unsubscribe=One-Click") =>
  call(unsubscribePost, { method: "POST", url: `/api/unsubscribe?token=${encodeURIComponent(token)}`, rawBody, headers: { "content-type": "application/x-www-form-urlencoded" } });
const preferencesOf = async (u: TestUser) => (await call(readPreferences, { cookie: u.cookie })).body.preferences;

it("a decision mails its investor: the exact screen's link, the firm's name, and both unsubscribe headers", async () => {
  const before = smtp.mails.length;
  const entry = await makeServiceHours(ivan.id, { hours: "2.00" });
  expect((await decide(rejectHours, entry.id, { reason: "No minutes\r\nBcc: evil@example.com" })).status).toBe(200);
  const mail = await smtp.nth(before + 1);
  expect((mail.to as { text: string }).text).toBe(addressOf(ivan));
  // The reason's line break stays in the body, never in a header.
  expect(mail.subject).toMatch(/^Your 2 service hours on .* were rejected\. Reason: No minutes Bcc: evil@example\.com$/);
  expect(mail.bcc).toBeUndefined();
  expect(mail.text).toContain("Voltline Test Capital");
  expect(mail.text).toContain("Open in the portal: https://portal.example.com/participation-plan?open=hours");
  expect(mail.html).toContain('href="https://portal.example.com/participation-plan?open=hours"');
  expect(mail.html).toContain('src="https://portal.example.com/logo.svg"');
  const unsubscribe = header(mail, "list-unsubscribe")!;
  expect(unsubscribe).toMatch(/^<https:\/\/portal\.example\.com\/api\/unsubscribe\?token=[A-Za-z0-9_-]+\.decisions\.[A-Za-z0-9_-]{43}>$/);
  expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain("Mail settings: https://portal.example.com/profile/notifications");
  expect((await mailsTo(ivan)).at(-1)).toMatchObject({ category: "decisions", state: "sent" });
  // Its link works: one POST with the RFC 8058 body turns "decisions" off for Ivan alone.
  const token = new URL(unsubscribe.slice(1, -1)).searchParams.get("token")!;
  expect((await oneClick(token)).status).toBe(200);
  expect(await preferencesOf(ivan)).toMatchObject({ decisions: "off", reservations: "immediately" });
  expect(await preferencesOf(olga)).toMatchObject({ decisions: "immediately" });
});

it("a category set to Off mails nothing, and the bell still rings", async () => {
  expect((await call(writePreferences, { method: "PUT", cookie: olga.cookie, body: { preferences: { decisions: "off" } } })).status).toBe(200);
  const before = (await mailsTo(olga)).length;
  const entry = await makeServiceHours(olga.id);
  expect((await decide(approveHours, entry.id)).status).toBe(200);
  expect(await newestBell(olga)).toMatchObject({ kind: "service-hours.approved" });
  expect(await mailsTo(olga)).toHaveLength(before);
  // An unverified address gets nothing either, whatever the settings.
  const nina = await createUser("nina.unverified");
  const hers = await makeServiceHours(nina.id);
  expect((await decide(approveHours, hers.id)).status).toBe(200);
  expect(await newestBell(nina)).toMatchObject({ kind: "service-hours.approved" });
  expect(await mailsTo(nina)).toHaveLength(0);
});

it("the daily digest lists what waited, once a day however often it runs; the bell had them all along", async () => {
  const paul = await createUser("paul.digest");
  await verified(paul);
  expect((await call(writePreferences, { method: "PUT", cookie: paul.cookie, body: { preferences: { decisions: "digest" } } })).status).toBe(200);
  const [a, b] = [await makeServiceHours(paul.id, { hours: "1.00" }), await makeServiceHours(paul.id, { hours: "3.00" })];
  expect((await decide(approveHours, a.id)).status).toBe(200);
  expect((await decide(rejectHours, b.id, { reason: "Wrong year" })).status).toBe(200);
  expect(await mailsTo(paul)).toHaveLength(0);
  expect((await call(bell, { cookie: paul.cookie })).body.unreadCount).toBe(2);

  const before = smtp.mails.length;
  // Two at once (two instances): one mail.
  const [x, y] = await Promise.all([sendDueDigests(), sendDueDigests()]);
  expect(x + y).toBe(1);
  await smtp.nth(before + 1);
  const digest = lastMailTo(paul);
  expect(digest.subject).toBe("Your daily digest: 2 notifications");
  expect(digest.text).toMatch(/Your 1 service hour on .* was approved\.\n {2}https:\/\/portal\.example\.com\/participation-plan\?open=hours/);
  expect(digest.text).toContain("were rejected. Reason: Wrong year");
  // It leads with what the portal still needs from him, as his My work page says (no documents yet).
  const text = digest.text ?? "";
  expect(text.indexOf("What is due (My work):")).toBeGreaterThan(-1);
  expect(text.indexOf("What is due (My work):")).toBeLessThan(text.indexOf("were rejected"));
  expect(digest.text).toContain("9 deal-room documents are missing: Upload a file or add a link for each.");
  expect(digest.text).toContain("https://portal.example.com/my-work");
  expect(header(digest, "list-unsubscribe")).toMatch(/\.digest\.[A-Za-z0-9_-]{43}>$/);
  expect((await mailsTo(paul)).map((m) => m.category)).toEqual(["digest"]);

  // The same day again, from the cron route: nothing more.
  process.env.CRON_SECRET = SECRET;
  const again = await call(digestRoute, { headers: { authorization: `Bearer ${SECRET}` } });
  expect(again.status).toBe(200);
  expect(await mailsTo(paul)).toHaveLength(1);
  expect(await (await getDb()).notificationDigest.count({ where: { userId: paul.id } })).toBe(1);

  // The digest's one-click link turns every digest category off.
  const token = unsubscribeToken(paul.id, "digest", env.sessionSecret);
  expect((await oneClick(token)).status).toBe(200);
  expect(await preferencesOf(paul)).toMatchObject({ decisions: "off" });
});

it("the unsubscribe link's GET changes nothing; a forged or altered token, or a POST without the one-click body, is refused", async () => {
  const rita = await createUser("rita.unsub");
  const token = unsubscribeToken(rita.id, "reservations", env.sessionSecret);
  const get = await call(unsubscribeGet, { url: `/api/unsubscribe?token=${token}` });
  expect(get.status).toBe(303);
  expect(get.headers.get("location")).toBe(`https://portal.example.com/unsubscribe?token=${token}`);
  expect(await preferencesOf(rita)).toMatchObject({ reservations: "immediately" });

  const [user, , mac] = token.split(".");
  const forged = [
    `${user}.decisions.${mac}`, // another category under the same MAC
    `${Buffer.from(ivan.id).toString("base64url")}.reservations.${mac}`, // another user
    unsubscribeToken(rita.id, "reservations", "not-the-portal-secret-0123456789abcdef"),
    "nonsense",
  ];
  for (const t of forged) expect((await oneClick(t)).status).toBe(400);
  expect((await oneClick(token, "")).status).toBe(400);
  expect(await preferencesOf(rita)).toMatchObject({ reservations: "immediately", decisions: "immediately" });
});

it("the events that rang no bell before: a registration's account decision, and hours waiting for review", async () => {
  const session = (await readSession(decodeURIComponent(employee.cookie.split("=").slice(1).join("="))))!;
  const sam = await createUser("sam.pending", "external", "pending");
  await verified(sam);
  await setUserStatus(session, sam.id, "approved");
  expect((await mailsTo(sam)).map((m) => [m.category, m.subject])).toEqual([["account", "Your account was approved: you can now sign in to the portal."]]);

  const before = (await mailsTo(employee)).length;
  await logServiceHours({ id: ivan.id, role: "external" }, { serviceDate: "2026-03-02", hours: "1.50", category: "monitoring", description: "Site visit" } as never);
  expect(await newestBell(employee)).toMatchObject({ kind: "review.service-hours", message: "ivan.mailed logged 1.5 service hours on 2026-03-02; waiting for review.", link: "/service-hours/review" });
  expect((await mailsTo(employee)).slice(before).map((m) => m.category)).toEqual(["reviews"]);
});

it("a mail is sent with its row leased, not locked: a leased row is left alone, a lapsed lease sends it again as the same message", async () => {
  const db = await getDb();
  const id = await db.$transaction(async (tx) => {
    const outboxId = await recordEffect(tx, sendMailEffect, { to: addressOf(olga), userId: olga.id, category: "account", subject: "Leased", heading: "Leased", paragraphs: ["Hi"] });
    await tx.mailMessage.create({ data: { outboxId, userId: olga.id, recipient: addressOf(olga), subject: "Leased", category: "account" } });
    return outboxId;
  });
  // Another runner holds it (mid-send): no one else sends it meanwhile.
  await db.outboxItem.update({ where: { id }, data: { leaseUntil: new Date(Date.now() + LEASE_MS) } });
  expect(await runOutboxItem(id)).toBe(false);
  expect(await drainOutbox()).toBe(0);
  // That runner died (kill -9 mid-send): once its lease has passed, the mail goes, with the same Message-ID.
  await db.outboxItem.update({ where: { id }, data: { leaseUntil: new Date(Date.now() - 1) } });
  const before = smtp.mails.length;
  expect(await runOutboxItem(id)).toBe(true);
  const mail = await smtp.nth(before + 1);
  expect(mail.subject).toBe("Leased");
  expect(mail.messageId).toBe(`<${id}@portal.example.com>`);
  expect(await db.outboxItem.findUniqueOrThrow({ where: { id } })).toMatchObject({ leaseUntil: null, attempts: 1, doneAt: expect.any(Date) });
  expect(await db.mailMessage.findUniqueOrThrow({ where: { outboxId: id } })).toMatchObject({ state: "sent" });
  expect(await runOutboxItem(id)).toBe(false);
});
