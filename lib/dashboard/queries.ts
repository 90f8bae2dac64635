import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import { can } from "@/lib/auth/permissions";
import { compactProjectTotals, COMPACT_TOTALS_ABOVE } from "@/lib/db-maintenance";
import { itcCreditSql } from "@/lib/itc/sql";
import { unmetReadiness } from "@/lib/readiness/queries";

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
  /** Issue 22 §3: the estimated §30C credit of the caller's approved projects in each card (not tax advice). */
  committedReservedByMeItc: Money;
  deployedOwnedItc: Money;
  byStage: StageStat[];
  byType: TypeStat[];
  // Employees only: the pipeline's totals.
  totalProjects?: number;
  totalValue?: Money;
  committedCount?: number;
  deployedCount?: number;
};

type Totals = Omit<DashboardStats, "byStage" | "byType">;
type OwnFigures = "committedReservedByMeCount" | "committedReservedByMeValue" | "deployedOwnedCount" | "deployedOwnedValue" | "committedReservedByMeItc" | "deployedOwnedItc";
type Group = { stage: string | null; type: string | null; count: number; value: Money; chargers: number };

// Sums over project_totals (signed deltas per stage/type/quarter/sharing/held group, kept by triggers in
// the same transaction as every write to projects: migration 20261124020200_project_totals). 0.00 (not 0)
// so that an empty sum still reads "0.00"; the value column is numeric(20,2), so sums keep two decimals.
const count = (filter: Prisma.Sql) => Prisma.sql`COALESCE(SUM(count) FILTER (WHERE ${filter}), 0)::int`;
const sum = (filter: Prisma.Sql) => Prisma.sql`COALESCE(SUM(value) FILTER (WHERE ${filter}), 0.00)::text`;
// AVAILABLE_SQL over the groups: shared, Committed, held by nobody.
const availableSql = Prisma.sql`"sharedWithInvestors" AND stage = 'Committed' AND NOT held`;

/**
 * The dashboard cards and panels for one caller, exact at every moment and independent of the table's
 * size: the pipeline figures are sums over project_totals (a few hundred rows at most), the caller's own
 * reservations and deployed projects an indexed look-up (reservedBy, ownedBy). An investor's figures,
 * including the stage and type panels, cover only projects shared with investors: an unshared deal must
 * not show up even as a number.
 */
export async function getDashboardStats(user: SessionUser): Promise<DashboardStats> {
  const db = await getDb();
  const employee = can(user, "projects.read-all");
  const scope = employee ? Prisma.sql`TRUE` : Prisma.sql`"sharedWithInvestors"`;
  const mine = Prisma.sql`"reservedBy" = ${user.id} AND "reservationStatus" IN ('pending', 'approved')`;
  const owned = Prisma.sql`"stage" = 'Deployed' AND "ownedBy" = ${user.id}`;
  // The estimate counts only approved holds (the caller owns the project); a pending reservation has none yet.
  const figures = (filter: Prisma.Sql) =>
    Prisma.sql`SELECT COUNT(*)::int AS count, COALESCE(SUM("projectCost"), 0.00)::text AS value,
      COALESCE(SUM(${itcCreditSql()}) FILTER (WHERE "ownedBy" = ${user.id}), 0.00)::numeric(20,2)::text AS itc
      FROM projects WHERE ${filter} AND ${scope}`;

  // "Available to Reserve" counts what the caller could reserve now: while the firm requires readiness
  // (issue 22 §1), nothing for an investor who is not ready, as the reserve gate would refuse each one.
  // Employees reserve on an investor's behalf, so theirs is every available project. Read beside the
  // figures, not before them: the card is zeroed afterwards.
  const [mayReserve, [totals], [own], groups] = await Promise.all([
    employee ? true : unmetReadiness(db, user.id).then((unmet) => unmet === null),
    db.$queryRaw<(Omit<Required<Totals>, OwnFigures> & { deltaRows: number })[]>`
      SELECT ${count(availableSql)} AS "committedAvailableCount", ${sum(availableSql)} AS "committedAvailableValue",
             COALESCE(SUM(count), 0)::int AS "totalProjects", COALESCE(SUM(value), 0.00)::text AS "totalValue",
             ${count(Prisma.sql`stage = 'Committed'`)} AS "committedCount",
             ${count(Prisma.sql`stage = 'Deployed'`)} AS "deployedCount",
             COUNT(*)::int AS "deltaRows"
      FROM project_totals WHERE ${scope}`,
    // Each figure is one range of its own covering index (migration 20261125030000_own_rows_and_client_sort_indexes):
    // an OR of the two look-ups would be a bitmap, a heap visit per row (and, with fresh statistics, the
    // planner ANDed it with the bitmap of every shared project).
    db.$queryRaw<Pick<Totals, OwnFigures>[]>`
      SELECT r.count AS "committedReservedByMeCount", r.value AS "committedReservedByMeValue", r.itc AS "committedReservedByMeItc",
             o.count AS "deployedOwnedCount", o.value AS "deployedOwnedValue", o.itc AS "deployedOwnedItc"
      FROM (${figures(mine)}) r, (${figures(owned)}) o`,
    db.$queryRaw<Group[]>`
      SELECT stage::text AS stage, type::text AS type, COALESCE(SUM(count), 0)::int AS count,
             COALESCE(SUM(value), 0.00)::text AS value, COALESCE(SUM(chargers), 0)::int AS chargers
      FROM project_totals WHERE ${scope}
      GROUP BY GROUPING SETS ((stage), (type))`,
  ]);
  // Every write appends a delta row; a reader that finds many folds them (after answering, once at a time).
  if (totals.deltaRows > COMPACT_TOTALS_ABOVE) void compactProjectTotals(db).catch((err) => console.error("compacting project_totals failed:", err));

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

  const { totalProjects, totalValue, committedCount, deployedCount, deltaRows: _rows, ...shared } = totals;
  if (!mayReserve) Object.assign(shared, { committedAvailableCount: 0, committedAvailableValue: "0.00" });
  const cards = { ...shared, ...own };
  return employee ? { ...cards, totalProjects, totalValue, committedCount, deployedCount, byStage, byType } : { ...cards, byStage, byType };
}
