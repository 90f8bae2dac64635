// The rule is written three ways (Prisma filter, predicate, SQL); they must pick the same projects.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { AVAILABLE_SQL, availableWhere, isAvailable } from "@/lib/reservations/availability";
import { createUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

it("the filter, the predicate and the SQL condition agree", async () => {
  const investor = await createUser("agree.investor");
  const stages = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"] as const;
  for (const stage of stages)
    for (const sharedWithInvestors of [true, false])
      for (const held of [null, "pending", "approved", "rejected"] as const)
        await makeAvailableProject({
          stage,
          sharedWithInvestors,
          reservationStatus: held,
          reservedBy: held === "pending" || held === "approved" ? investor.id : null,
        });
  const db = await getDb();
  const all = await db.project.findMany({ select: { id: true, stage: true, sharedWithInvestors: true, reservedBy: true } });
  const byPredicate = all.filter(isAvailable).map((p) => p.id).sort();
  const byWhere = (await db.project.findMany({ where: availableWhere, select: { id: true } })).map((p) => p.id).sort();
  const bySql = (await db.$queryRaw<{ id: string }[]>`SELECT id FROM projects WHERE ${Prisma.raw(AVAILABLE_SQL)}`).map((p) => p.id).sort();
  expect(byPredicate).toHaveLength(2); // shared Committed, unheld or rejected
  expect(byWhere).toEqual(byPredicate);
  expect(bySql).toEqual(byPredicate);
});
