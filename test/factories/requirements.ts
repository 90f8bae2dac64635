// Service hours and education credits made straight in the database (any status), for tests and the
// access matrix. Dates default to a day of last year, which is never in the future.
import { getDb } from "@/lib/db";
import { currentYear } from "@/lib/requirements/dates";

export const LAST_YEAR = currentYear() - 1;
export const day = (monthDay: string, year = LAST_YEAR) => `${year}-${monthDay}`;

type Status = "pending" | "approved" | "rejected";

export async function makeServiceHours(userId: string, over: { status?: Status; hours?: string; serviceDate?: string; category?: "operations_oversight" | "monitoring" | "compliance"; rejectionReason?: string } = {}) {
  const db = await getDb();
  return db.serviceHours.create({
    data: {
      userId,
      serviceDate: new Date(`${over.serviceDate ?? day("03-15")}T00:00:00Z`),
      hours: over.hours ?? "2.50",
      category: over.category ?? "operations_oversight",
      description: "Site visit",
      status: over.status ?? "pending",
      rejectionReason: over.rejectionReason ?? null,
    },
  });
}

export async function makeCredit(userId: string, over: { status?: Status; creditHours?: string; completionDate?: string } = {}) {
  const db = await getDb();
  return db.educationCredit.create({
    data: {
      userId,
      courseName: "EV charging basics",
      provider: "Charge Academy",
      completionDate: new Date(`${over.completionDate ?? day("04-20")}T00:00:00Z`),
      creditHours: over.creditHours ?? "1.50",
      status: over.status ?? "pending",
    },
  });
}
