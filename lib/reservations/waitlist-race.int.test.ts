// Issue 22 §2's races: whatever runs at once (two releases, a release and a join, fifty joins), the
// project ends with exactly one holder or none, nobody both holds and waits, and the line's places are
// 1..n with no gap and no repeat. The project's row lock in the reservation service and the waitlist
// service is what makes this hold.
import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { DELETE as leave, POST as join } from "@/app/api/projects/[id]/waitlist/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

let employee: TestUser;
let investors: TestUser[];
beforeAll(async () => {
  employee = await createUser("wr.employee", "employee");
  investors = [];
  for (let i = 0; i < 52; i++) investors.push(await createUser(`wr.investor${i}`));
});

const post = (u: TestUser, id: string, body?: unknown) => ({ cookie: u.cookie, params: { id }, method: "POST", body });
const del = (u: TestUser, id: string) => ({ cookie: u.cookie, params: { id }, method: "DELETE" });

/** The state after the race, checked against the invariants; answers the holder and the line in order. */
async function settled(projectId: string) {
  const db = await getDb();
  const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
  const places = await db.$queryRaw<{ userId: string; place: number }[]>`
    SELECT "userId", (row_number() OVER (ORDER BY seq))::int AS place FROM waitlist_entries WHERE "projectId" = ${projectId} ORDER BY seq`;
  const line = places.map((p) => p.userId);
  expect(new Set(line).size).toBe(line.length);
  expect(places.map((p) => p.place)).toEqual(line.map((_, i) => i + 1));
  if (project.reservedBy) expect(line).not.toContain(project.reservedBy);
  return { holder: project.reservedBy, status: project.reservationStatus, line };
}

const promotions = async (projectId: string) => (await getDb()).auditLog.count({ where: { entityId: projectId, event: "reservation.promoted" } });

it("fifty joins at once: fifty places, 1 to 50, each answered with its own", async () => {
  const p = await makeAvailableProject();
  await call(reserve, post(investors[0], p.id));
  const joiners = investors.slice(1, 51);
  const results = await Promise.all(joiners.map((u) => call(join, post(u, p.id))));
  expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
  expect(results.map((r) => r.body.place).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  const { holder, line } = await settled(p.id);
  expect(holder).toBe(investors[0].id);
  expect(line).toHaveLength(50);
  // Each answered place is that investor's place in the settled line.
  joiners.forEach((u, i) => expect(line.indexOf(u.id) + 1).toBe(results[i].body.place));
});

// The rejections carry the reservation their screen showed (issue 19 §1.2): without it, a rejection that
// lands after the promotion would reject the promoted investor, which is a different decision.
it("two releases at once (the holder's withdrawal and an employee's rejection, twice each): one release, one promotion", async () => {
  const p = await makeAvailableProject();
  const [holder, first, second] = investors;
  await call(reserve, post(holder, p.id));
  await call(join, post(first, p.id));
  await call(join, post(second, p.id));
  const shown = { expectedStatus: "pending", expectedReservedBy: holder.id };
  const results = await Promise.all([
    call(withdraw, del(holder, p.id)),
    call(reject, post(employee, p.id, shown)),
    call(withdraw, del(holder, p.id)),
    call(reject, post(employee, p.id, shown)),
  ]);
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status !== 200).every((r) => [403, 409].includes(r.status))).toBe(true);
  const after = await settled(p.id);
  expect(after).toEqual({ holder: first.id, status: "pending", line: [second.id] });
  expect(await promotions(p.id)).toBe(1);
});

it("a withdrawal racing joins and a leave: one holder, everyone else in line once, no gap", async () => {
  const p = await makeAvailableProject();
  const [holder, early, leaver, ...rest] = investors;
  const late = rest.slice(0, 10);
  await call(reserve, post(holder, p.id));
  await call(join, post(early, p.id));
  await call(join, post(leaver, p.id));
  const results = await Promise.all([call(withdraw, del(holder, p.id)), call(leave, del(leaver, p.id)), ...late.map((u) => call(join, post(u, p.id)))]);
  expect(results[0].status).toBe(200);
  expect(results[1].status).toBe(200);
  // A join that landed after the release found the project held by `early`; none found it free, since
  // the release hands it straight to `early`.
  expect(results.slice(2).map((r) => r.status)).toEqual(Array(10).fill(200));
  const after = await settled(p.id);
  expect(after.holder).toBe(early.id);
  expect(after.line.sort()).toEqual(late.map((u) => u.id).sort());
  expect(await promotions(p.id)).toBe(1);
});

it("a withdrawal racing the first join: the joiner either gets the project or finds it free, never both", async () => {
  const p = await makeAvailableProject();
  const [holder, joiner] = investors.slice(40, 42);
  await call(reserve, post(holder, p.id));
  const [w, j] = await Promise.all([call(withdraw, del(holder, p.id)), call(join, post(joiner, p.id))]);
  expect(w.status).toBe(200);
  const after = await settled(p.id);
  if (j.status === 200) expect(after).toEqual({ holder: joiner.id, status: "pending", line: [] });
  else expect([j.body.error, after]).toEqual(["This project is available: reserve it instead", { holder: null, status: null, line: [] }]);
});
