// Projects for integration tests and the access matrix, written straight to the database (not through
// the project service, so reservation and dashboard tests do not depend on it).
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { Stage } from "@/lib/projects/schemas";
import { toDbStage } from "@/lib/projects/stage";

/** Any column of the row; the stage as the API names it ("Best Case"). */
export type ProjectOverrides = Omit<Partial<Prisma.ProjectUncheckedCreateInput>, "stage"> & { stage?: Stage };

let n = 0;

/** A Committed project, not shared with investors unless asked; a reservation holder gets its reservedAt. */
export async function makeProject(over: ProjectOverrides = {}) {
  const db = await getDb();
  const { stage = "Committed", ...rest } = over;
  n += 1;
  return db.project.create({
    data: {
      deploymentQuarter: "Q2'25",
      client: `Client ${n}`,
      address: `${n} Main St`,
      purpose: "Workplace charging",
      type: "L2",
      reservedAt: over.reservedBy ? new Date() : undefined,
      ...rest,
      stage: toDbStage(stage),
    },
  });
}

/** A project an investor may reserve: shared, Committed, held by nobody. */
export function makeAvailableProject(over: ProjectOverrides = {}) {
  return makeProject({ sharedWithInvestors: true, numberOfChargers: 4, numberOfSpaces: 8, projectCost: "100000.00", ...over });
}
