// Concurrent moves on one project: the row lock in the reservation service must let exactly one win,
// answer everyone else with a 409 (never a 500), and leave the row and the audit log consistent.
import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { getDb } from "@/lib/db";
import { call, type CallResult } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

let employee: TestUser;
let investors: TestUser[];
beforeAll(async () => {
  employee = await createUser("race.employee", "employee");
  investors = [];
  for (let i = 0; i < 20; i++) investors.push(await createUser(`racer${i}`));
});

const post = (u: TestUser, id: string, body?: unknown) => ({ cookie: u.cookie, params: { id }, method: "POST", body });
const statuses = (results: CallResult[]) => results.map((r) => r.status).sort();
const auditCount = async (id: string) => (await getDb()).auditLog.count({ where: { entityType: "reservation", entityId: id } });
const row = async (id: string) => (await getDb()).project.findUniqueOrThrow({ where: { id } });

it("twenty investors racing for one project: one wins, nineteen get 409", async () => {
  const p = await makeAvailableProject();
  const results = await Promise.all(investors.map((u) => call(reserve, post(u, p.id))));
  expect(statuses(results)).toEqual([200, ...Array(19).fill(409)]);
  const winner = investors[results.findIndex((r) => r.status === 200)];
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.error).toBe("This project is already reserved");
  expect(await row(p.id)).toMatchObject({ reservedBy: winner.id, reservationStatus: "pending" });
  expect(await auditCount(p.id)).toBe(1);
});

it("investors racing employees reserving on behalf: one reservation in all", async () => {
  const p = await makeAvailableProject();
  const [mine, theirs] = [investors.slice(0, 10), investors.slice(10)];
  const results = await Promise.all([
    ...mine.map((u) => call(reserve, post(u, p.id))),
    ...theirs.map((u) => call(reserveFor, post(employee, p.id, { investorId: u.username }))),
  ]);
  expect(statuses(results)).toEqual([200, ...Array(19).fill(409)]);
  const winner = [...mine, ...theirs][results.findIndex((r) => r.status === 200)];
  expect((await row(p.id)).reservedBy).toBe(winner.id);
  expect(await auditCount(p.id)).toBe(1);
});

it("the holder repeating the call concurrently gets 200 every time and one audit row", async () => {
  const p = await makeAvailableProject();
  const results = await Promise.all(Array.from({ length: 8 }, () => call(reserve, post(investors[0], p.id))));
  expect(statuses(results)).toEqual(Array(8).fill(200));
  expect(new Set(results.map((r) => r.body.project.reservedAt)).size).toBe(1);
  expect(await auditCount(p.id)).toBe(1);
});

it("approvals racing rejections: exactly one decision", async () => {
  const p = await makeAvailableProject();
  await call(reserve, post(investors[1], p.id));
  const moves = Array.from({ length: 10 }, (_, i) => (i % 2 ? call(approve, post(employee, p.id)) : call(reject, post(employee, p.id, { notes: `no ${i}` }))));
  const results = await Promise.all(moves);
  expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  const won = results.find((r) => r.status === 200)!.body.message;
  const after = await row(p.id);
  if (won === "Reservation approved") expect(after).toMatchObject({ reservationStatus: "approved", ownedBy: investors[1].id });
  else expect(after).toMatchObject({ reservationStatus: "rejected", reservedBy: null, ownedBy: null });
  expect(await auditCount(p.id)).toBe(2);
});

it("a withdrawal racing an approval: one of them, never both", async () => {
  const p = await makeAvailableProject();
  await call(reserve, post(investors[2], p.id));
  const [w, a] = await Promise.all([call(withdraw, { ...post(investors[2], p.id), method: "DELETE" }), call(approve, post(employee, p.id))]);
  expect([w.status, a.status].sort()).toEqual([200, 409]);
  const after = await row(p.id);
  if (w.status === 200) expect(after).toMatchObject({ reservedBy: null, reservationStatus: null, ownedBy: null });
  else expect(after).toMatchObject({ reservedBy: investors[2].id, reservationStatus: "approved" });
  expect(await auditCount(p.id)).toBe(2);
});
