// The participation part of `npm run bench` (issue 9): 1,000 investors × 200 entries (100 service hours
// and 100 education credits each, spread over two years, most approved, some pending or rejected), then
// the employees' review queue (a page of pending hours) and one investor's requirements progress, each
// through the service in-process (b) against the same SQL replayed through the raw driver (a).
// Standalone on a fresh PGlite: `npx tsx --conditions=react-server scripts/bench/requirements.ts`; with
// `--postgres`, on a fresh database at BENCH_POSTGRES_URL (default 127.0.0.1:5432), dropped afterwards.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { closeDb, getPglite } from "@/lib/db";
import { currentYear } from "@/lib/requirements/dates";
import { getRequirementsProgress } from "@/lib/requirements/progress";
import { listServiceHoursQueue } from "@/lib/requirements/review-queue";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { reviewQueueQuerySchema } from "@/lib/requirements/schemas";
import { captureStatements, describe, type Statement } from "./capture";
import { pgliteRaw, pgRaw, type Raw } from "./raw";
import { interleave, timed, type Summary } from "./timing";

const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 1000);
const PER_KIND = 100; // service hours and credits each: 200 entries per investor
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const TARGET = 2;
const YEAR = currentYear() - 1; // the dataset's full year

// Status by a hash: 60% approved, 25% pending, 15% rejected. Dates: 730 days back from the end of YEAR + 1.
const STATUS = (h: string) => `(CASE WHEN ${h} % 20 < 12 THEN 'approved' WHEN ${h} % 20 < 17 THEN 'pending' ELSE 'rejected' END)::"ReviewStatus"`;
const DAY = (h: string) => `make_date(${YEAR + 1}, 12, 31) - (${h} % 730)`;

async function build(raw: Raw): Promise<{ ms: number; investorId: string }> {
  const { ms, value } = await timed(() =>
    raw.transaction(async (query) => {
      await query(
        `INSERT INTO users (username, "usernameKey", "passwordHash", role, status)
         SELECT 'bench.participant' || n, 'bench.participant' || n, 'x', 'external', 'approved' FROM generate_series(1, $1::int) AS n`,
        [INVESTORS],
      );
      const entries = (select: string) => `
        WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench.participant%'),
        s AS (SELECT u.id AS user_id, hashint4((u.n * ${PER_KIND} + g)::int) & 2147483647 AS h FROM u, generate_series(1, ${PER_KIND}) AS g)
        ${select}`;
      await query(
        entries(`INSERT INTO service_hours ("userId", "serviceDate", hours, description, category, status)
          SELECT user_id, ${DAY("h")}, (1 + h % 16) * 0.5, 'Bench activity', (enum_range(NULL::"ServiceCategory"))[1 + (h / 7) % 7], ${STATUS("(h / 3)")} FROM s`),
      );
      await query(
        entries(`INSERT INTO education_credits ("userId", "courseName", provider, "completionDate", "creditHours", status)
          SELECT user_id, 'Bench course', 'Bench provider', ${DAY("(h / 11)")}, (h % 30) * 0.1, ${STATUS("(h / 5)")} FROM s`),
      );
      const [one] = await query(`SELECT id FROM users WHERE username = 'bench.participant500'`);
      return String(one.id);
    }),
  );
  for (const table of ["users", "service_hours", "education_credits"]) await raw.query(`VACUUM ANALYZE ${table}`);
  return { ms, investorId: value };
}

const replay = (raw: Raw, statements: Statement[]) => () => Promise.all(statements.map((s) => raw.query(s.sql, s.params)));
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const row = (label: string, s: Summary) => console.log(`    ${label.padEnd(58)} p50 ${ms(s.p50).padStart(7)} ms  p95 ${ms(s.p95).padStart(7)} ms  (n=${s.n})`);

export type ObligationsResult = { buildMs: number; queue: { a: Summary; b: Summary }; progress: { a: Summary; b: Summary } };

/** Builds the participation dataset in the open database and times the two reads (a raw, b service). */
export async function benchRequirements(raw: Raw, driver: PGlite | "pg"): Promise<ObligationsResult> {
  console.log(`\n  Participation (issue 9): ${INVESTORS.toLocaleString("en-US")} investors × ${2 * PER_KIND} entries, year ${YEAR}.`);
  const built = await build(raw);
  console.log(`    built ${(INVESTORS * 2 * PER_KIND).toLocaleString("en-US")} entries in ${(built.ms / 1000).toFixed(1)} s`);
  const query = reviewQueueQuerySchema.parse({ year: String(YEAR), status: "pending", page: "3", pageSize: "25" });
  // The services authorize their callers: a reviewer for the queue, the investor for their own progress.
  const reviewer = { role: PERMISSIONS["service-hours.review"][0] };
  const investor = { id: built.investorId, role: PERMISSIONS["service-hours.log"][0] };
  const queue = () => listServiceHoursQueue(reviewer, query);
  const progress = () => getRequirementsProgress(investor, YEAR);
  await queue(); // first use: prepared state, outside the capture
  await progress();
  const q = await captureStatements(driver, queue);
  const p = await captureStatements(driver, progress);
  if (q.value.items.length !== 25 || q.value.total < 1000) throw new Error(`the queue answers a full page 3 (got ${q.value.items.length} of ${q.value.total})`);
  for (const s of describe([...q.statements, ...p.statements])) console.log(`    ${s.slice(0, 160)}…`);
  const queueTimes = await interleave({ a: replay(raw, q.statements), b: queue }, { warmup: WARMUP, rounds: ROUNDS });
  row(`queue (a) raw SQL: page 3 of ${q.value.total} pending + count`, queueTimes.a);
  row("queue (b) service listServiceHoursQueue()", queueTimes.b);
  const progressTimes = await interleave({ a: replay(raw, p.statements), b: progress }, { warmup: WARMUP, rounds: ROUNDS });
  row(`progress (a) raw SQL: one investor's ${YEAR} progress`, progressTimes.a);
  row("progress (b) service getRequirementsProgress()", progressTimes.b);
  for (const [name, t] of [["queue", queueTimes], ["progress", progressTimes]] as const) {
    const ratio = t.b.p50 / t.a.p50;
    console.log(`    ${name} b/a = ${ratio.toFixed(2)} (target ≤ ${TARGET}: ${ratio <= TARGET ? "PASS" : "MISS"})`);
  }
  return { buildMs: built.ms, queue: queueTimes, progress: progressTimes };
}

async function standalonePostgres() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on("error", () => {});
  await admin.connect();
  const name = `cfp_bench_ob_${crypto.randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-bench-requirements-"));
  const version = (await admin.query("SHOW server_version")).rows[0].server_version;
  console.log(`PostgreSQL ${version} (${url.host}, fresh database ${name})`);
  await admin.query(`CREATE DATABASE ${name}`);
  const raw = pgRaw(url.toString(), "node-postgres (pg.Pool)");
  try {
    const { migrateConfigured } = await import("../migrate.mjs");
    await migrateConfigured({ dataDir, databaseUrl: url.toString(), log: () => {} });
    process.env.DATABASE_URL = url.toString();
    await benchRequirements(raw, "pg");
  } finally {
    await closeDb();
    await raw.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function standalone() {
  if (process.argv.includes("--postgres")) return standalonePostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-bench-requirements-"));
  try {
    const { migrateConfigured } = await import("../migrate.mjs");
    await migrateConfigured({ dataDir, databaseUrl: undefined, log: () => {} });
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    const pglite = (await getPglite())!;
    await benchRequirements(pgliteRaw(pglite), pglite);
  } finally {
    await closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  standalone().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
