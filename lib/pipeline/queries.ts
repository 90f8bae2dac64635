import "server-only";
// The pipeline board's reads (issue 21): cards per column in the column's order (newest activity first),
// the columns' totals, idle counts and median time in stage, and one project's stage history. Without a
// search every read is a range of an index however many projects there are: the cards of
// projects_stage_lastActivityAt_idx, the totals of project_totals, the idle figures those totals less the
// recently active deals counted by project_activity (stageFigures), the medians of audit_log_stage_stays_idx.
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
import { activeSinceSql, COMPACT_ACTIVITY_ABOVE, compactProjectActivity } from "@/lib/pipeline/activity-counts";
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
export async function getBoard(viewer: SessionUser, query: BoardQuery, now: Date = new Date()): Promise<Board> {
  authorize(viewer, "projects.read-all");
  const db = await getDb();
  const limits = await getSetting("pipeline.idleLimits", db);
  const match = matchParts(query);
  const cutoffs = new Map(BOARD_STAGES.map((stage) => [stage, idleCutoff(limits, stage, now)]));
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
  const [cards, figures, medians] = await Promise.all([
    db.$queryRaw<(BoardCard & { stage: Stage })[]>(cardsSql),
    stageFigures(query, cutoffs),
    medianDaysInStage(now),
  ]);

  const columns = BOARD_STAGES.map((stage) => {
    const f = figures.get(stage)!;
    // "Idle only" on a stage without a limit shows nothing: no deal there can be idle.
    const shown = query.idle ? (f.idle ?? NONE) : f;
    return {
      stage,
      count: shown.count,
      value: shown.value,
      chargers: shown.chargers,
      idleCount: f.idleCount,
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

type Figures = { count: number; value: string; chargers: number };
/** `idleCount` null for a stage without a limit; `idle`, the idle deals' figures, only when "Idle only" asked for them. */
type StageFigures = Figures & { idleCount: number | null; idle: Figures | null };
const NONE: Figures = { count: 0, value: "0.00", chargers: 0 };

type Cutoffs = Map<Stage, Date | null>;
const ALL = { count: "count", value: "value", chargers: "chargers" };
const IDLE = { count: "idleCount", value: "idleValue", chargers: "idleChargers" };
const sums = (where: Prisma.Sql, as: typeof ALL) =>
  Prisma.sql`count(*) FILTER (WHERE ${where})::int AS ${Prisma.raw(`"${as.count}"`)},
    COALESCE(SUM(p."projectCost") FILTER (WHERE ${where}), 0.00) AS ${Prisma.raw(`"${as.value}"`)},
    COALESCE(SUM(p."numberOfChargers") FILTER (WHERE ${where}), 0)::int AS ${Prisma.raw(`"${as.chargers}"`)}`;

/**
 * Without a search: per stage, project_totals' figures and the idle ones as those less the deals active
 * since the cut-off, counted by project_activity (lib/pipeline/activity-counts.ts): a read of a few rows
 * per day since the cut-off, however many deals were active.
 */
function aggregateFigures(query: Pick<BoardQuery, "quarter" | "type" | "idle">, cutoffs: Cutoffs): Prisma.Sql {
  const noIdle = Prisma.sql`NULL::int AS "idleCount", NULL::numeric AS "idleValue", NULL::int AS "idleChargers", 0 AS deltas`;
  const parts = BOARD_STAGES.map((stage) => {
    const cutoff = cutoffs.get(stage);
    const filters = and([inStage(stage), ...filterParts(query)]);
    const total = Prisma.sql`SELECT COALESCE(SUM(p.count), 0)::int AS count, COALESCE(SUM(p.value), 0.00) AS value, COALESCE(SUM(p.chargers), 0)::int AS chargers FROM project_totals p WHERE ${filters}`;
    if (!cutoff) return Prisma.sql`SELECT ${stage}::text AS stage, t.*, ${noIdle} FROM (${total}) t`;
    // The idle deals' cost and chargers only when "Idle only" shows them (the partial hour's deals then mean a heap visit each).
    const active = activeSinceSql(inStage(stage), filterParts(query), cutoff, { sums: query.idle });
    return Prisma.sql`SELECT ${stage}::text AS stage, t.*, t.count - a.count AS "idleCount", t.value - a.value AS "idleValue", t.chargers - a.chargers AS "idleChargers", a.deltas
      FROM (${total}) t, (${active}) a`;
  });
  return Prisma.join(parts, " UNION ALL ");
}

/** With a search: the matching rows, summed in one pass and grouped by stage (a stage without a limit: no cut-off, none idle). */
function searchedFigures(query: Pick<BoardQuery, "search" | "quarter" | "type">, cutoffs: Cutoffs): Prisma.Sql {
  const limited = BOARD_STAGES.flatMap((stage) => {
    const cutoff = cutoffs.get(stage);
    return cutoff ? [Prisma.sql`WHEN ${stage}::"ProjectStage" THEN ${cutoff}::timestamptz`] : [];
  });
  const cutoff = limited.length ? Prisma.sql`CASE p.stage ${Prisma.join(limited, " ")} END` : Prisma.sql`NULL::timestamptz`;
  return Prisma.sql`SELECT p.stage::text AS stage, ${sums(Prisma.sql`TRUE`, ALL)}, ${sums(Prisma.sql`p."lastActivityAt" < ${cutoff}`, IDLE)}, 0 AS deltas
    FROM projects p WHERE ${and(matchParts(query))} GROUP BY p.stage`;
}

/**
 * Each column's count, cost and chargers, and those of its idle deals (null for a stage without a limit).
 * Without a search, a column's figures are groups of project_totals (exact, kept by triggers) and its idle
 * deals are those figures less the deals active since the cut-off, groups of project_activity (likewise):
 * the same few rows whether no deal, some or all were active lately, so the board and the dashboard stay
 * fast at a million deals, right after an import too, and the counts exact (one statement: one snapshot). A search
 * has no aggregate: the matching rows are summed in one pass over them all, grouped by stage (a pass per
 * stage would read the search's index and rows five times).
 */
async function stageFigures(query: Pick<BoardQuery, "search" | "quarter" | "type" | "idle">, cutoffs: Cutoffs): Promise<Map<Stage, StageFigures>> {
  const db = await getDb();
  const rows = await db.$queryRaw<(Figures & { stage: Stage; idleCount: number | null; idleValue: string | null; idleChargers: number | null; deltas: number })[]>(
    Prisma.sql`SELECT stage, count, value::numeric(20, 2)::text AS value, chargers, "idleCount", "idleValue"::numeric(20, 2)::text AS "idleValue", "idleChargers", deltas::int AS deltas
      FROM (${query.search ? searchedFigures(query, cutoffs) : aggregateFigures(query, cutoffs)}) x`,
  );
  // Every write appends delta rows to project_activity; a reader that met many folds them (after answering, once at a time).
  if (rows.reduce((n, r) => n + r.deltas, 0) > COMPACT_ACTIVITY_ABOVE) void compactProjectActivity(db).catch((err) => console.error("compacting project_activity failed:", err));
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  return new Map(
    BOARD_STAGES.map((stage) => {
      // A search that matches nothing in a stage has no group for it.
      const r = byStage.get(stage) ?? { ...NONE, idleCount: 0, idleValue: "0.00", idleChargers: 0 };
      const idleCount = cutoffs.get(stage) ? r.idleCount : null;
      return [
        stage,
        {
          count: r.count,
          value: r.value,
          chargers: r.chargers,
          idleCount,
          idle: query.idle && idleCount !== null ? { count: idleCount, value: r.idleValue ?? "0.00", chargers: r.idleChargers ?? 0 } : null,
        },
      ];
    }),
  );
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
export async function getIdleCounts(viewer: SessionUser, now: Date = new Date()): Promise<IdleCounts> {
  authorize(viewer, "projects.read-all");
  const limits = await getSetting("pipeline.idleLimits", await getDb());
  const figures = await stageFigures({ idle: false }, new Map(BOARD_STAGES.map((stage) => [stage, idleCutoff(limits, stage, now)])));
  return Object.fromEntries([...figures].flatMap(([stage, f]) => (f.idleCount === null ? [] : [[stage, f.idleCount]])));
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
