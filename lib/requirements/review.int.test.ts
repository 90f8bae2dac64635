import { GET as hoursQueue } from "@/app/api/admin/service-hours/route";
import { POST as approveHours } from "@/app/api/admin/service-hours/[id]/approve/route";
import { POST as rejectHours } from "@/app/api/admin/service-hours/[id]/reject/route";
import { POST as bulkHours } from "@/app/api/admin/service-hours/bulk-approve/route";
import { GET as creditsQueue } from "@/app/api/admin/education-credits/route";
import { POST as approveCredit } from "@/app/api/admin/education-credits/[id]/approve/route";
import { POST as rejectCredit } from "@/app/api/admin/education-credits/[id]/reject/route";
import { DELETE as deleteHours } from "@/app/api/service-hours/[id]/route";
import { GET as listHours } from "@/app/api/service-hours/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { day, LAST_YEAR, makeCredit, makeServiceHours } from "@/test/factories/requirements";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const post = (handler: Parameters<typeof call>[0], id: string, body?: unknown, who = employee) => call(handler, { cookie: who.cookie, method: "POST", params: { id }, body });
const hours = async (id: string) => (await getDb()).serviceHours.findUniqueOrThrow({ where: { id } });
const audits = async (entityType: string, id: string) => (await getDb()).auditLog.findMany({ where: { entityType, entityId: id } });

describe("approve and reject service hours", () => {
  it("approves a pending entry, recording who and when, audited", async () => {
    const e = await makeServiceHours(ivan.id);
    const res = await post(approveHours, e.id);
    expect(res).toMatchObject({ status: 200, body: { message: "Entry approved", status: "approved", ids: [e.id] } });
    const after = await hours(e.id);
    expect(after).toMatchObject({ status: "approved", approvedBy: employee.id, rejectionReason: null });
    expect(after.approvedAt).toBeInstanceOf(Date);
    expect((await audits("service-hours", e.id))[0]).toMatchObject({ event: "service-hours.approved", action: "update", userId: employee.id, newValues: { status: "approved", approvedBy: employee.id } });
  });

  it("rejects with a required reason, which the investor then sees", async () => {
    const e = await makeServiceHours(ivan.id);
    expect(await post(rejectHours, e.id, { reason: "  " })).toMatchObject({ status: 400, body: { error: "A rejection reason is required" } });
    expect(await post(rejectHours, e.id, {})).toMatchObject({ status: 400, body: { error: "A rejection reason is required" } });
    expect((await hours(e.id)).status).toBe("pending");
    expect(await post(rejectHours, e.id, { reason: "No meeting minutes attached" })).toMatchObject({ status: 200, body: { status: "rejected" } });
    const mine = await call(listHours, { cookie: ivan.cookie, url: `/api/service-hours?year=${LAST_YEAR}` });
    expect(mine.body.find((x: { id: string }) => x.id === e.id)).toMatchObject({ status: "rejected", rejectionReason: "No meeting minutes attached" });
  });

  it("never decides an entry twice (409) and leaves the first decision", async () => {
    const e = await makeServiceHours(ivan.id);
    await post(approveHours, e.id);
    expect(await post(approveHours, e.id)).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^This entry was already approved by you \(\d+ \w+ \d{4}, \d\d:\d\d UTC\)$/) } });
    expect(await post(rejectHours, e.id, { reason: "late" })).toMatchObject({ status: 409 });
    expect((await hours(e.id)).status).toBe("approved");
    expect(await audits("service-hours", e.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown entry, and is for employees only", async () => {
    expect((await post(approveHours, "no-such-entry")).status).toBe(404);
    const e = await makeServiceHours(ivan.id);
    expect((await post(approveHours, e.id, undefined, ivan)).status).toBe(403);
    expect((await hours(e.id)).status).toBe("pending");
  });
});

describe("bulk approve", () => {
  it("approves every selected pending entry in one transaction", async () => {
    const a = await makeServiceHours(ivan.id);
    const b = await makeServiceHours(olga.id);
    const res = await call(bulkHours, { cookie: employee.cookie, method: "POST", body: { ids: [a.id, b.id, a.id] } });
    expect(res).toMatchObject({ status: 200, body: { message: "2 entries approved" } });
    expect([(await hours(a.id)).status, (await hours(b.id)).status]).toEqual(["approved", "approved"]);
  });

  it("approves nothing when one selected entry was already decided or is gone", async () => {
    const a = await makeServiceHours(ivan.id);
    const decided = await makeServiceHours(ivan.id, { status: "rejected" });
    const res = await call(bulkHours, { cookie: employee.cookie, method: "POST", body: { ids: [a.id, decided.id] } });
    expect(res).toMatchObject({ status: 409, body: { error: "1 of the 2 selected entries were already decided; nothing was approved" } });
    expect((await hours(a.id)).status).toBe("pending");
    expect(await audits("service-hours", a.id)).toHaveLength(0);
    expect((await call(bulkHours, { cookie: employee.cookie, method: "POST", body: { ids: [a.id, "gone"] } })).status).toBe(404);
    expect((await call(bulkHours, { cookie: employee.cookie, method: "POST", body: { ids: [] } })).body.error).toBe("Select at least one entry");
  });
});

describe("races", () => {
  it("approve against the investor's delete: exactly one wins, never a 500", async () => {
    for (let round = 0; round < 5; round++) {
      const e = await makeServiceHours(ivan.id);
      const [approved, deleted] = await Promise.all([
        post(approveHours, e.id),
        call(deleteHours, { cookie: ivan.cookie, method: "DELETE", params: { id: e.id } }),
      ]);
      const statuses = [approved.status, deleted.status].sort();
      const row = await (await getDb()).serviceHours.findUnique({ where: { id: e.id } });
      if (approved.status === 200) {
        expect(deleted).toMatchObject({ status: 409, body: { error: "Only pending entries can be deleted" } });
        expect(row?.status).toBe("approved");
      } else {
        expect(statuses).toEqual([200, 404]);
        expect(row).toBeNull();
      }
    }
  });

  it("two employees approving at once: one 200, one 409", async () => {
    const other = await createUser("erin.employee", "employee");
    const e = await makeServiceHours(ivan.id);
    const results = await Promise.all([post(approveHours, e.id), post(approveHours, e.id, undefined, other)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("education credits review", () => {
  it("approves and rejects credits the same way", async () => {
    const a = await makeCredit(ivan.id);
    const r = await makeCredit(ivan.id);
    expect((await post(approveCredit, a.id)).status).toBe(200);
    expect((await post(rejectCredit, r.id, { reason: "Not an accredited provider" })).status).toBe(200);
    const rows = await (await getDb()).educationCredit.findMany({ where: { id: { in: [a.id, r.id] } }, orderBy: { status: "asc" } });
    expect(rows.map((c) => [c.status, c.rejectionReason])).toEqual([["approved", null], ["rejected", "Not an accredited provider"]]);
    expect(await audits("education-credit", r.id)).toHaveLength(1);
  });
});

describe("the review queues", () => {
  it("lists pending entries of the year across investors, oldest first, paged, with the total", async () => {
    const u = await createUser("quinn.queue");
    const year = LAST_YEAR - 3;
    const made = [];
    for (const md of ["03-01", "01-01", "02-01"]) made.push(await makeServiceHours(u.id, { serviceDate: day(md, year) }));
    await makeServiceHours(u.id, { serviceDate: day("01-15", year), status: "approved" });
    const page1 = await call(hoursQueue, { cookie: employee.cookie, url: `/api/admin/service-hours?year=${year}&pageSize=2` });
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items.map((i: { serviceDate: string }) => i.serviceDate)).toEqual([day("01-01", year), day("02-01", year)]);
    expect(page1.body.items[0]).toMatchObject({ username: "quinn.queue", hours: "2.50", status: "pending", evidence: null });
    const page2 = await call(hoursQueue, { cookie: employee.cookie, url: `/api/admin/service-hours?year=${year}&pageSize=2&page=2` });
    expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual([made[0].id]);
    const all = await call(hoursQueue, { cookie: employee.cookie, url: `/api/admin/service-hours?year=${year}&status=all&investor=${u.id}` });
    expect(all.body.total).toBe(4);
    const none = await call(hoursQueue, { cookie: employee.cookie, url: `/api/admin/service-hours?year=${year}&investor=${olga.id}` });
    expect(none.body).toMatchObject({ total: 0, items: [] });
    expect((await call(hoursQueue, { cookie: employee.cookie, url: "/api/admin/service-hours?status=maybe" })).status).toBe(400);
  });

  it("lists credits with their course and provider", async () => {
    const year = LAST_YEAR - 4;
    await makeCredit(ivan.id, { completionDate: day("06-01", year) });
    const res = await call(creditsQueue, { cookie: employee.cookie, url: `/api/admin/education-credits?year=${year}` });
    expect(res.body.items).toEqual([expect.objectContaining({ courseName: "EV charging basics", provider: "Charge Academy", creditHours: "1.50", username: ivan.username })]);
  });
});
