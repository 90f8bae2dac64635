import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import { isEmployee } from "@/lib/users/policy";
import { AVAILABLE_SQL } from "@/lib/reservations/availability";

// The order of the Deals by Stage and Product Types panels (spec 1 §2), in display values.
const STAGE_ORDER = ["Committed", "Pipeline", "Best Case", "Contracted", "Deployed"] as const;
const TYPE_ORDER = ["L3", "L2"] as const;

type Money = string; // exact decimal text, e.g. "1234.50"

export type StageStat = { stage: (typeof STAGE_ORDER)[number]; count: number; value: Money };
export type TypeStat = { type: (typeof TYPE_ORDER)[number]; count: number; value: Money; chargers: number };

export type DashboardStats = {
  committedAvailableCount: number;
  committedAvailableValue: Money;
  committedReservedByMeCount: number;
  committedReservedByMeValue: Money;
  deployedOwnedCount: number;
  deployedOwnedValue: Money;
  byStage: StageStat[];
  byType: TypeStat[];
  // Employees only: the pipeline's totals.
  totalProjects?: number;
  totalValue?: Money;
  committedCount?: number;
  deployedCount?: number;
};

type Totals = Omit<DashboardStats, "byStage" | "byType">;
type Group = { stage: string | null; type: string | null; count: number; value: Money; chargers: number };

const available = Prisma.raw(AVAILABLE_SQL);
// 0.00 (not 0) so that an empty sum still reads "0.00"; sums of numeric(12,2) keep two decimals.
const sum = (filter: Prisma.Sql) => Prisma.sql`COALESCE(SUM("projectCost") FILTER (WHERE ${filter}), 0.00)::text`;
const count = (filter: Prisma.Sql) => Prisma.sql`COUNT(*) FILTER (WHERE ${filter})::int`;

/**
 * The dashboard cards and panels for one caller, in two aggregate queries. An investor's figures,
 * including the stage and type panels, cover only projects shared with investors: an unshared deal must
 * not show up even as a number.
 */
export async function getDashboardStats(user: SessionUser): Promise<DashboardStats> {
  const db = await getDb();
  const employee = isEmployee(user);
  const scope = employee ? Prisma.sql`TRUE` : Prisma.sql`"sharedWithInvestors"`;
  const mine = Prisma.sql`"reservedBy" = ${user.id} AND "reservationStatus" IN ('pending', 'approved')`;
  const owned = Prisma.sql`"stage" = 'Deployed' AND "ownedBy" = ${user.id}`;

  const [[totals], groups] = await Promise.all([
    db.$queryRaw<Required<Totals>[]>`
      SELECT ${count(available)} AS "committedAvailableCount", ${sum(available)} AS "committedAvailableValue",
             ${count(mine)} AS "committedReservedByMeCount", ${sum(mine)} AS "committedReservedByMeValue",
             ${count(owned)} AS "deployedOwnedCount", ${sum(owned)} AS "deployedOwnedValue",
             COUNT(*)::int AS "totalProjects", COALESCE(SUM("projectCost"), 0.00)::text AS "totalValue",
             ${count(Prisma.sql`"stage" = 'Committed'`)} AS "committedCount",
             ${count(Prisma.sql`"stage" = 'Deployed'`)} AS "deployedCount"
      FROM projects WHERE ${scope}`,
    db.$queryRaw<Group[]>`
      SELECT "stage"::text AS stage, "type"::text AS type, COUNT(*)::int AS count,
             COALESCE(SUM("projectCost"), 0.00)::text AS value, COALESCE(SUM("numberOfChargers"), 0)::int AS chargers
      FROM projects WHERE ${scope}
      GROUP BY GROUPING SETS (("stage"), ("type"))`,
  ]);

  // Both columns are NOT NULL, so a null marks the grouping set a row does not belong to.
  const empty = { count: 0, value: "0.00", chargers: 0 };
  const byStage = STAGE_ORDER.map((stage) => {
    const { count, value } = groups.find((g) => g.stage === stage && g.type === null) ?? empty;
    return { stage, count, value };
  });
  const byType = TYPE_ORDER.map((type) => {
    const { count, value, chargers } = groups.find((g) => g.type === type && g.stage === null) ?? empty;
    return { type, count, value, chargers };
  });

  const { totalProjects, totalValue, committedCount, deployedCount, ...cards } = totals;
  return employee ? { ...cards, totalProjects, totalValue, committedCount, deployedCount, byStage, byType } : { ...cards, byStage, byType };
}
