// Issue 22 §1–2 and issue 19 §1.2/§3 for reservations: the readiness gate (and an employee's override),
// the waitlist and its promotion, decisions from a stale screen, and the investor's bell.
import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { DELETE as leave, POST as join } from "@/app/api/projects/[id]/waitlist/route";
import { GET as myPlaces } from "@/app/api/waitlist/route";
import { GET as waitlists } from "@/app/api/admin/waitlists/route";
import { GET as myReadiness } from "@/app/api/readiness/route";
import { GET as settings, PUT as putSettings } from "@/app/api/admin/reservation-settings/route";
import { GET as investors } from "@/app/api/admin/investors/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";
import { makeReadiness, makeReady, requireReadiness } from "@/test/factories/readiness";

let employee: TestUser, boss: TestUser, ready: TestUser[], notReady: TestUser;
beforeAll(async () => {
  employee = await createUser("rw.employee", "employee");
  boss = await createUser("rw.boss", "employee");
  ready = [];
  for (let i = 0; i < 4; i++) {
    const u = await createUser(`rw.ready${i}`);
    await makeReady(u.id);
    ready.push(u);
  }
  notReady = await createUser("rw.notready");
  await makeReadiness(notReady.id, { accepted: 6, msa: false });
});
afterEach(() => requireReadiness(false));

const post = (u: TestUser, id: string, body?: unknown) => ({ cookie: u.cookie, params: { id }, method: "POST", body });
const del = (u: TestUser, id: string, body?: unknown) => ({ cookie: u.cookie, params: { id }, method: "DELETE", body });
const row = async (id: string) => (await getDb()).project.findUniqueOrThrow({ where: { id } });
const audits = async (id: string) => (await getDb()).auditLog.findMany({ where: { entityType: "reservation", entityId: id }, orderBy: { createdAt: "asc" } });
const line = async (id: string) => (await getDb()).waitlistEntry.findMany({ where: { projectId: id }, orderBy: { seq: "asc" }, select: { userId: true } });
const bell = async (u: TestUser) => (await getDb()).notification.findMany({ where: { userId: u.id }, orderBy: { createdAt: "desc" } });
const heldBy = (u: TestUser) => makeAvailableProject({ reservedBy: u.id, reservedAt: new Date(), reservationStatus: "pending" });

describe("ready to reserve", () => {
  it("is off on a fresh install: anyone reserves as spec 1 says", async () => {
    expect((await call(settings, { cookie: employee.cookie })).body).toEqual({ requireReadiness: false });
    const p = await makeAvailableProject();
    expect((await call(reserve, post(notReady, p.id))).status).toBe(200);
    expect((await call(myReadiness, { cookie: notReady.cookie })).body).toMatchObject({ required: false, ready: false, acceptedDocuments: 6, msaExecuted: false });
  });

  it("when switched on, refuses a not-ready investor with 409 and the checklist's words, writing nothing", async () => {
    const put = await call(putSettings, { method: "PUT", cookie: employee.cookie, body: { requireReadiness: true } });
    expect(put).toMatchObject({ status: 200, body: { requireReadiness: true } });
    const [audit] = await (await getDb()).auditLog.findMany({ where: { event: "setting.updated", entityId: "reservations.requireReadiness" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(audit).toMatchObject({ userId: employee.id, oldValues: { value: "false" }, newValues: { value: "true" } });

    const p = await makeAvailableProject();
    const res = await call(reserve, post(notReady, p.id));
    expect(res).toMatchObject({ status: 409, body: { error: "Not ready to reserve: 6 of 9 documents accepted, MSA not yet signed" } });
    expect((await row(p.id)).reservedBy).toBeNull();
    expect(await audits(p.id)).toHaveLength(0);
    expect((await call(reserve, post(ready[0], p.id))).status).toBe(200);
    // The holder's repeat is still a repeat, and unshared projects stay hidden (404 before readiness).
    expect((await call(reserve, post(ready[0], p.id))).status).toBe(200);
    const hidden = await makeAvailableProject({ sharedWithInvestors: false });
    expect((await call(reserve, post(notReady, hidden.id))).status).toBe(404);
  });

  it("the employee's investor picker says who is ready while readiness is required (null while it is not)", async () => {
    const mine = async () => {
      const res = await call(investors, { cookie: employee.cookie });
      expect(res.status).toBe(200);
      return (res.body as { id: string; username: string; ready: boolean | null }[]).filter((i) => [ready[0].id, notReady.id].includes(i.id));
    };
    // By username: rw.notready, then rw.ready0.
    expect(await mine()).toEqual([
      { id: notReady.id, username: notReady.username, ready: null },
      { id: ready[0].id, username: ready[0].username, ready: null },
    ]);
    await requireReadiness(true);
    expect(await mine()).toEqual([
      { id: notReady.id, username: notReady.username, ready: false },
      { id: ready[0].id, username: ready[0].username, ready: true },
    ]);
  });

  it("an employee reserving for a not-ready investor is refused, unless they give a reason, which the audit keeps", async () => {
    await requireReadiness(true);
    const p = await makeAvailableProject();
    const refused = await call(reserveFor, post(employee, p.id, { investorId: notReady.username }));
    expect(refused).toMatchObject({ status: 409, body: { error: "rw.notready is not ready to reserve: 6 of 9 documents accepted, MSA not yet signed" } });
    expect(await audits(p.id)).toHaveLength(0);
    const res = await call(reserveFor, post(employee, p.id, { investorId: notReady.username, overrideReason: "Documents are with the lawyer; signed MSA arrives Monday" }));
    expect(res.status).toBe(200);
    expect(await row(p.id)).toMatchObject({ reservedBy: notReady.id, reservationStatus: "pending" });
    const [audit] = await audits(p.id);
    expect(audit).toMatchObject({ event: "reservation.requested", userId: employee.id, newValues: { reservedBy: notReady.id, readinessOverride: "Documents are with the lawyer; signed MSA arrives Monday" } });
    // A reason for a ready investor is not an override and is not recorded as one.
    const q = await makeAvailableProject();
    await call(reserveFor, post(employee, q.id, { investorId: ready[0].username, overrideReason: "not needed" }));
    expect((await audits(q.id))[0].newValues).not.toHaveProperty("readinessOverride");
  });
});

describe("the waitlist", () => {
  it("ready investors join a held project and see their place; leaving moves the others up; nobody sees another's place", async () => {
    const p = await heldBy(ready[0]);
    expect((await call(join, post(ready[1], p.id))).body).toEqual({ message: "You are 1st in line", place: 1 });
    expect((await call(join, post(ready[2], p.id))).body).toEqual({ message: "You are 2nd in line", place: 2 });
    expect((await call(join, post(ready[3], p.id))).body.place).toBe(3);
    // A repeat answers the place again and writes nothing.
    expect((await call(join, post(ready[2], p.id))).body.place).toBe(2);
    expect((await audits(p.id)).filter((a) => a.event === "reservation.waitlist-joined")).toHaveLength(3);

    expect((await call(myPlaces, { cookie: ready[3].cookie })).body).toEqual([{ projectId: p.id, place: 3 }]);
    expect((await call(leave, del(ready[1], p.id))).status).toBe(200);
    expect((await call(myPlaces, { cookie: ready[3].cookie })).body).toEqual([{ projectId: p.id, place: 2 }]);
    expect((await call(myPlaces, { cookie: ready[2].cookie })).body).toEqual([{ projectId: p.id, place: 1 }]);
    expect((await call(leave, del(ready[1], p.id))).body.error).toBe("You are not on the waitlist for this project");

    const admin = (await call(waitlists, { cookie: employee.cookie })).body.find((w: { projectId: string }) => w.projectId === p.id);
    expect(admin).toMatchObject({ holder: { username: ready[0].username, reservationStatus: "pending" } });
    expect(admin.entries.map((e: { place: number; username: string; ready: boolean }) => [e.place, e.username, e.ready])).toEqual([
      [1, ready[2].username, true],
      [2, ready[3].username, true],
    ]);
  });

  it("refuses a free project, the holder, and (when required) a not-ready investor", async () => {
    const free = await makeAvailableProject();
    expect((await call(join, post(ready[1], free.id))).body.error).toBe("This project is available: reserve it instead");
    const p = await heldBy(ready[0]);
    expect((await call(join, post(ready[0], p.id))).body.error).toBe("You already hold this project");
    await requireReadiness(true);
    expect(await call(join, post(notReady, p.id))).toMatchObject({ status: 409, body: { error: "Not ready to reserve: 6 of 9 documents accepted, MSA not yet signed" } });
    expect(await line(p.id)).toEqual([]);
  });

  it("a withdrawal gives the project to the first still-ready investor in line, with a bell notification; the others move up", async () => {
    const p = await makeAvailableProject({ client: "Harbor Lofts" });
    await call(reserve, post(ready[0], p.id));
    await call(join, post(notReady, p.id));
    await call(join, post(ready[1], p.id));
    await call(join, post(ready[2], p.id));
    await requireReadiness(true);
    const res = await call(withdraw, del(ready[0], p.id));
    expect(res.status).toBe(200);
    expect(await row(p.id)).toMatchObject({ reservedBy: ready[1].id, reservationStatus: "pending", reservationNotes: "Reserved from the waitlist: the first ready investor in line when the project was released" });
    // The not-ready investor keeps the first place; the promoted one left the line.
    expect(await line(p.id)).toEqual([{ userId: notReady.id }, { userId: ready[2].id }]);
    const [n] = await bell(ready[1]);
    expect(n).toMatchObject({ kind: "reservation.promoted", message: "Your turn on the waitlist: Harbor Lofts is now reserved for you, pending approval.", link: "/dashboard?search=Harbor%20Lofts" });
    const log = await audits(p.id);
    expect(log.slice(-2).map((a) => a.event).sort()).toEqual(["reservation.promoted", "reservation.withdrawn"]);
    expect(log.find((a) => a.event === "reservation.promoted")).toMatchObject({ userId: ready[0].id, newValues: { reservedBy: ready[1].id, reservationStatus: "pending" } });
  });

  it("a rejection promotes too, and the rejected investor reads the reason in the bell", async () => {
    const p = await makeAvailableProject({ client: "Pier 9" });
    await call(reserve, post(ready[0], p.id));
    await call(join, post(ready[1], p.id));
    expect((await call(reject, post(employee, p.id, { notes: "Fund is full" }))).status).toBe(200);
    expect(await row(p.id)).toMatchObject({ reservedBy: ready[1].id, reservationStatus: "pending", rejectedFor: ready[0].id, rejectionNotes: "Fund is full" });
    expect((await bell(ready[0]))[0]).toMatchObject({ kind: "reservation.rejected", message: "Your reservation of Pier 9 was rejected: Fund is full" });
    expect((await call(approve, post(employee, p.id))).status).toBe(200);
    expect((await bell(ready[1]))[0]).toMatchObject({ kind: "reservation.approved", message: "Your reservation of Pier 9 was approved." });
  });

  it("nobody in line (or nobody ready) leaves the project free", async () => {
    const p = await makeAvailableProject();
    await call(reserve, post(ready[0], p.id));
    await call(join, post(notReady, p.id));
    await requireReadiness(true);
    await call(withdraw, del(ready[0], p.id));
    expect(await row(p.id)).toMatchObject({ reservedBy: null, reservationStatus: null });
    expect(await line(p.id)).toEqual([{ userId: notReady.id }]);
  });
});

describe("decisions from the state the screen showed", () => {
  it("a stale approve after a colleague's reject and a promotion is 409 naming who and when; nothing changes", async () => {
    const p = await makeAvailableProject();
    await call(reserve, post(ready[0], p.id));
    await call(join, post(ready[1], p.id));
    const shown = { expectedStatus: "pending", expectedReservedBy: ready[0].id };
    expect((await call(reject, post(boss, p.id, { ...shown, notes: "No" }))).status).toBe(200);
    const before = (await audits(p.id)).length;
    const stale = await call(approve, post(employee, p.id, shown));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This reservation was already rejected by rw\.boss on \d{4}-\d\d-\d\d at \d\d:\d\d UTC$/);
    expect(await row(p.id)).toMatchObject({ reservedBy: ready[1].id, reservationStatus: "pending" });
    expect(await audits(p.id)).toHaveLength(before);
  });

  it("repeating the same decision is 409 with no audit row", async () => {
    const p = await heldBy(ready[0]);
    const shown = { expectedStatus: "pending", expectedReservedBy: ready[0].id };
    expect((await call(approve, post(employee, p.id, shown))).status).toBe(200);
    const again = await call(approve, post(boss, p.id, shown));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^This reservation was already approved by rw\.employee on /);
    expect((await audits(p.id)).filter((a) => a.event === "reservation.approved")).toHaveLength(1);
  });

  it("an investor's stale withdrawal names an employee without their name", async () => {
    const p = await makeAvailableProject();
    await call(reserve, post(ready[2], p.id));
    await call(approve, post(employee, p.id));
    const res = await call(withdraw, del(ready[2], p.id, { expectedStatus: "pending" }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^This reservation was already approved by an employee on /);
    // Another investor who reserved after the caller's withdrawal in another tab is not named either.
    const q = await makeAvailableProject();
    await call(reserve, post(ready[2], q.id));
    await call(withdraw, del(ready[2], q.id));
    await call(reserve, post(ready[3], q.id));
    const other = await call(withdraw, del(ready[2], q.id, { expectedStatus: "pending", expectedReservedBy: ready[2].id }));
    expect(other.body.error).toMatch(/^This project was reserved by another investor on /);
  });

  it("without the screen's state (the spec's own client) the moves work as before; a bad state is 400", async () => {
    const p = await heldBy(ready[0]);
    expect((await call(approve, post(employee, p.id, { expectedStatus: "bogus" }))).status).toBe(400);
    expect((await call(approve, post(employee, p.id))).status).toBe(200);
  });
});
