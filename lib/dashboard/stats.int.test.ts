import { GET as stats } from "@/app/api/dashboard/stats/route";
import { POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { makeReady, requireReadiness } from "@/test/factories/readiness";
import { makeAvailableProject } from "@/test/factories/projects";

let employee: TestUser, ivan: TestUser, olga: TestUser;

// Eleven projects; chargers 1..11 in letter order so that a sum over the wrong rows shows.
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
  const held = (who: TestUser, status: "pending" | "approved") => ({
    reservedBy: who.id,
    reservedAt: new Date(),
    reservationStatus: status,
    ...(status === "approved" ? { approvedBy: employee.id, approvedAt: new Date(), ownedBy: who.id } : {}),
  });
  await makeAvailableProject({ client: "A available", projectCost: "100.10", type: "L3", numberOfChargers: 1 });
  await makeAvailableProject({ client: "B ivan pending", projectCost: "200.20", type: "L2", numberOfChargers: 2, ...held(ivan, "pending"), placedInServiceDate: new Date("2025-05-01"), censusTract: "06037206031", tractEligible: true, prevailingWageMet: true });
  // §30C inputs (issue 22 §3): C at 30 % (90.09), F at 6 % (36.036 → 36.04), B pending: no credit in the cards yet.
  const itc = { placedInServiceDate: new Date("2025-05-01"), censusTract: "06037206031", tractEligible: true, prevailingWageMet: true };
  await makeAvailableProject({ client: "C ivan approved", projectCost: "300.30", type: "L3", numberOfChargers: 3, ...held(ivan, "approved"), ...itc });
  await makeAvailableProject({ client: "D olga pending", projectCost: "400.40", type: "L3", numberOfChargers: 4, ...held(olga, "pending") });
  const e = await makeAvailableProject({ client: "E rejected", projectCost: "500.50", type: "L2", numberOfChargers: 5 });
  await makeAvailableProject({ client: "F ivan deployed", stage: "Deployed", projectCost: "600.60", type: "L3", numberOfChargers: 6, ownedBy: ivan.id, ...itc, prevailingWageMet: false });
  await makeAvailableProject({ client: "G olga deployed", stage: "Deployed", projectCost: "700.70", type: "L2", numberOfChargers: 7, ownedBy: olga.id });
  await makeAvailableProject({ client: "H unshared", sharedWithInvestors: false, projectCost: "800.80", type: "L3", numberOfChargers: 8 });
  await makeAvailableProject({ client: "I pipeline", stage: "Pipeline", sharedWithInvestors: false, projectCost: "900.90", type: "L2", numberOfChargers: 9 });
  await makeAvailableProject({ client: "J best case", stage: "Best Case", projectCost: "1000.00", type: "L3", numberOfChargers: 10 });
  await makeAvailableProject({ client: "K unshared deployed", stage: "Deployed", sharedWithInvestors: false, projectCost: "50.05", type: "L3", numberOfChargers: 11, ownedBy: ivan.id });
  // E goes through a real reservation and rejection: afterwards it is available again.
  expect((await call(reserve, { cookie: olga.cookie, method: "POST", params: { id: e.id } })).status).toBe(200);
  expect((await call(reject, { cookie: employee.cookie, method: "POST", params: { id: e.id }, body: { notes: "no" } })).status).toBe(200);
});

it("gives an investor their cards and panels over shared projects only", async () => {
  const res = await call(stats, { cookie: ivan.cookie });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    committedAvailableCount: 2, // A and the rejected E
    committedAvailableValue: "600.60",
    committedReservedByMeCount: 2, // B pending and C approved; Olga's D is not Ivan's
    committedReservedByMeValue: "500.50",
    deployedOwnedCount: 1, // F; K is owned but no longer shared
    deployedOwnedValue: "600.60",
    committedReservedByMeItc: "90.09",
    deployedOwnedItc: "36.04",
    byStage: [
      { stage: "Committed", count: 5, value: "1501.50" },
      { stage: "Pipeline", count: 0, value: "0.00" },
      { stage: "Best Case", count: 1, value: "1000.00" },
      { stage: "Contracted", count: 0, value: "0.00" },
      { stage: "Deployed", count: 2, value: "1301.30" },
    ],
    byType: [
      { type: "L3", count: 5, value: "2401.40", chargers: 24 },
      { type: "L2", count: 3, value: "1401.40", chargers: 14 },
    ],
  });
});

it("counts another investor's own reservations for them, not Ivan's", async () => {
  const res = await call(stats, { cookie: olga.cookie });
  expect(res.body).toMatchObject({ committedReservedByMeCount: 1, committedReservedByMeValue: "400.40", deployedOwnedCount: 1, deployedOwnedValue: "700.70" });
});

it("gives an employee the pipeline totals over every project", async () => {
  const res = await call(stats, { cookie: employee.cookie });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    committedAvailableCount: 2,
    committedAvailableValue: "600.60",
    committedReservedByMeCount: 0,
    committedReservedByMeValue: "0.00",
    deployedOwnedCount: 0,
    deployedOwnedValue: "0.00",
    committedReservedByMeItc: "0.00",
    deployedOwnedItc: "0.00",
    totalProjects: 11,
    totalValue: "5554.55",
    committedCount: 6,
    deployedCount: 3,
    byStage: [
      { stage: "Committed", count: 6, value: "2302.30" },
      { stage: "Pipeline", count: 1, value: "900.90" },
      { stage: "Best Case", count: 1, value: "1000.00" },
      { stage: "Contracted", count: 0, value: "0.00" },
      { stage: "Deployed", count: 3, value: "1351.35" },
    ],
    byType: [
      { type: "L3", count: 7, value: "3252.25", chargers: 43 },
      { type: "L2", count: 4, value: "2302.30", chargers: 23 },
    ],
  });
});

it("keeps large sums exact", async () => {
  await makeAvailableProject({ stage: "Contracted", projectCost: "9999999999.99" });
  await makeAvailableProject({ stage: "Contracted", projectCost: "9999999999.99" });
  const res = await call(stats, { cookie: employee.cookie });
  expect(res.body.totalValue).toBe("20000005554.53");
  expect(res.body.byStage[3]).toEqual({ stage: "Contracted", count: 2, value: "19999999999.98" });
});

it("needs a signed-in user", async () => {
  expect((await call(stats, {})).status).toBe(401);
});

it("counts nothing as Available to Reserve for an investor the readiness rule keeps from reserving", async () => {
  const ready = await createUser("stats.ready");
  await makeReady(ready.id);
  await requireReadiness(true);
  try {
    const none = { committedAvailableCount: 0, committedAvailableValue: "0.00" };
    const both = { committedAvailableCount: 2, committedAvailableValue: "600.60" };
    // Ivan has no documents and no MSA: the reserve gate would refuse A and E alike.
    expect((await call(stats, { cookie: ivan.cookie })).body).toMatchObject({ ...none, committedReservedByMeCount: 2 });
    expect((await call(stats, { cookie: ready.cookie })).body).toMatchObject(both);
    // Employees reserve on an investor's behalf (with an override), so they keep every available project.
    expect((await call(stats, { cookie: employee.cookie })).body).toMatchObject(both);
  } finally {
    await requireReadiness(false);
  }
  expect((await call(stats, { cookie: ivan.cookie })).body).toMatchObject({ committedAvailableCount: 2 });
});
