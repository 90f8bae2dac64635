import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { GET as pending } from "@/app/api/admin/pending-reservations/route";
import { GET as investors } from "@/app/api/admin/investors/route";
import { GET as listProjects } from "@/app/api/projects/route";
import { GET as getProject } from "@/app/api/projects/[id]/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

let employee: TestUser, ivan: TestUser, olga: TestUser, pat: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga, pending: pat } = await createCast());
});

const as = (u: TestUser, id: string, body?: unknown) => ({ cookie: u.cookie, params: { id }, method: "POST", body });
const row = async (id: string) => (await getDb()).project.findUniqueOrThrow({ where: { id } });
const audits = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "reservation", entityId: id }, orderBy: { createdAt: "asc" } });

describe("POST /api/projects/{id}/reserve", () => {
  it("reserves an available project for the caller, pending, audited", async () => {
    const p = await makeAvailableProject();
    const res = await call(reserve, as(ivan, p.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Project reserved successfully", project: { id: p.id, reservationStatus: "pending" } });
    const after = await row(p.id);
    expect(after).toMatchObject({ reservedBy: ivan.id, reservationStatus: "pending", reservationNotes: null, ownedBy: null });
    expect(res.body.project.reservedAt).toBe(after.reservedAt!.toISOString());
    const [audit] = await audits(p.id);
    expect(audit).toMatchObject({ event: "reservation.requested", action: "update", userId: ivan.id, oldValues: { reservedBy: null, reservationStatus: null }, newValues: { reservedBy: ivan.id, reservationStatus: "pending" } });
    expect(audit.fieldChanges).toEqual(expect.arrayContaining(["reservedBy", "reservedAt", "reservationStatus"]));
  });

  it("answers the holder's repeat with 200 and the unchanged state, writing nothing", async () => {
    const p = await makeAvailableProject();
    const first = await call(reserve, as(ivan, p.id));
    const again = await call(reserve, as(ivan, p.id));
    expect(again.status).toBe(200);
    expect(again.body.project).toEqual(first.body.project);
    expect(await audits(p.id)).toHaveLength(1);
  });

  it("refuses a project someone else holds with 409, without naming the holder", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    const res = await call(reserve, as(olga, p.id));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "This project is already reserved" });
    expect((await row(p.id)).reservedBy).toBe(ivan.id);
  });

  it.each([["Pipeline"], ["Deployed"], ["Best Case"]] as const)("refuses a shared project in stage %s with 409", async (stage) => {
    const p = await makeAvailableProject({ stage });
    const res = await call(reserve, as(ivan, p.id));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This project is not available for reservation");
    expect(await audits(p.id)).toHaveLength(0);
  });

  it("answers 404 for an unshared or unknown project, so investors cannot probe for deals", async () => {
    const p = await makeAvailableProject({ sharedWithInvestors: false });
    for (const id of [p.id, "no-such-project"]) {
      const res = await call(reserve, as(ivan, id));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Project not found");
    }
    expect((await row(p.id)).reservedBy).toBeNull();
  });

  it("is for investors only", async () => {
    const p = await makeAvailableProject();
    expect((await call(reserve, as(employee, p.id))).status).toBe(403);
    expect((await call(reserve, as(pat, p.id))).status).toBe(401);
    expect((await row(p.id)).reservedBy).toBeNull();
  });
});

describe("DELETE /api/projects/{id}/reserve", () => {
  const del = (u: TestUser, id: string) => ({ ...as(u, id), method: "DELETE" });

  it("withdraws the caller's pending reservation and the project is available again", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    const res = await call(withdraw, del(ivan, p.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Project unreserved successfully", project: { id: p.id, reservationStatus: null, reservedAt: null } });
    expect(await row(p.id)).toMatchObject({ reservedBy: null, reservedAt: null, reservationStatus: null });
    const log = await audits(p.id);
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ event: "reservation.withdrawn", userId: ivan.id, oldValues: { reservedBy: ivan.id, reservationStatus: "pending" }, newValues: { reservedBy: null } });
    expect((await call(reserve, as(olga, p.id))).status).toBe(200);
  });

  it("refuses someone else's reservation with 403, without naming the holder", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    const res = await call(withdraw, del(olga, p.id));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "You can only withdraw your own reservation" });
    expect((await row(p.id)).reservedBy).toBe(ivan.id);
  });

  it("refuses an approved reservation and an unreserved project with 409", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    await call(approve, as(employee, p.id));
    const approved = await call(withdraw, del(ivan, p.id));
    expect(approved.status).toBe(409);
    expect(approved.body.error).toBe("Approved reservations cannot be withdrawn");
    expect((await row(p.id)).reservationStatus).toBe("approved");

    const free = await makeAvailableProject();
    const res = await call(withdraw, del(ivan, free.id));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This project is not reserved");
  });

  it("answers 404 for unshared and unknown projects, 403 for employees", async () => {
    const hidden = await makeAvailableProject({ sharedWithInvestors: false, reservedBy: ivan.id, reservationStatus: "pending", reservedAt: new Date() });
    expect((await call(withdraw, del(ivan, hidden.id))).status).toBe(404);
    expect((await call(withdraw, del(ivan, "no-such-project"))).status).toBe(404);
    expect((await call(withdraw, del(employee, hidden.id))).status).toBe(403);
    expect((await row(hidden.id)).reservedBy).toBe(ivan.id);
  });
});

describe("POST /api/admin/projects/{id}/reserve", () => {
  it("reserves on an investor's behalf by username, pending, with the notes", async () => {
    const p = await makeAvailableProject();
    const res = await call(reserveFor, as(employee, p.id, { investorId: ivan.username, notes: "Agreed on the phone" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `Project reserved for ${ivan.username}, pending approval` });
    expect(await row(p.id)).toMatchObject({ reservedBy: ivan.id, reservationStatus: "pending", reservationNotes: "Agreed on the phone" });
    const [audit] = await audits(p.id);
    expect(audit).toMatchObject({ userId: employee.id, newValues: { reservedBy: ivan.id, reservationNotes: "Agreed on the phone" } });
  });

  it.each([
    ["no investor", {}, "Investor selection is required"],
    ["an empty investor", { investorId: "" }, "Investor selection is required"],
    ["a blank investor", { investorId: "   " }, "Investor selection is required"],
    ["an unknown username", { investorId: "nobody.here" }, "Investor not found or not approved"],
    ["a pending investor", { investorId: "pat.pending" }, "Investor not found or not approved"],
    ["an employee", { investorId: "emma.employee" }, "Investor not found or not approved"],
    ["notes over 2000 characters", { investorId: "ivan.investor", notes: "x".repeat(2001) }, "Notes must be at most 2000 characters"],
  ])("refuses %s with 400 and writes nothing", async (_label, body, message) => {
    const p = await makeAvailableProject();
    const res = await call(reserveFor, as(employee, p.id, body));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await row(p.id)).reservedBy).toBeNull();
    expect(await audits(p.id)).toHaveLength(0);
  });

  it("refuses unavailable projects with 409 (unshared too: employees know it exists) and unknown ones with 404", async () => {
    const body = { investorId: ivan.username };
    const unshared = await makeAvailableProject({ sharedWithInvestors: false });
    expect(await call(reserveFor, as(employee, unshared.id, body))).toMatchObject({ status: 409, body: { error: "This project is not available for reservation" } });
    const pipeline = await makeAvailableProject({ stage: "Pipeline" });
    expect((await call(reserveFor, as(employee, pipeline.id, body))).status).toBe(409);
    const held = await makeAvailableProject();
    await call(reserve, as(olga, held.id));
    expect(await call(reserveFor, as(employee, held.id, body))).toMatchObject({ status: 409, body: { error: "This project is already reserved" } });
    expect((await row(held.id)).reservedBy).toBe(olga.id);
    expect((await call(reserveFor, as(employee, "no-such-project", body))).status).toBe(404);
  });

  it("is for employees only", async () => {
    const p = await makeAvailableProject();
    expect((await call(reserveFor, as(ivan, p.id, { investorId: ivan.username }))).status).toBe(403);
  });
});

describe("the approval queue", () => {
  it("lists pending reservations oldest first, with the employee-only fields", async () => {
    const older = await makeAvailableProject({ client: "Older", projectCost: "1234.50" });
    const newer = await makeAvailableProject({ client: "Newer" });
    const done = await makeAvailableProject({ client: "Done" });
    await call(reserveFor, as(employee, older.id, { investorId: olga.username, notes: "note" }));
    await call(reserve, as(ivan, newer.id));
    await call(reserve, as(ivan, done.id));
    await call(approve, as(employee, done.id));

    const res = await call(pending, { cookie: employee.cookie });
    expect(res.status).toBe(200);
    // Other tests in this file leave pending reservations too; look at this test's projects.
    const mine = res.body.filter((r: { id: string }) => [older.id, newer.id, done.id].includes(r.id));
    expect(mine).toEqual([
      {
        id: older.id,
        client: "Older",
        address: older.address,
        projectCost: "1234.50",
        reservedBy: olga.id,
        reservedByUsername: olga.username,
        reservedAt: (await row(older.id)).reservedAt!.toISOString(),
        reservationNotes: "note",
      },
      expect.objectContaining({ id: newer.id, reservedByUsername: ivan.username, reservationNotes: null }),
    ]);
    expect((await call(pending, { cookie: ivan.cookie })).status).toBe(403);
  });

  it("offers approved investors only in the picker", async () => {
    const res = await call(investors, { cookie: employee.cookie });
    expect(res.status).toBe(200);
    // Each with whether they are ready to reserve (null while readiness is not required).
    expect(res.body).toEqual(expect.arrayContaining([{ id: ivan.id, username: ivan.username, ready: null }, { id: olga.id, username: olga.username, ready: null }]));
    const names = res.body.map((u: { username: string }) => u.username);
    expect(names).not.toContain(pat.username);
    expect(names).not.toContain(employee.username);
    expect(Object.keys(res.body[0]).sort()).toEqual(["id", "ready", "username"]);
  });
});

describe("approve and reject", () => {
  it("approval records the approver and makes the investor the owner", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    const res = await call(approve, as(employee, p.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Reservation approved" });
    const after = await row(p.id);
    expect(after).toMatchObject({ reservationStatus: "approved", approvedBy: employee.id, ownedBy: ivan.id, reservedBy: ivan.id });
    expect(after.approvedAt).toBeInstanceOf(Date);
    const log = await audits(p.id);
    expect(log[1]).toMatchObject({ event: "reservation.approved", userId: employee.id, newValues: { reservationStatus: "approved", approvedBy: employee.id, ownedBy: ivan.id } });

    const again = await call(approve, as(employee, p.id));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("There is no pending reservation for this project");
    expect((await call(reject, as(employee, p.id, {}))).status).toBe(409);
    expect((await row(p.id)).reservationStatus).toBe("approved");
  });

  it("rejection frees the project; the audit row keeps who was rejected and the note", async () => {
    const p = await makeAvailableProject();
    await call(reserveFor, as(employee, p.id, { investorId: ivan.username, notes: "hold for Ivan" }));
    const res = await call(reject, as(employee, p.id, { notes: "Credit check failed" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Reservation rejected" });
    expect(await row(p.id)).toMatchObject({ reservedBy: null, reservedAt: null, reservationNotes: null, approvedBy: null, reservationStatus: "rejected", ownedBy: null });
    const log = await audits(p.id);
    expect(log[1]).toMatchObject({
      event: "reservation.rejected",
      userId: employee.id,
      oldValues: { reservedBy: ivan.id, reservationStatus: "pending", reservationNotes: "hold for Ivan" },
      newValues: { reservedBy: null, reservationStatus: "rejected", rejectionNotes: "Credit check failed" },
    });
    expect(log[1].fieldChanges).toContain("rejectionNotes");

    expect((await call(reject, as(employee, p.id, {}))).status).toBe(409);
    expect((await call(reserve, as(olga, p.id))).status).toBe(200);
  });

  it("the rejected investor sees Rejected with the note in the list and the project; nobody else does", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    await call(reject, as(employee, p.id, { notes: "Fund is full this quarter" }));
    const mine = (await call(getProject, { cookie: ivan.cookie, params: { id: p.id } })).body;
    expect(mine).toMatchObject({ reservationStatus: "rejected", rejectionNotes: "Fund is full this quarter", reservedByMe: false, available: true });
    expect(mine).not.toHaveProperty("rejectedFor");
    const listed = (await call(listProjects, { cookie: ivan.cookie, url: `/api/projects?search=${encodeURIComponent(p.client)}` })).body;
    expect(listed).toEqual([expect.objectContaining({ id: p.id, reservationStatus: "rejected", rejectionNotes: "Fund is full this quarter" })]);
    const other = (await call(getProject, { cookie: olga.cookie, params: { id: p.id } })).body;
    expect(other).toMatchObject({ reservationStatus: null, rejectionNotes: null, available: true });
    expect((await call(getProject, { cookie: employee.cookie, params: { id: p.id } })).body).toMatchObject({ rejectedFor: ivan.id, rejectionNotes: "Fund is full this quarter" });

    // Another investor's hold leaves Ivan's rejection in place; his own new reservation ends it.
    await call(reserve, as(olga, p.id));
    expect((await call(getProject, { cookie: ivan.cookie, params: { id: p.id } })).body).toMatchObject({ reservationStatus: "rejected", isReserved: true });
    expect((await call(getProject, { cookie: olga.cookie, params: { id: p.id } })).body).toMatchObject({ reservationStatus: "pending", rejectionNotes: null });
    await call(withdraw, { ...as(olga, p.id), method: "DELETE" });
    await call(reserve, as(ivan, p.id));
    expect((await call(getProject, { cookie: ivan.cookie, params: { id: p.id } })).body).toMatchObject({ reservationStatus: "pending", rejectionNotes: null, reservedByMe: true });
  });

  it("rejects without a note, and answers 404 for unknown projects and 403 for investors", async () => {
    const p = await makeAvailableProject();
    await call(reserve, as(ivan, p.id));
    expect((await call(reject, { ...as(employee, p.id), body: undefined })).status).toBe(200);
    expect((await call(approve, as(employee, "no-such-project"))).status).toBe(404);
    expect((await call(reject, as(employee, "no-such-project", {}))).status).toBe(404);
    await call(reserve, as(ivan, p.id));
    expect((await call(approve, as(ivan, p.id))).status).toBe(403);
    expect((await call(reject, as(ivan, p.id, {}))).status).toBe(403);
    expect((await row(p.id)).reservationStatus).toBe("pending");
  });

  it("accepts a username in another case for the picker, still only approved investors", async () => {
    const p = await makeAvailableProject();
    const res = await call(reserveFor, as(employee, p.id, { investorId: ivan.username.toUpperCase() }));
    expect(res.status).toBe(200);
    expect((await row(p.id)).reservedBy).toBe(ivan.id);
    await createUser("denied.dan", "external", "denied");
    const other = await makeAvailableProject();
    expect((await call(reserveFor, as(employee, other.id, { investorId: "denied.dan" }))).body.error).toBe("Investor not found or not approved");
  });
});
