import { GET as report } from "@/app/api/audit/report/route";
import { POST as createProject } from "@/app/api/projects/route";
import { DELETE as deleteProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { POST as addComment } from "@/app/api/projects/[id]/comments/route";
import { POST as addTask } from "@/app/api/projects/[id]/tasks/route";
import { DELETE as deleteTask } from "@/app/api/tasks/[id]/route";
import { POST as approveUser } from "@/app/api/admin/users/[id]/approve/route";
import { POST as rejectReservation } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { writeAudit } from "@/lib/audit/write";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, createUser } from "@/test/factories/users";

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
  await db.auditLog.create({ data: { event: "project.updated", entityType: "project", entityId: solar, action: "update", userId: cast.employee.id, createdAt: new Date(Date.now() - 100 * 86_400_000) } });
  ids = { solar, gone, comment, task };
});

describe("GET /api/audit/report", () => {
  it("summarises the last 30 days by default, aggregated per record and per user", async () => {
    const res = await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report" });
    expect(res.status).toBe(200);
    // 4 for Sunny Solar, create+delete for Gone Garage, 1 comment, task create+delete.
    expect(res.body.days).toBe(30);
    expect(res.body.totalEdits).toBe(9);
    expect(res.body.editsByRecord[0]).toEqual({ entityType: "project", entityId: ids.solar, name: "Sunny Solar", projectName: "Sunny Solar", editCount: 4, lastEdit: expect.any(String) });
    const byId = Object.fromEntries(res.body.editsByRecord.map((r: { entityId: string }) => [r.entityId, r]));
        // Deleted records keep their names (from their audit history): a task by its title, in its project.
    expect(byId[ids.gone]).toMatchObject({ entityType: "project", name: "Gone Garage", projectName: "Gone Garage", editCount: 2 });
    expect(byId[ids.task]).toMatchObject({ entityType: "task", name: "Survey", projectName: "Gone Garage", editCount: 2 });
    expect(byId[ids.comment]).toMatchObject({ entityType: "comment", name: "Sunny Solar", projectName: "Sunny Solar", editCount: 1 });
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
      event: "project.deleted",
      action: "delete",
      entityType: "project",
      entityId: ids.gone,
      name: "Gone Garage",
      projectName: "Gone Garage",
      user: { username: cast.employee.username },
      createdAt: expect.any(String),
      fieldChanges: expect.arrayContaining(["client", "stage"]),
      changes: expect.arrayContaining([{ field: "client", before: "Gone Garage", after: null }]),
    });
    const update = res.body.recentEdits.find((e: { action: string }) => e.action === "update");
    expect(update.fieldChanges).toEqual(["numberOfChargers"]);
    // The newest of the three edits: 2 → 3 chargers.
    expect(update).toMatchObject({ event: "project.updated", name: "Sunny Solar", changes: [{ field: "numberOfChargers", before: 2, after: 3 }] });
  });

  it("counts the old edit only in a period that reaches it", async () => {
    const db = await getDb();
    await db.auditLog.create({ data: { event: "project.updated", entityType: "project", entityId: ids.solar, action: "update", userId: cast.employee.id, createdAt: new Date(Date.now() - 60 * 86_400_000) } });
    expect((await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=30" })).body.totalEdits).toBe(9);
    expect((await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=90" })).body.totalEdits).toBe(10);
  });

  it("caps the lists at 10 records, 10 users and 20 recent edits", async () => {
    const db = await getDb();
    await db.auditLog.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ event: "project.created", entityType: "project", entityId: `bulk-${i}`, action: "create" as const, userId: null })) });
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

describe("every kind of record is named by its resolver, with its values old → new", () => {
  const recent = async () => (await call(report, { cookie: cast.employee.cookie, url: "/api/audit/report?days=7" })).body.recentEdits;

  beforeAll(async () => (await getDb()).auditLog.deleteMany());

  it("names an account by its username and shows its status change", async () => {
    const newcomer = await createUser("nina.newcomer", "external", "pending");
    expect((await call(approveUser, { cookie: cast.employee.cookie, params: { id: newcomer.id } })).status).toBe(200);
    expect((await recent())[0]).toMatchObject({
      event: "user.approved",
      entityType: "user",
      name: "nina.newcomer",
      projectName: null,
      changes: [{ field: "status", before: "pending", after: "approved" }],
    });
  });

  it("names a reservation by its project, shows the investor by name and keeps a rejection's note readable", async () => {
    const as = { cookie: cast.employee.cookie };
    const id = (await call(createProject, { ...as, body: { ...project("Reserved Depot"), sharedWithInvestors: true } })).body.id;
    expect((await call(reserve, { cookie: cast.external.cookie, params: { id } })).status).toBe(200);
    expect((await call(rejectReservation, { ...as, params: { id }, body: { notes: "Allocation is full" } })).status).toBe(200);
    const [rejection, request] = await recent();
    expect(request).toMatchObject({ event: "reservation.requested", entityType: "reservation", entityId: id, name: "Reserved Depot", projectName: "Reserved Depot" });
    expect(request.changes).toContainEqual({ field: "reservedBy", before: null, after: cast.external.username });
    expect(rejection).toMatchObject({ event: "reservation.rejected", name: "Reserved Depot", user: { username: cast.employee.username } });
    expect(rejection.changes).toEqual(
      expect.arrayContaining([
        { field: "reservationStatus", before: "pending", after: "rejected" },
        { field: "rejectionNotes", before: null, after: "Allocation is full" },
        { field: "rejectedFor", before: null, after: cast.external.username },
      ]),
    );
  });

  it("never stores a secret, whatever a caller passes", async () => {
    const db = await getDb();
    const someone = await createUser("sam.secret", "external");
    // A careless caller: the type forbids passwordHash, the writer drops it anyway.
    const after = { username: "sam.secret", passwordHash: "$argon2id$leak" } as { username: string };
    await db.$transaction((tx) => writeAudit(tx, { event: "user.registered", entityId: someone.id, actorId: someone.id, after }));
    const row = await db.auditLog.findFirstOrThrow({ where: { entityId: someone.id } });
    expect(row.newValues).toEqual({ username: "sam.secret" });
    expect(row.fieldChanges).toEqual(["username"]);
  });
});
