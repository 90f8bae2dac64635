// Test-only: projects made straight through Prisma, so reservation and dashboard tests do not depend on
// the project feature's service.
import { getDb } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";

let n = 0;

export async function makeProject(data: Partial<Prisma.ProjectUncheckedCreateInput> = {}) {
  const db = await getDb();
  n += 1;
  return db.project.create({
    data: {
      deploymentQuarter: "Q3'25",
      stage: "Committed",
      client: `Client ${n}`,
      address: `${n} Main St`,
      purpose: "Fleet depot",
      type: "L3",
      numberOfChargers: 4,
      numberOfSpaces: 8,
      projectCost: "100000.00",
      sharedWithInvestors: true,
      ...data,
    },
  });
}
