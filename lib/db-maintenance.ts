// Planner statistics, vacuuming and the dashboard totals' upkeep. PGlite runs no autovacuum, and
// PostgreSQL's autovacuum analyzes a table only after a delay: right after a bulk import the planner would
// still believe the old row counts (49 Committed rows where there were 20,000) and pick plans for a tiny
// table. So a bulk write refreshes the statistics itself, and on PGlite a cheap periodic check does what
// autovacuum would, with its default thresholds: without it, dead rows (every update, every fold of
// project_totals) would pile up forever, and no page would ever be marked all-visible, so every
// index-only look-up (an investor's own dashboard figures) would visit the heap row by row.
import "server-only";
// The client comes from the caller: lib/db.ts starts the periodic upkeep, so this module must not import it.
import type { PrismaClient as Db } from "@/generated/prisma/client";
import { env } from "@/lib/env";

const PERIOD_MS = 60_000;
// The first check soon after start: a server opening a folder that was bulk-loaded or long unattended
// should not serve a minute of heap visits first (autovacuum's launcher likewise wakes at start).
const FIRST_CHECK_MS = 5_000;
/** Rows of project_totals above which a reader folds them (lib/dashboard/queries.ts). */
export const COMPACT_TOTALS_ABOVE = 1000;

let compacting: Promise<unknown> | undefined;

/** Folds project_totals into one row per group (one statement; readers stay exact throughout). */
export function compactProjectTotals(db: Db): Promise<unknown> {
  compacting ??= db.$queryRaw`SELECT compact_project_totals()::int AS rows`.finally(() => (compacting = undefined));
  return compacting;
}

// Autovacuum's default thresholds (PostgreSQL 13+), against the catalog's row estimate as autovacuum's
// own. PGlite keeps its activity counters only while the folder is open (a restart starts them at zero),
// so a third rule reads what the catalog kept: a table most of whose pages were not all-visible at its
// last VACUUM or ANALYZE (a bulk load, or changes made before a restart) is vacuumed too.
const ROWS = `GREATEST(c.reltuples, 0)`;
const NEEDS_VACUUM = `s.n_dead_tup > 50 + 0.2 * ${ROWS} OR s.n_ins_since_vacuum > 1000 + 0.2 * ${ROWS} OR c.relallvisible < 0.8 * c.relpages`;
const NEEDS_ANALYZE = `s.n_mod_since_analyze > 50 + 0.1 * ${ROWS}`;

const quoted = (table: string) => `"${table.replace(/"/g, '""')}"`;

/**
 * Autovacuum's rules, for the embedded database that has no autovacuum: VACUUM ANALYZE each table with
 * enough dead or newly inserted rows, ANALYZE each other table with enough changed rows. The work follows
 * what changed: VACUUM skips the pages already marked all-visible.
 */
export async function maintainChangedTables(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // A backend publishes its table counters at most once a second (PostgreSQL 15+), so the last writes
  // could be missing from pg_stat_user_tables; PGlite is one backend: make it publish them now.
  await db.$executeRaw`SELECT pg_stat_force_next_flush()`.catch(() => undefined);
  const rows = await db.$queryRawUnsafe<{ table: string; vacuum: boolean }[]>(
    `SELECT s.relname::text AS table, (${NEEDS_VACUUM}) AS vacuum FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = current_schema() AND ((${NEEDS_VACUUM}) OR ${NEEDS_ANALYZE}) ORDER BY s.relname`,
  );
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const { table, vacuum } of rows) {
    // One statement each: VACUUM cannot run in a transaction or beside another statement. TRUNCATE false:
    // on PGlite's folder, a heap VACUUM had shortened and a later update extended again failed with
    // "unexpected data beyond EOF" (the bench's board moves at 100,000, twice); the empty pages stay, reused.
    await db.$executeRawUnsafe(`${vacuum ? "VACUUM (ANALYZE, TRUNCATE false)" : "ANALYZE"} ${quoted(table)}`);
    (vacuum ? done.vacuumed : done.analyzed).push(table);
  }
  return done;
}

type Timer = { handle?: ReturnType<typeof setInterval>; first?: ReturnType<typeof setTimeout>; running?: boolean };
const timer = globalThis as unknown as { __cfpMaintenance?: Timer };

/**
 * Starts the periodic upkeep in a long-running server on PGlite (idempotent; the timer never keeps the
 * process alive). On PostgreSQL autovacuum does this; the totals are compacted by their readers.
 */
export function startPeriodicMaintenance(db: Db): void {
  if (env.databaseUrl || env.isTest) return;
  const t = (timer.__cfpMaintenance ??= {});
  if (t.handle) return;
  const check = () => {
    // A first VACUUM of a large freshly loaded table can outlast the period: never two at once.
    if (t.running) return;
    t.running = true;
    maintainChangedTables(db)
      .catch((err) => console.error("periodic VACUUM/ANALYZE failed:", err))
      .finally(() => (t.running = false));
  };
  t.first = setTimeout(check, FIRST_CHECK_MS);
  t.handle = setInterval(check, PERIOD_MS);
  t.first.unref?.();
  t.handle.unref?.();
}

export function stopPeriodicMaintenance(): void {
  const t = timer.__cfpMaintenance;
  if (t?.first) clearTimeout(t.first);
  if (t?.handle) clearInterval(t.handle);
  if (t) t.handle = t.first = undefined;
}
