// Planner statistics and the dashboard totals' upkeep. PGlite runs no autovacuum, and PostgreSQL's
// autovacuum analyzes a table only after a delay: right after a bulk import the planner would still
// believe the old row counts (49 Committed rows where there were 20,000) and pick plans for a tiny table.
// So a bulk write refreshes the statistics itself, and on PGlite a cheap periodic check does what
// autovacuum's analyze would (same threshold: 50 rows + 10% of the table changed since the last ANALYZE).
import "server-only";
import { getDb, type Db } from "@/lib/db";
import { env } from "@/lib/env";

const PERIOD_MS = 60_000;
/** Rows of project_totals above which a reader folds them (lib/dashboard/queries.ts). */
export const COMPACT_TOTALS_ABOVE = 1000;

/** ANALYZE the tables a bulk import wrote; the statistics are current when this returns. */
export async function refreshStatisticsAfterBulkWrite(db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  try {
    await client.$executeRawUnsafe(`ANALYZE projects, audit_log`);
    await compactProjectTotals(client);
  } catch (err) {
    // The import has committed; stale statistics make queries slower, never wrong.
    console.error("refreshing statistics after an import failed:", err);
  }
}

let compacting: Promise<unknown> | undefined;

/** Folds project_totals into one row per group (one statement; readers stay exact throughout). */
export function compactProjectTotals(db: Db): Promise<unknown> {
  compacting ??= db.$queryRaw`SELECT compact_project_totals()::int AS rows`.finally(() => (compacting = undefined));
  return compacting;
}

/** Autovacuum's analyze rule, for the embedded database that has no autovacuum. */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // A backend publishes its table counters at most once a second (PostgreSQL 15+), so the last writes
  // could be missing from pg_stat_user_tables; PGlite is one backend: make it publish them now.
  await db.$executeRaw`SELECT pg_stat_force_next_flush()`.catch(() => undefined);
  const rows = await db.$queryRaw<{ table: string }[]>`
    SELECT relname::text AS table FROM pg_stat_user_tables
    WHERE schemaname = current_schema() AND n_mod_since_analyze > 50 + 0.1 * GREATEST(n_live_tup, 0)`;
  for (const { table } of rows) await db.$executeRawUnsafe(`ANALYZE "${table.replace(/"/g, '""')}"`);
  return rows.map((r) => r.table);
}

type Timer = { handle?: ReturnType<typeof setInterval> };
const timer = globalThis as unknown as { __cfpMaintenance?: Timer };

/**
 * Starts the periodic upkeep in a long-running server on PGlite (idempotent; the timer never keeps the
 * process alive). On PostgreSQL autovacuum does the analyzing; the totals are compacted by their readers.
 */
export function startPeriodicMaintenance(db: Db): void {
  if (env.databaseUrl || env.isTest) return;
  const t = (timer.__cfpMaintenance ??= {});
  if (t.handle) return;
  t.handle = setInterval(() => {
    analyzeChangedTables(db).catch((err) => console.error("periodic ANALYZE failed:", err));
  }, PERIOD_MS);
  t.handle.unref?.();
}

export function stopPeriodicMaintenance(): void {
  const t = timer.__cfpMaintenance;
  if (t?.handle) clearInterval(t.handle);
  if (t) t.handle = undefined;
}
