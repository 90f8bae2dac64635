import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { visibleProjectSql } from "@/lib/projects/policy";
import { compareQuarters } from "@/lib/projects/quarters";
import { makeProject } from "@/test/factories/projects";
import { createUser, type TestUser } from "@/test/factories/users";

let employee: TestUser, investor: TestUser, other: TestUser;
beforeAll(async () => {
  employee = await createUser("quarters.employee", "employee");
  investor = await createUser("quarters.investor");
  other = await createUser("quarters.other");
  await makeProject({ deploymentQuarter: "Q2'26", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q2'26", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q4'24", sharedWithInvestors: true });
  await makeProject({ deploymentQuarter: "Q1'25", sharedWithInvestors: false });
  await makeProject({ deploymentQuarter: "Q3'27", sharedWithInvestors: false, ownedBy: investor.id });
  // Another investor's own unshared project: neither investor's list but theirs shows its quarter.
  await makeProject({ deploymentQuarter: "Q4'27", sharedWithInvestors: false, ownedBy: other.id });
});

/** The rule itself (lib/projects/policy.ts) applied to every row, as the list must answer it. */
async function direct(viewer: TestUser): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ q: string }[]>(Prisma.sql`SELECT DISTINCT p."deploymentQuarter" AS q FROM projects p WHERE ${visibleProjectSql(viewer)}`);
  return rows.map((r) => r.q).sort(compareQuarters);
}

test("each quarter in the data once, in calendar order (not text order)", async () => {
  expect(await listProjectQuarters(employee)).toEqual(["Q4'24", "Q1'25", "Q2'26", "Q3'27", "Q4'27"]);
});

test("an investor is offered only the quarters of projects they may see: shared ones and their own", async () => {
  expect(await listProjectQuarters(investor)).toEqual(["Q4'24", "Q2'26", "Q3'27"]);
  expect(await listProjectQuarters(other)).toEqual(["Q4'24", "Q2'26", "Q4'27"]);
});

test("the investor's list follows sharing, ownership, moves and deletions, before and after the totals are folded", async () => {
  const db = await getDb();
  const lone = await makeProject({ deploymentQuarter: "Q1'28", sharedWithInvestors: false });
  const check = async () => {
    for (const viewer of [employee, investor, other]) expect({ viewer: viewer.username, quarters: await listProjectQuarters(viewer) }).toEqual({ viewer: viewer.username, quarters: await direct(viewer) });
  };
  await check();
  expect(await listProjectQuarters(investor)).not.toContain("Q1'28");

  await db.project.update({ where: { id: lone.id }, data: { sharedWithInvestors: true } });
  await check();
  expect(await listProjectQuarters(other)).toContain("Q1'28");

  // Unshared again, then owned by one investor: only theirs shows it.
  await db.project.update({ where: { id: lone.id }, data: { sharedWithInvestors: false, ownedBy: investor.id } });
  await check();
  expect(await listProjectQuarters(investor)).toContain("Q1'28");
  expect(await listProjectQuarters(other)).not.toContain("Q1'28");

  // Moved to another quarter, shared, with other changes of stage and holder in the same group's figures.
  await db.project.update({ where: { id: lone.id }, data: { deploymentQuarter: "Q2'28", sharedWithInvestors: true, stage: "Deployed", reservedBy: investor.id } });
  await check();
  await db.$queryRaw`SELECT compact_project_totals()`;
  await check();
  expect(await listProjectQuarters(other)).toContain("Q2'28");

  await db.project.delete({ where: { id: lone.id } });
  await check();
  await db.$queryRaw`SELECT compact_project_totals()`;
  await check();
  expect(await listProjectQuarters(other)).not.toContain("Q2'28");
});
