// `npm run migrate`: applies the pending migrations and nothing else, for a release step that runs before
// the new version serves (`next start`, a container, Vercel). PostgreSQL when DATABASE_URL is set, else the
// embedded PGlite in DATA_DIR (default ./data, as `npm start`). Safe to repeat: applied migrations are
// skipped, and two runs at once on one PostgreSQL take turns (an advisory lock). Exit status 1 on failure.
import path from "node:path";
import { migrateConfigured, migrationNames } from "./migrate.mjs";

/** host:port/database of a PostgreSQL URL, never its password. */
function describePostgres(url) {
  const u = new URL(url);
  return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
}

async function main() {
  const raw = process.env.DATABASE_URL;
  if (raw && !/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database in DATA_DIR).");
  }
  const databaseUrl = raw || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const total = migrationNames().length;
  console.log(`Migrating ${databaseUrl ? describePostgres(databaseUrl) : `PGlite in ${path.join(dataDir, "pglite")}`} (${total} migrations in prisma/migrations)`);
  const started = Date.now();
  const applied = await migrateConfigured({ dataDir, databaseUrl, log: (line) => console.log(`  ${line}`) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    applied.length === 0
      ? `Database is up to date: all ${total} migrations were already applied (${seconds}s).`
      : `Applied ${applied.length} migration${applied.length === 1 ? "" : "s"}; ${total - applied.length} were already applied (${seconds}s).`,
  );
}

try {
  await main();
} catch (err) {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
