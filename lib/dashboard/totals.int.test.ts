// The dashboard's figures come from project_totals (deltas appended by triggers on projects): after every
// kind of write they must equal a fresh aggregate over the rows themselves, for both roles.
import { GET as stats } from "@/app/api/dashboard/stats/route";
import { POST as createRoute } from "@/app/api/projects/route";
import { PUT as updateRoute, DELETE as deleteRoute } from "@/app/api/projects/[id]/route";
import { POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as importCsv } from "@/app/api/projects/import/route";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { compactProjectTotals } from "@/lib/db-maintenance";
import { AVAILABLE_SQL } from "@/lib/reservations/availability";
import { makeAvailableProject, makeProject } from "@/test/factories/projects";
import { createCast, type TestUser } from "@/test/factories/users";
import { call } from "@/test/http";
import { itcCreditSql } from "@/lib/itc/sql";

let employee: TestUser, ivan: TestUser, olga: TestUser;

beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
  await makeAvailableProject({ client: "A", projectCost: "100.10", numberOfChargers: 3 });
  await makeProject({ client: "B", stage: "Pipeline", projectCost: "2500.00", type: "L3", numberOfChargers: 7 });
  await makeAvailableProject({ client: "C", stage: "Deployed", projectCost: "999.99", ownedBy: ivan.id });
});

/** The figures as the stats endpoint computed them before project_totals: straight over the rows. */
async function freshStats(user: TestUser) {
  const db = await getDb();
  const employeeView = user.role === "employee";
  const scope = employeeView ? Prisma.sql`TRUE` : Prisma.sql`"sharedWithInvestors"`;
  const available = Prisma.raw(AVAILABLE_SQL);
  const mine = Prisma.sql`"reservedBy" = ${user.id} AND "reservationStatus" IN ('pending', 'approved')`;
  const owned = Prisma.sql`"stage" = 'Deployed' AND "ownedBy" = ${user.id}`;
  const count = (f: Prisma.Sql) => Prisma.sql`COUNT(*) FILTER (WHERE ${f})::int`;
  const sum = (f: Prisma.Sql) => Prisma.sql`COALESCE(SUM("projectCost") FILTER (WHERE ${f}), 0.00)::text`;
  // The §30C estimate of the caller's own (approved) projects among them (lib/itc/sql.ts).
  const itc = (f: Prisma.Sql) => Prisma.sql`COALESCE(SUM(${itcCreditSql()}) FILTER (WHERE ${f} AND "ownedBy" = ${user.id}), 0.00)::numeric(20,2)::text`;
  const [t] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${count(available)} AS "committedAvailableCount", ${sum(available)} AS "committedAvailableValue",
           ${count(mine)} AS "committedReservedByMeCount", ${sum(mine)} AS "committedReservedByMeValue", ${itc(mine)} AS "committedReservedByMeItc",
           ${count(owned)} AS "deployedOwnedCount", ${sum(owned)} AS "deployedOwnedValue", ${itc(owned)} AS "deployedOwnedItc",
           COUNT(*)::int AS "totalProjects", COALESCE(SUM("projectCost"), 0.00)::text AS "totalValue",
           ${count(Prisma.sql`"stage" = 'Committed'`)} AS "committedCount", ${count(Prisma.sql`"stage" = 'Deployed'`)} AS "deployedCount"
    FROM projects WHERE ${scope}`;
  const stages = ["Committed", "Pipeline", "Best Case", "Contracted", "Deployed"];
  const byStage = [];
  for (const stage of stages) {
    const [g] = await db.$queryRaw<{ count: number; value: string }[]>`
      SELECT COUNT(*)::int AS count, COALESCE(SUM("projectCost"), 0.00)::text AS value FROM projects WHERE ${scope} AND stage::text = ${stage}`;
    byStage.push({ stage, ...g });
  }
  const byType = [];
  for (const type of ["L3", "L2"]) {
    const [g] = await db.$queryRaw<{ count: number; value: string; chargers: number }[]>`
      SELECT COUNT(*)::int AS count, COALESCE(SUM("projectCost"), 0.00)::text AS value, COALESCE(SUM("numberOfChargers"), 0)::int AS chargers
      FROM projects WHERE ${scope} AND type::text = ${type}`;
    byType.push({ type, ...g });
  }
  const { totalProjects, totalValue, committedCount, deployedCount, ...cards } = t;
  return employeeView ? { ...cards, totalProjects, totalValue, committedCount, deployedCount, byStage, byType } : { ...cards, byStage, byType };
}

async function expectExact(step: string) {
  for (const user of [employee, ivan, olga]) {
    const res = await call(stats, { cookie: user.cookie });
    expect({ step, who: user.username, status: res.status, body: res.body }).toEqual({ step, who: user.username, status: 200, body: await freshStats(user) });
  }
}

const project = {
  deploymentQuarter: "Q3'25",
  stage: "Committed",
  client: "Totals Client",
  address: "1 Sum St",
  purpose: "Fleet depot",
  type: "L3",
  numberOfChargers: 12,
  numberOfSpaces: 20,
  projectCost: "123456.78",
  itcTaxCredit: true,
  sharedWithInvestors: true,
};

it("equals a fresh aggregate after create, update, reserve, delete, import, raw SQL and compaction", async () => {
  await expectExact("start");

  const created = await call(createRoute, { cookie: employee.cookie, method: "POST", body: project });
  expect(created.status).toBe(201);
  await expectExact("create");

  const id = created.body.id as string;
  const edited = await call(updateRoute, { cookie: employee.cookie, method: "PUT", params: { id }, body: { ...project, projectCost: "200000.01", type: "L2", numberOfChargers: 3 } });
  expect(edited.status).toBe(200);
  await expectExact("update cost, type and chargers");

  expect((await call(reserve, { cookie: olga.cookie, method: "POST", params: { id } })).status).toBe(200);
  await expectExact("reserve (no longer available)");

  const unshare = await call(updateRoute, { cookie: employee.cookie, method: "PUT", params: { id: (await makeAvailableProject({ client: "D" })).id }, body: { ...project, sharedWithInvestors: false, stage: "Contracted" } });
  expect(unshare.status).toBe(200);
  await expectExact("unshare and move");

  expect((await call(deleteRoute, { cookie: employee.cookie, method: "DELETE", params: { id } })).status).toBe(200);
  await expectExact("delete");

  const csv = [
    "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit",
    ...Array.from({ length: 40 }, (_, i) => `Q${1 + (i % 4)}'25,${["Committed", "Deployed", "Best Case"][i % 3]},Imported ${i},${i} Road,Depot,L${2 + (i % 2)},${i},${i + 1},"$${i},001.25",yes`),
  ].join("\n");
  const form = new FormData();
  form.set("csvFile", new File([csv], "p.csv", { type: "text/csv" }));
  expect((await call(importCsv, { cookie: employee.cookie, method: "POST", rawBody: form })).status).toBe(201);
  await expectExact("import");

  const db = await getDb();
  await db.$executeRaw`UPDATE projects SET "sharedWithInvestors" = TRUE, "ownedBy" = ${ivan.id} WHERE client LIKE 'Imported 1%'`;
  await db.$executeRaw`DELETE FROM projects WHERE client LIKE 'Imported 2%'`;
  await expectExact("raw UPDATE and DELETE of many rows");

  const before = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM project_totals`;
  await compactProjectTotals(db);
  const [{ n, groups }] = await db.$queryRaw<{ n: number; groups: number }[]>`
    SELECT count(*)::int AS n, (SELECT count(*)::int FROM (SELECT DISTINCT stage, type, "deploymentQuarter", "sharedWithInvestors", "reservedBy" IS NOT NULL FROM projects) g) AS groups FROM project_totals`;
  expect(n).toBeLessThan(before[0].n);
  expect(n).toBe(groups); // one row per group that has projects
  await expectExact("compaction");
});

it("keeps the totals of a rolled-back transaction out", async () => {
  const db = await getDb();
  await expect(
    db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE projects SET "projectCost" = "projectCost" + 1`;
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  await expectExact("rollback");
});
