// The agreement review's audit trail: every move is a named event on its record, and the Edit Activity
// Report names each record (a template by its title, a version by template and investor, a thread by
// its text, a notification by its reader). Services refuse callers without the capability themselves.
import { GET as report } from "@/app/api/audit/report/route";
import { POST as createTemplateRoute } from "@/app/api/templates/route";
import { PATCH as setActive } from "@/app/api/templates/[id]/active/route";
import { POST as assign } from "@/app/api/templates/assign/route";
import { PATCH as patchStatus } from "@/app/api/templates/versions/[id]/status/route";
import { POST as notify } from "@/app/api/templates/versions/[id]/notify/route";
import { POST as createThread } from "@/app/api/templates/threads/route";
import { POST as reply } from "@/app/api/templates/threads/[id]/replies/route";
import { PATCH as threadStatus } from "@/app/api/templates/threads/[id]/status/route";
import { getDb } from "@/lib/db";
import { createTemplate } from "@/lib/agreements/templates/service";
import { notifyVersionInvestor } from "@/lib/agreements/notifications/service";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { SELECTION, TEST_TEXT } from "@/test/factories/agreements";
import type { SessionUser } from "@/lib/session";

const actor = (u: TestUser): SessionUser => ({ ...u, createdAt: new Date(), sessionId: "not-used" });

let employee: TestUser;
let investor: TestUser;
beforeAll(async () => {
  employee = await createUser("ae.legal", "employee");
  investor = await createUser("ae.investor");
});

type Edit = { event: string; entityType: string; entityId: string; name: string | null; changes: { field: string; before: unknown; after: unknown }[] };

it("a review from template to notification writes named events, and the report names every record", async () => {
  const legal = { cookie: employee.cookie };
  const template = (await call(createTemplateRoute, { ...legal, body: { title: "Audit Letter", category: "compliance", content: TEST_TEXT } })).body;
  await call(setActive, { ...legal, method: "PATCH", params: { id: template.id }, body: { isActive: false } });
  await call(setActive, { ...legal, method: "PATCH", params: { id: template.id }, body: { isActive: true } });
  const [version] = (await call(assign, { ...legal, body: { investorId: investor.id, templateIds: [template.id] } })).body.versions;
  expect((await call(patchStatus, { method: "PATCH", cookie: investor.cookie, params: { id: version.id }, body: { status: "reviewing" } })).status).toBe(200);
  const thread = (await call(createThread, { cookie: investor.cookie, body: { templateVersionId: version.id, ...SELECTION, comment: "Name the company" } })).body;
  expect(thread.versionStatus).toBe("redlined");
  expect((await call(reply, { ...legal, params: { id: thread.id }, body: { text: "Done" } })).status).toBe(201);
  expect((await call(threadStatus, { ...legal, method: "PATCH", params: { id: thread.id }, body: { status: "resolved" } })).status).toBe(200);
  expect((await call(notify, { ...legal, params: { id: version.id }, body: { message: "Please look again" } })).status).toBe(200);

  const edits: Edit[] = (await call(report, { ...legal, url: "/api/audit/report?days=7" })).body.recentEdits;
  const of = (entityId: string) => edits.filter((e) => e.entityId === entityId).map((e) => [e.event, e.name]);
  expect(of(template.id)).toEqual([
    ["template.activated", "Audit Letter"],
    ["template.deactivated", "Audit Letter"],
    ["template.created", "Audit Letter"],
  ]);
  expect(of(version.id)).toEqual([
    ["template.redlined", "Audit Letter (ae.investor)"],
    ["template.status-changed", "Audit Letter (ae.investor)"],
    ["template.assigned", "Audit Letter (ae.investor)"],
  ]);
  expect(edits.find((e) => e.event === "template.redlined")?.changes).toContainEqual({ field: "status", before: "reviewing", after: "redlined" });
  expect(of(thread.id)).toEqual([
    ["thread.status-changed", "“The Company” in Audit Letter"],
    ["thread.replied", "“The Company” in Audit Letter"],
    ["thread.created", "“The Company” in Audit Letter"],
  ]);
  expect(edits.find((e) => e.event === "notification.sent")).toMatchObject({ entityType: "notification", name: "Notification to ae.investor" });
});

it("the services refuse a caller without the capability, and write nothing", async () => {
  const db = await getDb();
  const before = await db.auditLog.count();
  await expect(createTemplate(actor(investor), { title: "X", description: null, category: "compliance", content: "X" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  const v = await db.investorTemplateVersion.findFirstOrThrow({ where: { investorId: investor.id } });
  await expect(notifyVersionInvestor(actor(investor), v.id, { message: "Hi" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  expect(await db.auditLog.count()).toBe(before);
});
