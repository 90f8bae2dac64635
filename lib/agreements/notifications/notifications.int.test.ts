// The bell's notifications: the legal team's notify call, the list with its unread count, marking read,
// and that a refused change notifies nobody.
import { POST as notify } from "@/app/api/templates/versions/[id]/notify/route";
import { PATCH as patchStatus } from "@/app/api/templates/versions/[id]/status/route";
import { GET as list } from "@/app/api/notifications/route";
import { POST as markRead } from "@/app/api/notifications/[id]/read/route";
import { POST as markAll } from "@/app/api/notifications/read-all/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { NOTIFY_MESSAGE } from "@/lib/agreements/statuses";
import { makeVersion } from "@/test/factories/agreements";

let employee: TestUser;
let investor: TestUser;
let other: TestUser;
beforeAll(async () => {
  employee = await createUser("nt.employee", "employee");
  investor = await createUser("nt.investor");
  other = await createUser("nt.other");
});

const bell = async (u: TestUser) => (await call(list, { cookie: u.cookie })).body;

it("notify stores the fixed message for the version's investor, audited, linking to their workspace", async () => {
  const v = await makeVersion(investor.id, "negotiating");
  const res = await call(notify, { cookie: employee.cookie, params: { id: v.id }, body: { message: NOTIFY_MESSAGE } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: "Notification sent" });
  const mine = await bell(investor);
  expect(mine.unreadCount).toBe(1);
  expect(mine.notifications[0]).toMatchObject({ message: NOTIFY_MESSAGE, link: `/templates?template=${v.templateId}`, readAt: null });
  expect(await (await getDb()).auditLog.count({ where: { event: "notification.sent", userId: employee.id } })).toBe(1);
  expect((await bell(other)).unreadCount).toBe(0);
  expect((await call(notify, { cookie: employee.cookie, params: { id: "missing" }, body: { message: NOTIFY_MESSAGE } })).status).toBe(404);
  expect((await call(notify, { cookie: employee.cookie, params: { id: v.id }, body: { message: " " } })).status).toBe(400);
});

it("marking one read, someone else's is 404, then all read", async () => {
  const v = await makeVersion(investor.id, "negotiating");
  for (let i = 0; i < 3; i++) await call(notify, { cookie: employee.cookie, params: { id: v.id }, body: { message: `Ping ${i}` } });
  const before = await bell(investor);
  const [newest] = before.notifications;
  expect(newest.message).toBe("Ping 2");
  expect((await call(markRead, { cookie: other.cookie, params: { id: newest.id } })).status).toBe(404);
  expect((await call(markRead, { cookie: investor.cookie, params: { id: newest.id } })).status).toBe(200);
  // Repeating it is harmless.
  expect((await call(markRead, { cookie: investor.cookie, params: { id: newest.id } })).status).toBe(200);
  expect((await bell(investor)).unreadCount).toBe(before.unreadCount - 1);
  expect((await call(markAll, { cookie: investor.cookie })).body.marked).toBe(before.unreadCount - 1);
  expect((await bell(investor)).unreadCount).toBe(0);
});

it("an employee's status move notifies the investor; a refused move notifies nobody", async () => {
  const v = await makeVersion(investor.id, "redlined");
  const move = (status: string) => call(patchStatus, { method: "PATCH", cookie: employee.cookie, params: { id: v.id }, body: { status } });
  expect((await move("approved")).status).toBe(409);
  expect(await (await getDb()).notification.count({ where: { versionId: v.id } })).toBe(0);
  expect((await move("negotiating")).status).toBe(200);
  const n = await (await getDb()).notification.findFirstOrThrow({ where: { versionId: v.id } });
  expect(n).toMatchObject({ userId: investor.id, kind: "version.status" });
  expect(n.message).toMatch(/is now negotiating\.$/);
});
