// The in-process figures' two databases: a fresh PGlite folder opened through lib/db.ts, then a fresh
// PostgreSQL database (dropped afterwards) when one answers at BENCH_POSTGRES_URL.
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { closeDb, getPglite } from "@/lib/db";
import { stopPeriodicMaintenance } from "@/lib/db-maintenance";
import { migrateConfigured } from "../migrate.mjs";
import { pgliteRaw, pgRaw, type Raw } from "./raw";

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

export type BenchDatabase = {
  name: "PGlite (in-process)" | "PostgreSQL";
  raw: Raw;
  /** What captureStatements listens on: the PGlite instance, or the pg driver. */
  driver: NonNullable<Awaited<ReturnType<typeof getPglite>>> | "pg";
};

/** Runs `bench` on each database in turn, with the app's lib/db.ts pointed at it; PostgreSQL is null when none answers. */
export async function onBothDatabases<R>(workDir: string, slug: string, log: (s: string) => void, bench: (db: BenchDatabase) => Promise<R>): Promise<{ pglite: R; postgres: R | null }> {
  const dataDir = path.join(workDir, `${slug}-pglite`);
  await migrateConfigured({ dataDir, databaseUrl: undefined, log: () => {} });
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const pglite = (await getPglite())!;
  // lib/db.ts starts the app's upkeep with the instance: its checks would land among the measured statements.
  stopPeriodicMaintenance();
  const results = { pglite: await bench({ name: "PGlite (in-process)", raw: pgliteRaw(pglite), driver: pglite }), postgres: null as R | null };
  await closeDb();

  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  admin.on("error", () => {});
  try {
    await admin.connect();
  } catch {
    log(`  PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
    return results;
  }
  const name = `cfp_bench_${slug.replace(/\W/g, "_")}_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const raw = pgRaw(url.toString(), "node-postgres (pg.Pool)");
  try {
    await migrateConfigured({ dataDir: workDir, databaseUrl: url.toString(), log: () => {} });
    process.env.DATABASE_URL = url.toString();
    results.postgres = await bench({ name: "PostgreSQL", raw, driver: "pg" });
  } finally {
    await closeDb();
    await raw.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  return results;
}
