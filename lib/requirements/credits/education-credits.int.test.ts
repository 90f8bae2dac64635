import { GET as list, POST as create } from "@/app/api/education-credits/route";
import { DELETE as remove, PUT as update } from "@/app/api/education-credits/[id]/route";
import { GET as summary } from "@/app/api/education-credits/summary/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { day, LAST_YEAR, makeCredit } from "@/test/factories/requirements";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const valid = { courseName: "Grid interconnection", provider: "Utility Institute", creditHours: 1.5, completionDate: day("05-01"), description: "" };
const post = (u: TestUser, body: unknown) => call(create, { cookie: u.cookie, method: "POST", body });
const put = (u: TestUser, id: string, body: unknown) => call(update, { cookie: u.cookie, method: "PUT", params: { id }, body });
const del = (u: TestUser, id: string) => call(remove, { cookie: u.cookie, method: "DELETE", params: { id } });
const row = async (id: string) => (await getDb()).educationCredit.findUnique({ where: { id } });
const audits = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "education-credit", entityId: id } });

describe("POST /api/education-credits", () => {
  it("logs a pending credit with exact credit hours, category other, audited", async () => {
    const res = await post(ivan, valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: ivan.id, creditHours: "1.50", completionDate: day("05-01"), category: "other", status: "pending", description: null });
    expect((await audits(res.body.id))[0]).toMatchObject({ event: "education-credit.logged", action: "create", newValues: { creditHours: "1.50" } });
  });

  it.each([
    [{ creditHours: -0.1 }, "Credit hours must be 0 or more"],
    [{ creditHours: "0.15" }, "Credit hours must be in steps of 0.1"],
    [{ creditHours: "1000" }, "Credit hours must be at most 999.9"],
    [{ creditHours: 999.95 }, "Credit hours must be at most 999.9"],
    [{ courseName: " " }, "Course name is required"],
    [{ provider: undefined }, "Provider is required"],
    [{ completionDate: "1899-12-31" }, "Completion date cannot be before 1900-01-01"],
    [{ completionDate: "2999-01-01" }, "Completion date cannot be in the future"],
    [{ completionDate: "" }, "Completion date is required"],
  ])("refuses %j with 400 and stores nothing", async (change, message) => {
    const before = await (await getDb()).educationCredit.count();
    const res = await post(ivan, { ...valid, ...change });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await (await getDb()).educationCredit.count()).toBe(before);
  });

  it("accepts 0 credit hours and 999.9", async () => {
    expect((await post(ivan, { ...valid, creditHours: "0" })).body.creditHours).toBe("0.00");
    expect((await post(ivan, { ...valid, creditHours: "999.9" })).body.creditHours).toBe("999.90");
  });

  it("is for investors only", async () => {
    expect((await post(employee, valid)).status).toBe(403);
  });
});

describe("GET /api/education-credits and summary", () => {
  it("lists the caller's credits of the year and counts them", async () => {
    const u = await createUser("carla.credits");
    await makeCredit(u.id, { status: "approved" });
    await makeCredit(u.id, { status: "pending" });
    await makeCredit(u.id, { status: "rejected", completionDate: day("01-01", LAST_YEAR - 1) });
    await makeCredit(olga.id);
    const res = await call(list, { cookie: u.cookie, url: `/api/education-credits?year=${LAST_YEAR}` });
    expect(res.body).toHaveLength(2);
    const sum = await call(summary, { cookie: u.cookie, url: `/api/education-credits/summary?year=${LAST_YEAR}` });
    expect(sum.body).toEqual({ year: LAST_YEAR, totalSubmissions: 2, approvedSubmissions: 1, pendingSubmissions: 1, rejectedSubmissions: 0 });
  });
});

describe("PUT and DELETE /api/education-credits/{id}", () => {
  it("edits only pending credits", async () => {
    const pending = await makeCredit(ivan.id);
    expect((await put(ivan, pending.id, { ...valid, creditHours: "2.2" })).body.creditHours).toBe("2.20");
    for (const status of ["approved", "rejected"] as const) {
      const c = await makeCredit(ivan.id, { status });
      expect(await put(ivan, c.id, valid)).toMatchObject({ status: 409, body: { error: "Only pending entries can be edited" } });
      expect((await row(c.id))!.creditHours.toFixed(2)).toBe("1.50");
    }
  });

  it("deletes pending and rejected credits, never approved ones", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const c = await makeCredit(ivan.id, { status });
      expect((await del(ivan, c.id)).status).toBe(200);
      expect(await row(c.id)).toBeNull();
      expect((await audits(c.id))[0]).toMatchObject({ event: "education-credit.deleted", action: "delete" });
    }
    const approved = await makeCredit(ivan.id, { status: "approved" });
    expect(await del(ivan, approved.id)).toMatchObject({ status: 409, body: { error: "Only pending or rejected entries can be deleted" } });
    expect(await row(approved.id)).not.toBeNull();
  });

  it("answers 404 for another investor's credit", async () => {
    const c = await makeCredit(olga.id);
    expect((await put(ivan, c.id, valid)).status).toBe(404);
    expect((await del(ivan, c.id)).status).toBe(404);
    expect(await row(c.id)).not.toBeNull();
  });
});
