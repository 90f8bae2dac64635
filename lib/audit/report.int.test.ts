import { GET as report } from "@/app/api/audit/report/route";
import { POST as createProject } from "@/app/api/projects/route";
import { DELETE as deleteProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { POST as addTask } from "@/app/api/projects/[id]/tasks/route";
import { DELETE as deleteTask } from "@/app/api/tasks/[id]/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast } from "@/test/fixtures";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;
let ids: { solar: string; gone: string; comment: string; task: string };

const project = (client: string) => ({ deploymentQuarter: "Q1'25", stage: "Committed", client, address: "A", purpose: "P", type: "L2" });

beforeAll(async () => {
  cast = await createCast();
  const db = await getDb();
  await db.auditLog.deleteMany(); // the cast's own rows (none today) must not skew the counts
  const as = { cookie: cast.employee.cookie };
  const solar = (await call(createProject, { ...as, body: { ...project("Sunny Solar"), sharedWithInvestors: true } })).body.id;
  for (const n of [1, 2, 3]) await call(updateProject, { ...as, method: "PUT", params: { id: solar }, body: { numberOfChargers: n } });
  const gone = (await call(createProject, { ...as, body: project("Gone Garage") })).body.id;
  const comment = (await call(addComment, { cookie: cast.external.cookie, params: { id: solar }, body: { content: "hello" } })).body.id;
  const task = (await call(addTask, { ...as, params: { id: gone }, body: { title: "Survey" } })).body.id;
  await call(deleteTask, { ...as, method: "DELETE", params: { id: task } });
  await call(deleteProject, { ...as, method: "DELETE", params: { id: gone } });
  // An edit from long ago falls outside every period.
  await db.auditLog.create({ data: { entityType: "project", entityId: solar, action: "update", userId: cast.employee.id, createdAt: new Date(Date.now() - 100 * 86_400_000) } });
  ids = { solar, gone, comment, task };
});

describe("GET /api/audit/report", () => {
  it("summarises the last 30 days by default, aggregated per record and per user", async () => {
    const res = await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report" });
    expect(res.status).toBe(200);
    // 4 for Sunny Solar, create+delete for Gone Garage, 1 comment, task create+delete.
    expect(res.body.days).toBe(30);
    expect(res.body.totalEdits).toBe(9);
    expect(res.body.editsByRecord[0]).toEqual({ entityType: "project", entityId: ids.solar, projectName: "Sunny Solar", editCount: 4, lastEdit: expect.any(String) });
    const byId = Object.fromEntries(res.body.editsByRecord.map((r: { entityId: string }) => [r.entityId, r]));
    expect(byId[ids.gone]).toMatchObject({ entityType: "project", projectName: "Gone Garage", editCount: 2 });
    expect(byId[ids.task]).toMatchObject({ entityType: "task", projectName: "Gone Garage", editCount: 2 });
    expect(byId[ids.comment]).toMatchObject({ entityType: "comment", projectName: "Sunny Solar", editCount: 1 });
    expect(res.body.editsByUser).toEqual([
      { username: cast.employee.username, editCount: 8 },
      { username: cast.external.username, editCount: 1 },
    ]);
  });

  it("lists the newest edits with their user and field changes as a list", async () => {
    const res = await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=7" });
    expect(res.body.recentEdits).toHaveLength(9);
    expect(res.body.recentEdits[0]).toEqual({
      id: expect.any(String),
      action: "delete",
      entityType: "project",
      entityId: ids.gone,
      user: { username: cast.employee.username },
      createdAt: expect.any(String),
      fieldChanges: expect.arrayContaining(["client", "stage"]),
    });
    const update = res.body.recentEdits.find((e: { action: string }) => e.action === "update");
    expect(update.fieldChanges).toEqual(["numberOfChargers"]);
  });

  it("counts the old edit only in a period that reaches it", async () => {
    const db = await getDb();
    await db.auditLog.create({ data: { entityType: "project", entityId: ids.solar, action: "update", userId: cast.employee.id, createdAt: new Date(Date.now() - 60 * 86_400_000) } });
    expect((await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=30" })).body.totalEdits).toBe(9);
    expect((await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=90" })).body.totalEdits).toBe(10);
  });

  it("caps the lists at 10 records, 10 users and 20 recent edits", async () => {
    const db = await getDb();
    await db.auditLog.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ entityType: "project", entityId: `bulk-${i}`, action: "create" as const, userId: null })) });
    const res = await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report" });
    expect(res.body.editsByRecord).toHaveLength(10);
    expect(res.body.recentEdits).toHaveLength(20);
    expect(res.body.editsByUser.length).toBeLessThanOrEqual(10);
    expect(res.body.editsByUser).toContainEqual({ username: "Unknown user", editCount: 25 });
  });

  it.each(["8", "0", "abc", "-7"])("refuses days=%s with 400", async (days) => {
    const res = await call(report, { cookie: cast.employee.cookie, url: `/api/audit/report?days=${days}` });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("days must be 7, 30 or 90");
  });

  it("is for employees only", async () => {
    expect((await call(report, { cookie: cast.external.cookie, url: "/api/audit/report" })).status).toBe(403);
  });
});
