import "server-only";
// The pipeline board's reads (issue 21): cards per column in the column's order (newest activity first),
// the columns' totals, idle counts and median time in stage, and one project's stage history. Every read
// is a range of an index however many projects there are: the cards and the idle counts of
// projects_stage_lastActivityAt_idx, the totals of project_totals (unless a search or "Idle only" asks
// for a subset no aggregate keeps), the medians of audit_log_stage_stays_idx.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import { notFound } from "@/lib/errors";
import { filterParts, matchParts } from "@/lib/projects/queries";
import type { ProjectType, Stage } from "@/lib/projects/schemas";
import { getSetting } from "@/lib/settings/service";
import { DAY_MS, idleCutoff, type IdleCounts, type IdleLimits } from "@/lib/pipeline/idle";
import { BOARD_STAGES, type BoardQuery } from "@/lib/pipeline/schemas";
import { stageHistory, type StageEvent, type StageStay } from "@/lib/pipeline/stage-history";
import type { SessionUser } from "@/lib/session";

export type BoardCard = {
  id: string;
  client: string;
  deploymentQuarter: string;
  type: ProjectType;
  projectCost: string;
  numberOfChargers: number;
  reservationStatus: "pending" | "approved" | null;
  investor: string | null;
  lastActivityAt: Date;
  stageEnteredAt: Date;
};

export type BoardColumn = {
  stage: Stage;
  count: number;
  value: string;
  chargers: number;
  idleCount: number | null;
  medianDays: number | null;
  cards: BoardCard[];
};

export type Board = { columns: BoardColumn[]; limits: IdleLimits; now: Date };

const MEDIAN_WINDOW_DAYS = 90;

const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`);
const inStage = (stage: Stage) => Prisma.sql`p.stage = ${stage}::"ProjectStage"`;
const idleIn = (stage: Stage, cutoff: Date) => Prisma.sql`${inStage(stage)} AND p."lastActivityAt" < ${cutoff}`;

/** The board as an employee sees it: every column, its first cards and its figures, as of one instant. */
export async function getBoard(viewer: SessionUser, query: BoardQuery): Promise<Board> {
  authorize(viewer, "projects.read-all");
  const db = await getDb();
  const now = new Date();
  const limits = await getSetting("pipeline.idleLimits", db);
  const match = matchParts(query);
  const cutoffs = new Map(BOARD_STAGES.map((stage) => [stage, idleCutoff(limits, stage, now)]));
  // "Idle only" on a stage without a limit shows nothing: no deal there can be idle.
  const columnWhere = (stage: Stage) => {
    if (!query.idle) return and([inStage(stage), ...match]);
    const cutoff = cutoffs.get(stage);
    return cutoff ? and([idleIn(stage, cutoff), ...match]) : Prisma.sql`FALSE`;
  };

  const cardsSql = Prisma.join(
    BOARD_STAGES.map(
      (stage) => Prisma.sql`(SELECT p.id, p.stage::text AS stage, p.client, p."deploymentQuarter", p.type::text AS type,
          p."projectCost"::text AS "projectCost", p."numberOfChargers", p."reservationStatus"::text AS "reservationStatus",
          u.username AS investor, p."lastActivityAt", p."stageEnteredAt"
        FROM projects p LEFT JOIN users u ON u.id = p."reservedBy"
        WHERE ${columnWhere(stage)} ORDER BY p."lastActivityAt" DESC, p.seq ASC LIMIT ${query.shown[stage]})`,
    ),
    " UNION ALL ",
  );
  const idleSql = Prisma.join(
    BOARD_STAGES.flatMap((stage) => {
      const cutoff = cutoffs.get(stage);
      return cutoff ? [Prisma.sql`SELECT ${stage}::text AS stage, count(*)::int AS count FROM projects p WHERE ${and([idleIn(stage, cutoff), ...match])}`] : [];
    }),
    " UNION ALL ",
  );
  const [cards, totals, idle, medians] = await Promise.all([
    db.$queryRaw<(BoardCard & { stage: Stage })[]>(cardsSql),
    columnTotals(query, columnWhere),
    db.$queryRaw<{ stage: Stage; count: number }[]>(idleSql),
    medianDaysInStage(now),
  ]);

  const columns = BOARD_STAGES.map((stage) => {
    const total = totals.find((t) => t.stage === stage) ?? { count: 0, value: "0.00", chargers: 0 };
    return {
      stage,
      count: total.count,
      value: total.value,
      chargers: total.chargers,
      idleCount: cutoffs.get(stage) ? (idle.find((i) => i.stage === stage)?.count ?? 0) : null,
      medianDays: medians.get(stage) ?? null,
      cards: cards.filter((c) => c.stage === stage).map(({ stage: _stage, ...card }) => toCard(card)),
    };
  });
  return { columns, limits, now };
}

function toCard(row: Omit<BoardCard, "reservationStatus"> & { reservationStatus: string | null }): BoardCard {
  // A rejected reservation holds nothing: the card shows none.
  const held = row.reservationStatus === "pending" || row.reservationStatus === "approved";
  return { ...row, reservationStatus: held ? (row.reservationStatus as "pending" | "approved") : null, investor: held ? row.investor : null };
}

type Total = { stage: Stage; count: number; value: string; chargers: number };

/**
 * Count, cost and chargers per column. The quarter and type filters are groups of project_totals (exact,
 * a few hundred rows); a search or "Idle only" sums the matching rows themselves.
 */
async function columnTotals(query: BoardQuery, columnWhere: (stage: Stage) => Prisma.Sql): Promise<Total[]> {
  const db = await getDb();
  if (!query.search && !query.idle) {
    return db.$queryRaw<Total[]>`
      SELECT p.stage::text AS stage, COALESCE(SUM(p.count), 0)::int AS count, COALESCE(SUM(p.value), 0.00)::text AS value,
             COALESCE(SUM(p.chargers), 0)::int AS chargers
      FROM project_totals p WHERE ${and(filterParts(query))} GROUP BY p.stage`;
  }
  const parts = BOARD_STAGES.map(
    (stage) => Prisma.sql`SELECT ${stage}::text AS stage, count(*)::int AS count, COALESCE(SUM(p."projectCost"), 0.00)::text AS value,
        COALESCE(SUM(p."numberOfChargers"), 0)::int AS chargers FROM projects p WHERE ${columnWhere(stage)}`,
  );
  return db.$queryRaw<Total[]>(Prisma.join(parts, " UNION ALL "));
}

/**
 * The median days a deal stayed in each stage, over the stays that ended in the last 90 days: each stage
 * change records when the stage it left was entered (lib/projects/service.ts).
 */
async function medianDaysInStage(now: Date): Promise<Map<Stage, number>> {
  const db = await getDb();
  const since = new Date(now.getTime() - MEDIAN_WINDOW_DAYS * DAY_MS);
  const rows = await db.$queryRaw<{ stage: Stage; days: number }[]>`
    SELECT a."oldValues"->>'stage' AS stage,
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY EXTRACT(EPOCH FROM a."createdAt" - (a."oldValues"->>'stageEnteredAt')::timestamptz) / 86400
           )::float8 AS days
    FROM audit_log a
    WHERE a."entityType" = 'project' AND a."fieldChanges" @> '["stage"]' AND a."createdAt" >= ${since}
      AND a."oldValues"->>'stageEnteredAt' IS NOT NULL
    GROUP BY 1`;
  return new Map(rows.map((r) => [r.stage, r.days]));
}

/** Idle deals per stage over the whole pipeline (the dashboard's Deals by Stage panel). */
export async function getIdleCounts(viewer: SessionUser): Promise<IdleCounts> {
  authorize(viewer, "projects.read-all");
  const db = await getDb();
  const now = new Date();
  const limits = await getSetting("pipeline.idleLimits", db);
  const parts = BOARD_STAGES.flatMap((stage) => {
    const cutoff = idleCutoff(limits, stage, now);
    return cutoff ? [Prisma.sql`SELECT ${stage}::text AS stage, count(*)::int AS count FROM projects p WHERE ${idleIn(stage, cutoff)}`] : [];
  });
  if (parts.length === 0) return {};
  const rows = await db.$queryRaw<{ stage: Stage; count: number }[]>(Prisma.join(parts, " UNION ALL "));
  return Object.fromEntries(rows.map((r) => [r.stage, r.count]));
}

/** A project's stays in each stage, from its creation and its audited stage changes (employees). */
export async function getStageHistory(viewer: SessionUser, projectId: string): Promise<StageStay[]> {
  authorize(viewer, "projects.read-all");
  const db = await getDb();
  const [project] = await db.$queryRaw<{ createdAt: Date; stage: Stage }[]>`SELECT "createdAt", stage::text AS stage FROM projects WHERE id = ${projectId}`;
  if (!project) throw notFound("Project not found");
  const events = await db.$queryRaw<StageEvent[]>`
    SELECT a."createdAt" AS at, a."oldValues"->>'stage' AS "from", a."newValues"->>'stage' AS "to"
    FROM audit_log a
    WHERE a."entityType" = 'project' AND a."entityId" = ${projectId}
      AND (a.event IN ('project.created', 'project.imported') OR a."fieldChanges" @> '["stage"]')
    ORDER BY a."createdAt", a.id`;
  return stageHistory(project, events, new Date());
}
