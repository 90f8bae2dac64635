// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, and records them in
// Prisma's `_prisma_migrations` table so `prisma migrate status/deploy` stay meaningful on PostgreSQL.
// The Prisma CLI is not used for this: against PGlite it never exits (shared/STACK.md).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPglite } from "./pglite.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const migrationsDir = path.join(root, "prisma", "migrations");

const LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** The migration folders in the order they apply. */
export function migrationNames() {
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(migrationsDir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
}

/** `db` is a PGlite instance or a connected pg.Client; both offer query(text, params). */
export async function applyMigrations(db, { log = () => {} } = {}) {
  const isPglite = typeof db.exec === "function";
  const run = (sql) => (isPglite ? db.exec(sql) : db.query(sql));
  // Two app instances starting together on one PostgreSQL must not both migrate.
  if (!isPglite) await db.query("SELECT pg_advisory_lock(727274)");
  try {
    await run(LEDGER);
    const done = new Set(
      (await db.query(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)).rows.map(
        (r) => r.migration_name,
      ),
    );
    const applied = [];
    for (const name of migrationNames()) {
      if (done.has(name)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      await run("BEGIN");
      try {
        await run(sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await run("COMMIT");
      } catch (err) {
        await run("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${err.message}`);
      }
      applied.push(name);
      log(`applied migration ${name}`);
    }
    return applied;
  } finally {
    if (!isPglite) await db.query("SELECT pg_advisory_unlock(727274)");
  }
}

/** Opens the configured database (PGlite folder or DATABASE_URL), migrates it, and closes it. */
export async function migrateConfigured({ dataDir, databaseUrl, log }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 });
    await client.connect();
    try {
      return await applyMigrations(client, { log });
    } finally {
      await client.end();
    }
  }
  const dir = path.join(dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir);
  try {
    return await applyMigrations(db, { log });
  } finally {
    await db.close();
  }
}
