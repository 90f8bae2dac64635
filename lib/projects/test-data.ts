// Projects for tests (integration tests and the access matrix), written straight to the database.
import { getDb } from "@/lib/db";
import type { Stage } from "@/lib/projects/schemas";
import { toDbStage } from "@/lib/projects/stage";

type ProjectOverrides = {
  deploymentQuarter?: string;
  stage?: Stage;
  client?: string;
  address?: string;
  purpose?: string;
  type?: "L2" | "L3";
  numberOfChargers?: number;
  numberOfSpaces?: number;
  projectCost?: string;
  itcTaxCredit?: boolean;
  sharedWithInvestors?: boolean;
  reservedBy?: string | null;
  reservationStatus?: "pending" | "approved" | "rejected" | null;
  reservationNotes?: string | null;
  ownedBy?: string | null;
  createdAt?: Date;
};

let n = 0;

export async function makeProject(over: ProjectOverrides = {}): Promise<{ id: string; client: string }> {
  const db = await getDb();
  const { stage = "Committed", ...rest } = over;
  return db.project.create({
    data: {
      deploymentQuarter: "Q2'25",
      client: `Client ${++n}`,
      address: `${n} Main St`,
      purpose: "Workplace charging",
      type: "L2",
      ...rest,
      stage: toDbStage(stage),
      reservedAt: over.reservedBy ? new Date() : undefined,
    },
    select: { id: true, client: true },
  });
}
