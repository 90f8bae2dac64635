import "server-only";
// The deals active since a cut-off, counted at a cost that does not grow with how many there are
// (docs/decisions/0023-activity-counts.md): project_activity keeps the projects counted per UTC day and
// UTC hour of their last activity, per stage and per group (stage, type, quarter) (migration
// 20261128110000_project_activity_counts), so "active since the cut-off" is
//   the day rows from the first whole day after the cut-off on
// + the hour rows from the first whole hour after it to that day
// + the projects between the cut-off and that hour (an index range of at most an hour of activity).
import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Delta rows a figures read may meet before it asks for them to be folded. */
export const COMPACT_ACTIVITY_ABOVE = 1000;

/** Where the cut-off's partial hour and partial day end (UTC; each the cut-off itself when it falls on the boundary). */
export function activityRanges(cutoff: Date): { hourFrom: Date; dayFrom: Date } {
  const t = cutoff.getTime();
  return { hourFrom: new Date(Math.ceil(t / HOUR_MS) * HOUR_MS), dayFrom: new Date(Math.ceil(t / DAY_MS) * DAY_MS) };
}

const and = (parts: Prisma.Sql[]) => Prisma.join(parts, " AND ");

/**
 * One row (count, value, chargers, deltas) of the deals in `stage` matching `filters` (over columns type and
 * "deploymentQuarter" of alias p) whose last activity is at or after `cutoff`. Without filters it reads the
 * whole stage's rows (a few per day), with them the groups' (which the filters select: a whole-stage row has
 * no type or quarter). `sums`: the cost and the chargers too (a heap visit per deal of the partial hour);
 * otherwise those read 0. `deltas`: the not-yet-folded rows the read met.
 */
export function activeSinceSql(stage: Prisma.Sql, filters: Prisma.Sql[], cutoff: Date, { sums }: { sums: boolean }): Prisma.Sql {
  const { hourFrom, dayFrom } = activityRanges(cutoff);
  const rows = and([stage, ...(filters.length ? filters : [Prisma.sql`p.type IS NULL`])]);
  const kept = Prisma.sql`
    SELECT p.count, p.value, p.chargers, p.txid FROM project_activity p
    WHERE ${rows} AND p.span = 'day' AND p."startsAt" >= ${dayFrom}
    UNION ALL
    SELECT p.count, p.value, p.chargers, p.txid FROM project_activity p
    WHERE ${rows} AND p.span = 'hour' AND p."startsAt" >= ${hourFrom} AND p."startsAt" < ${dayFrom}`;
  const edgeSums = sums
    ? Prisma.sql`COALESCE(SUM(p."projectCost"), 0.00) AS value, COALESCE(SUM(p."numberOfChargers"), 0) AS chargers`
    : Prisma.sql`0.00 AS value, 0 AS chargers`;
  const edge = Prisma.sql`
    SELECT count(*) AS count, ${edgeSums} FROM projects p
    WHERE ${and([stage, ...filters])} AND p."lastActivityAt" >= ${cutoff} AND p."lastActivityAt" < ${hourFrom}`;
  return Prisma.sql`
    SELECT (k.count + e.count)::int AS count, k.value + e.value AS value, (k.chargers + e.chargers)::int AS chargers, k.deltas
    FROM (SELECT COALESCE(SUM(count), 0) AS count, COALESCE(SUM(value), 0.00) AS value, COALESCE(SUM(chargers), 0) AS chargers,
                 count(*) FILTER (WHERE txid IS NOT NULL)::int AS deltas
          FROM (${kept}) x) k,
         (${edge}) e`;
}

let compacting: Promise<unknown> | undefined;

/** Folds project_activity's committed deltas (one statement; readers stay exact throughout), one run at a time. */
export function compactProjectActivity(db: Db): Promise<unknown> {
  compacting ??= db.$queryRaw`SELECT compact_project_activity()::int AS rows`.finally(() => (compacting = undefined));
  return compacting;
}
