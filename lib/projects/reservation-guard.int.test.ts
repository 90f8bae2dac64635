// A pending reservation is decided before its project is unshared or leaves Committed, and an approved
// owner keeps seeing their project whatever its sharing or stage.
import { GET as list } from "@/app/api/projects/route";
import { GET as getOne, PUT as update } from "@/app/api/projects/[id]/route";
import { GET as comments } from "@/app/api/projects/[id]/comments/route";
import { POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";
import { PENDING_RESERVATION_FIRST } from "@/lib/projects/policy";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const put = (id: string, body: unknown) => call(update, { cookie: employee.cookie, method: "PUT", params: { id }, body });
const row = async (id: string) => (await getDb()).project.findUniqueOrThrow({ where: { id } });

test("unsharing or moving a project out of Committed waits until its pending reservation is decided", async () => {
  const p = await makeAvailableProject();
  expect((await call(reserve, { cookie: ivan.cookie, method: "POST", params: { id: p.id } })).status).toBe(200);

  for (const change of [{ sharedWithInvestors: false }, { stage: "Deployed" }, { stage: "Pipeline", client: "Renamed" }]) {
    const res = await put(p.id, change);
    expect({ change, status: res.status, error: res.body.error }).toEqual({ change, status: 409, error: PENDING_RESERVATION_FIRST });
  }
  expect(await row(p.id)).toMatchObject({ sharedWithInvestors: true, stage: "Committed", client: p.client, reservationStatus: "pending" });
  expect(await (await getDb()).auditLog.count({ where: { entityType: "project", entityId: p.id } })).toBe(0);

  // Other edits go through; so does the move once the reservation was rejected.
  expect((await put(p.id, { client: "Still Committed" })).status).toBe(200);
  expect((await call(reject, { cookie: employee.cookie, method: "POST", params: { id: p.id }, body: {} })).status).toBe(200);
  expect((await put(p.id, { sharedWithInvestors: false, stage: "Pipeline" })).status).toBe(200);
});

test("an approved owner keeps seeing their project after it is unshared and moved on; others do not", async () => {
  const p = await makeAvailableProject({ client: "Owned Site" });
  await call(reserve, { cookie: ivan.cookie, method: "POST", params: { id: p.id } });
  expect((await call(approve, { cookie: employee.cookie, method: "POST", params: { id: p.id } })).status).toBe(200);
  expect((await put(p.id, { sharedWithInvestors: false, stage: "Deployed" })).status).toBe(200);

  const mine = await call(getOne, { cookie: ivan.cookie, params: { id: p.id } });
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ client: "Owned Site", stage: "Deployed", ownedByMe: true, reservationStatus: "approved" });
  const listed = await call(list, { cookie: ivan.cookie, url: "/api/projects" });
  expect(listed.body.map((x: { client: string }) => x.client)).toContain("Owned Site");
  expect((await call(comments, { cookie: ivan.cookie, params: { id: p.id } })).status).toBe(200);

  expect((await call(getOne, { cookie: olga.cookie, params: { id: p.id } })).status).toBe(404);
  const theirs = await call(list, { cookie: olga.cookie, url: "/api/projects" });
  expect(theirs.body.map((x: { client: string }) => x.client)).not.toContain("Owned Site");
});
