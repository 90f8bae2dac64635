// Issue 31: the Mail log lists what each mail became (file, sent, failed with its error), newest first,
// for employees only.
import { POST as changeEmail } from "@/app/api/profile/email/route";
import { getDb } from "@/lib/db";
import { listMailLog } from "@/lib/mail/queries";
import { readSession } from "@/lib/session";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";

const sessionOf = async (user: TestUser) => (await readSession(decodeURIComponent(user.cookie.split("=").slice(1).join("="))))!;

it("lists the newest mails with their state for employees, and refuses investors", async () => {
  const employee = await createUser("lena.log", "employee");
  const investor = await createUser("ian.log");
  expect((await call(changeEmail, { body: { email: "first@example.com" }, cookie: investor.cookie })).status).toBe(202);
  expect((await call(changeEmail, { body: { email: "second@example.com" }, cookie: investor.cookie })).status).toBe(202);
  const db = await getDb();
  await db.mailMessage.updateMany({ where: { recipient: "first@example.com" }, data: { state: "failed", error: "Connection refused", attempts: 5, createdAt: new Date(Date.now() - 60_000) } });

  const rows = await listMailLog(await sessionOf(employee));
  expect(rows.map((r) => [r.recipient, r.state, r.category])).toEqual([
    ["second@example.com", "file", "email-verification"],
    ["first@example.com", "failed", "email-verification"],
  ]);
  expect(rows[1]).toMatchObject({ error: "Connection refused", attempts: 5, subject: expect.stringMatching(/Confirm your email address/) });
  await expect(listMailLog(await sessionOf(investor))).rejects.toMatchObject({ code: "FORBIDDEN" });
});
