// Assignment (Start Template Review and the legal team's assign), the version reads and the tracking
// list: who reads what, the text snapshot, and counts computed in SQL.
import { POST as assign } from "@/app/api/templates/assign/route";
import { GET as listVersions } from "@/app/api/templates/versions/route";
import { GET as getVersion } from "@/app/api/templates/versions/[id]/route";
import { GET as tracking } from "@/app/api/templates/versions/tracking/route";
import { PUT as editTemplate } from "@/app/api/templates/[id]/route";
import { POST as createThread } from "@/app/api/templates/threads/route";
import { POST as reply } from "@/app/api/templates/threads/[id]/replies/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeTemplate, makeVersion, SELECTION } from "@/test/factories/agreements";

let employee: TestUser;
let investor: TestUser;
let other: TestUser;
let seeded: { id: string; content: string }[];
beforeAll(async () => {
  employee = await createUser("vr.employee", "employee");
  investor = await createUser("vr.investor");
  other = await createUser("vr.other");
  seeded = await (await getDb()).templateDocument.findMany({ where: { isActive: true }, select: { id: true, content: true } });
});

const start = (u: TestUser, investorId: string, templateIds = seeded.map((t) => t.id)) => call(assign, { cookie: u.cookie, body: { investorId, templateIds } });

describe("assignment", () => {
  it("an investor starts their own review once: one version per active template, each with the template's text", async () => {
    const me = await createUser("vr.starter");
    const res = await start(me, me.id);
    expect(res.status).toBe(201);
    expect(res.body.assigned).toBe(seeded.length);
    const versions = await (await getDb()).investorTemplateVersion.findMany({ where: { investorId: me.id }, include: { template: true } });
    expect(versions).toHaveLength(seeded.length);
    for (const v of versions) expect(v).toMatchObject({ status: "assigned", content: v.template.content, templateVersion: "1.0" });
    expect(await (await getDb()).auditLog.count({ where: { entityType: "template-version", userId: me.id } })).toBe(seeded.length);
    const again = await start(me, me.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Your template review has already started");
  });

  it("two Start clicks at once make one set of versions", async () => {
    const me = await createUser("vr.double");
    const results = await Promise.all([start(me, me.id), start(me, me.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await (await getDb()).investorTemplateVersion.count({ where: { investorId: me.id } })).toBe(seeded.length);
  });

  it("an investor cannot assign to someone else (403, nothing stored)", async () => {
    const res = await start(investor, other.id);
    expect(res.status).toBe(403);
    expect(await (await getDb()).investorTemplateVersion.count({ where: { investorId: other.id } })).toBe(0);
  });

  it("the legal team assigns to an approved investor, skipping templates they already have", async () => {
    const target = await createUser("vr.target");
    const [a, b] = [await makeTemplate(), await makeTemplate()];
    expect((await start(employee, target.id, [a.id])).body.assigned).toBe(1);
    const res = await start(employee, target.id, [a.id, b.id, b.id]);
    expect(res.status).toBe(201);
    expect(res.body.assigned).toBe(1);
    expect(await (await getDb()).investorTemplateVersion.count({ where: { investorId: target.id } })).toBe(2);
  });

  it("the legal team's assignment notifies the investor with its notes (spec 2 §3: notes optional); starting one's own does not", async () => {
    const target = await createUser("vr.noted");
    const t = await makeTemplate();
    const res = await call(assign, { cookie: employee.cookie, body: { investorId: target.id, templateIds: [t.id], notes: "Please start with the fees clause." } });
    expect(res.status).toBe(201);
    const [note] = await (await getDb()).notification.findMany({ where: { userId: target.id } });
    expect(note).toMatchObject({ kind: "version.assigned", link: `/templates?template=${t.id}` });
    expect(note.message).toMatch(/^vr\.employee assigned you .+ to review\. Note: Please start with the fees clause\.$/);
    expect((await call(assign, { cookie: employee.cookie, body: { investorId: target.id, templateIds: [t.id], notes: "x".repeat(2001) } })).body.error).toBe("Notes must be at most 2000 characters");
  });

  it.each([
    ["a pending investor", async () => (await createUser("vr.pending", "external", "pending")).id, "Investor not found or not approved"],
    ["an employee", async () => employee.id, "Investor not found or not approved"],
  ])("refuses %s as the investor (400)", async (_label, target, message) => {
    const res = await start(employee, await target(), [seeded[0].id]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses an inactive or unknown template (400, nothing stored)", async () => {
    const target = await createUser("vr.inactive");
    const inactive = await makeTemplate({ isActive: false });
    const res = await start(employee, target.id, [seeded[0].id, inactive.id, "nope"]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Template not found or inactive: ${inactive.id}, nope`);
    expect(await (await getDb()).investorTemplateVersion.count({ where: { investorId: target.id } })).toBe(0);
  });

  it("a version keeps its text when the template is edited later", async () => {
    const target = await createUser("vr.snapshot");
    const t = await makeTemplate();
    await start(employee, target.id, [t.id]);
    const edited = await call(editTemplate, { method: "PUT", cookie: employee.cookie, params: { id: t.id }, body: { title: t.title, category: t.category, content: "NEW TEXT" } });
    expect(edited.body.version).toBe("1.1");
    const v = await call(getVersion, { cookie: target.cookie, params: { id: t.id } });
    expect(v.body).toMatchObject({ content: t.content, templateVersion: "1.0" });
  });
});

describe("reads", () => {
  it("an investor reads their own versions; naming another investor is 404; employees name the investor", async () => {
    const v = await makeVersion(investor.id);
    const mine = await call(listVersions, { cookie: investor.cookie, url: "/api/templates/versions" });
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(v.id);
    expect((await call(listVersions, { cookie: investor.cookie, url: `/api/templates/versions?investor=${investor.id}` })).status).toBe(200);
    expect((await call(listVersions, { cookie: other.cookie, url: `/api/templates/versions?investor=${investor.id}` })).status).toBe(404);
    const staff = await call(listVersions, { cookie: employee.cookie, url: `/api/templates/versions?investor=${investor.id}` });
    expect(staff.body.map((r: { id: string }) => r.id)).toEqual(mine.body.map((r: { id: string }) => r.id));
    expect((await call(listVersions, { cookie: employee.cookie, url: "/api/templates/versions" })).status).toBe(400);
  });

  it("one version by template, with its text; none is 404", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const res = await call(getVersion, { cookie: investor.cookie, params: { id: v.templateId } });
    expect(res.body).toMatchObject({ id: v.id, status: "reviewing", content: v.content, investor: { id: investor.id }, msaId: null });
    expect((await call(getVersion, { cookie: other.cookie, params: { id: v.templateId } })).status).toBe(404);
    expect((await call(getVersion, { cookie: employee.cookie, params: { id: v.templateId }, url: `/api/templates/versions/x?investor=${investor.id}` })).status).toBe(200);
  });
});

describe("tracking", () => {
  it("counts threads and open threads and finds the last activity, filtered by investor and status", async () => {
    const who = await createUser("vr.tracked");
    const busy = await makeVersion(who.id, "reviewing");
    const quiet = await makeVersion(who.id, "assigned");
    const a = await call(createThread, { cookie: who.cookie, body: { templateVersionId: busy.id, ...SELECTION, comment: "One" } });
    await call(createThread, { cookie: who.cookie, body: { templateVersionId: busy.id, ...SELECTION, comment: "Two" } });
    await (await getDb()).redlineThread.update({ where: { id: a.body.id }, data: { status: "resolved" } });
    const r = await call(reply, { cookie: employee.cookie, params: { id: a.body.id }, body: { text: "Latest" } });
    const res = await call(tracking, { cookie: employee.cookie, url: `/api/templates/versions/tracking?investor=${who.id}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("2");
    const [first, second] = res.body;
    expect(first).toMatchObject({ id: busy.id, status: "redlined", threadCount: 2, openThreadCount: 1, investor: { id: who.id, username: who.username } });
    expect(new Date(first.lastActivity).getTime()).toBeGreaterThanOrEqual(new Date(r.body.createdAt).getTime());
    expect(second).toMatchObject({ id: quiet.id, threadCount: 0, openThreadCount: 0, lastActivity: null });
    const redlined = await call(tracking, { cookie: employee.cookie, url: `/api/templates/versions/tracking?investor=${who.id}&status=redlined` });
    expect(redlined.body.map((x: { id: string }) => x.id)).toEqual([busy.id]);
  });

  it("an investor tracks only their own; naming another is 404", async () => {
    const res = await call(tracking, { cookie: other.cookie, url: "/api/templates/versions/tracking" });
    expect(res.body.every((x: { investorId: string }) => x.investorId === other.id)).toBe(true);
    expect((await call(tracking, { cookie: other.cookie, url: `/api/templates/versions/tracking?investor=${investor.id}` })).status).toBe(404);
  });

  it("pages in SQL and reports the total; a page past the end is empty with the same total", async () => {
    const who = await createUser("vr.paged");
    for (let i = 0; i < 3; i++) await makeVersion(who.id);
    const page = (n: number) => call(tracking, { cookie: employee.cookie, url: `/api/templates/versions/tracking?investor=${who.id}&pageSize=2&page=${n}` });
    expect((await page(1)).body).toHaveLength(2);
    expect((await page(2)).body).toHaveLength(1);
    const past = await page(3);
    expect(past.body).toEqual([]);
    expect(past.headers.get("X-Total-Count")).toBe("3");
  });
});
