import { GET as list, POST as create } from "@/app/api/service-hours/route";
import { DELETE as remove, PUT as update } from "@/app/api/service-hours/[id]/route";
import { GET as summary } from "@/app/api/service-hours/summary/route";
import { getDb } from "@/lib/db";
import { currentYear, latestAcceptedDate } from "@/lib/requirements/dates";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { day, LAST_YEAR, makeServiceHours } from "@/test/factories/requirements";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const valid = { serviceDate: day("03-10"), hours: "2.5", category: "monitoring", description: "Reviewed the charger uptime report" };
const post = (u: TestUser, body: unknown) => call(create, { cookie: u.cookie, method: "POST", body });
const put = (u: TestUser, id: string, body: unknown) => call(update, { cookie: u.cookie, method: "PUT", params: { id }, body });
const del = (u: TestUser, id: string) => call(remove, { cookie: u.cookie, method: "DELETE", params: { id } });
const audits = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "service-hours", entityId: id }, orderBy: { createdAt: "asc" } });
const row = async (id: string) => (await getDb()).serviceHours.findUnique({ where: { id } });

describe("POST /api/service-hours", () => {
  it("logs a pending entry with exact hours and a calendar date, audited in the same transaction", async () => {
    const res = await post(ivan, valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: ivan.id, serviceDate: day("03-10"), hours: "2.50", category: "monitoring", status: "pending", approvedBy: null, rejectionReason: null, evidence: null });
    const [audit] = await audits(res.body.id);
    expect(audit).toMatchObject({ event: "service-hours.logged", action: "create", userId: ivan.id, newValues: { hours: "2.50", status: "pending", serviceDate: day("03-10") } });
  });

  it("defaults the category to operations_oversight and accepts hours as a number", async () => {
    const { category: _c, ...rest } = valid;
    const res = await post(ivan, { ...rest, hours: 24 });
    expect(res.body).toMatchObject({ category: "operations_oversight", hours: "24.00" });
  });

  it.each([
    [{ hours: "0" }, "Hours must be more than 0"],
    [{ hours: "-1" }, "Hours must be more than 0"],
    [{ hours: "24.5" }, "Hours must be at most 24"],
    [{ hours: "1.25" }, "Hours must be in steps of 0.5"],
    [{ hours: "1.005" }, "Hours can have at most 2 decimal places"],
    [{ hours: "abc" }, "Hours must be a number"],
    [{ hours: undefined }, "Hours is required"],
    [{ category: "golf" }, "Category must be one of operations_oversight, capital_deployment, due_diligence, compliance, communications, monitoring, special_projects"],
    [{ description: "   " }, "Description is required"],
    [{ serviceDate: "2025-02-30" }, "Service date must be a date (yyyy-MM-dd)"],
    [{ serviceDate: "1899-12-31" }, "Service date cannot be before 1900-01-01"],
    [{ serviceDate: `${currentYear() + 1}-12-31` }, "Service date cannot be in the future"],
    [{ serviceDate: undefined }, "Service date is required"],
  ])("refuses %j with 400 and stores nothing", async (change, message) => {
    const before = await (await getDb()).serviceHours.count();
    const res = await post(ivan, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await (await getDb()).serviceHours.count()).toBe(before);
  });

  it("accepts today, as far ahead as today reaches anywhere", async () => {
    expect((await post(ivan, { ...valid, serviceDate: latestAcceptedDate() })).status).toBe(201);
  });

  it("is for investors: employees 403, signed out 401", async () => {
    expect((await post(employee, valid)).status).toBe(403);
    expect((await call(create, { method: "POST", body: valid })).status).toBe(401);
  });
});

describe("GET /api/service-hours", () => {
  it("lists only the caller's entries of the asked year (default this year), newest first", async () => {
    const u = await createUser("gary.get");
    const older = await makeServiceHours(u.id, { serviceDate: day("01-05") });
    const newer = await makeServiceHours(u.id, { serviceDate: day("06-05") });
    await makeServiceHours(u.id, { serviceDate: day("06-05", LAST_YEAR - 1) });
    await makeServiceHours(olga.id, { serviceDate: day("06-06") });
    const res = await call(list, { cookie: u.cookie, url: `/api/service-hours?year=${LAST_YEAR}` });
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([newer.id, older.id]);
    const thisYear = await call(list, { cookie: u.cookie, url: "/api/service-hours" });
    expect(thisYear.body).toEqual([]);
    expect((await call(list, { cookie: u.cookie, url: "/api/service-hours?year=abc" })).status).toBe(400);
  });
});

describe("PUT /api/service-hours/{id}", () => {
  it("edits a pending entry and audits old and new values", async () => {
    const e = await makeServiceHours(ivan.id);
    const res = await put(ivan, e.id, { ...valid, hours: "3" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: e.id, hours: "3.00", category: "monitoring" });
    const [audit] = await audits(e.id);
    expect(audit).toMatchObject({ event: "service-hours.updated", action: "update", oldValues: { hours: "2.50" }, newValues: { hours: "3.00" } });
  });

  it.each(["approved", "rejected"] as const)("refuses to edit a %s entry with the spec's 409, changing nothing", async (status) => {
    const e = await makeServiceHours(ivan.id, { status });
    const res = await put(ivan, e.id, valid);
    expect(res).toMatchObject({ status: 409, body: { error: "Only pending entries can be edited" } });
    expect((await row(e.id))!.hours.toFixed(2)).toBe("2.50");
    expect(await audits(e.id)).toHaveLength(0);
  });

  it("answers 404 for another investor's entry and for none at all", async () => {
    const e = await makeServiceHours(olga.id);
    expect(await put(ivan, e.id, valid)).toMatchObject({ status: 404, body: { error: "Entry not found" } });
    expect((await put(ivan, "no-such-entry", valid)).status).toBe(404);
    expect((await row(e.id))!.description).toBe("Site visit");
  });
});

describe("DELETE /api/service-hours/{id}", () => {
  it("deletes a pending entry and audits it", async () => {
    const e = await makeServiceHours(ivan.id);
    expect(await del(ivan, e.id)).toMatchObject({ status: 200, body: { message: "Service hours deleted" } });
    expect(await row(e.id)).toBeNull();
    expect((await audits(e.id))[0]).toMatchObject({ event: "service-hours.deleted", action: "delete", oldValues: { userId: ivan.id, hours: "2.50" } });
  });

  it.each(["approved", "rejected"] as const)("refuses to delete a %s entry with the spec's 409", async (status) => {
    const e = await makeServiceHours(ivan.id, { status });
    expect(await del(ivan, e.id)).toMatchObject({ status: 409, body: { error: "Only pending entries can be deleted" } });
    expect(await row(e.id)).not.toBeNull();
  });

  it("answers 404 for another investor's entry", async () => {
    const e = await makeServiceHours(olga.id);
    expect((await del(ivan, e.id)).status).toBe(404);
    expect(await row(e.id)).not.toBeNull();
  });
});

describe("GET /api/service-hours/summary", () => {
  it("sums each status and each category exactly, in SQL, for the year", async () => {
    const u = await createUser("sam.summary");
    await makeServiceHours(u.id, { status: "approved", hours: "0.10", category: "monitoring" });
    await makeServiceHours(u.id, { status: "approved", hours: "0.20", category: "monitoring" });
    await makeServiceHours(u.id, { status: "pending", hours: "1.50", category: "compliance" });
    await makeServiceHours(u.id, { status: "rejected", hours: "4.00" });
    const res = await call(summary, { cookie: u.cookie, url: `/api/service-hours/summary?year=${LAST_YEAR}` });
    expect(res.body).toMatchObject({ year: LAST_YEAR, pendingHours: "1.50", approvedHours: "0.30", rejectedHours: "4.00" });
    expect(res.body.categoryBreakdown).toHaveLength(7);
    expect(res.body.categoryBreakdown[0]).toEqual({ category: "operations_oversight", hours: "0.00", loggedHours: "0.00" });
    expect(res.body.categoryBreakdown.find((c: { category: string }) => c.category === "monitoring")).toEqual({ category: "monitoring", hours: "0.30", loggedHours: "0.30" });
    expect(res.body.categoryBreakdown.find((c: { category: string }) => c.category === "compliance")).toEqual({ category: "compliance", hours: "0.00", loggedHours: "1.50" });
    const empty = await call(summary, { cookie: u.cookie, url: "/api/service-hours/summary?year=1999" });
    expect(empty.body).toMatchObject({ pendingHours: "0.00", approvedHours: "0.00", rejectedHours: "0.00" });
  });
});
