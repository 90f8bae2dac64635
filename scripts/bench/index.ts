// `npm run bench`: the speed benchmark of issue 3, on PGlite (embedded) and on PostgreSQL when one answers.
// For each database: build 100,000 projects with their audit rows; time the project list and the dashboard
// stats as raw SQL, as the service in-process, over HTTP, next to a constant route; time a 10 MB CSV import
// against a raw batched insert of the same rows. Results go to the console and bench-results/latest.json.
// Run with the react-server condition (lib files import "server-only"): see package.json.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { closeDb, getPglite } from "@/lib/db";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { listProjects } from "@/lib/projects/queries";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { migrateConfigured } from "../migrate.mjs";
import { PGLITE_EXTENSION_NAMES } from "../pglite.mjs";
import { captureStatements, describe, type Statement } from "./capture";
import { BENCH_USER, buildDataset, type Built } from "./dataset";
import { makeImport, rawInsert } from "./import-data";
import { machine } from "./machine";
import { benchAgreements } from "./agreements";
import { buildApp, httpClient, multipart } from "./processes";
import { portOpen, start, stop, stopAll, tail, waitFor } from "../child-processes";
import { pgliteRaw, pgRaw, type Raw } from "./raw";
import { interleave, timed, type Summary } from "./timing";
import { benchRequirements } from "./requirements";
import { benchCourses } from "./courses";
import { benchDealRoom } from "./deal-room";
import { benchMyWork } from "./my-work";
import { benchScale, type ScaleResult } from "./scale";
import { benchWeight } from "./weight";
import { benchPaint, PAINT_TARGETS, type PaintResult } from "./paint";
import { benchScreens } from "./screens";

// Flags: --size=N (projects in the scale and paint runs, default 100,000), --db=pglite|postgres|both (scale
// and paint runs), --only=scale (skip the in-process comparisons, which run at 100,000 projects),
// --only=weight (the build and the page weight alone), --only=paint (issue 29: the data on screen in
// Chromium at --size, after a CSV import and after VACUUM ANALYZE, against the login page's FCP; paint.ts),
// --only=screens (each main page's paint and API reads in Chromium over 500 projects; screens.ts),
// --rounds=N (scale run).
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const SIZE = Number(args.size ?? 100_000);
const SCALE_DBS = args.db && args.db !== "both" ? [args.db] : ["postgres", "pglite"];
const SCALE_ROUNDS = Number(args.rounds ?? 30);
const ONLY_SCALE = args.only === "scale";
const ONLY_WEIGHT = args.only === "weight";
const ONLY_PAINT = args.only === "paint";
const ONLY_SCREENS = args.only === "screens";
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const HTTP_ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 200);
const WARMUP = 20;
const IMPORT_ROWS = 60_000;
const IMPORT_BYTES = 10_200_000; // under the import's 10 MiB limit
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const LIST_QUERY = "stage=Committed&type=L3&sort=cost&order=desc&page=3&pageSize=10";
const PORTS = { pgliteApp: 3290, pgliteSocket: 3291, postgresApp: 3292 };
const DIST_DIR = ".next-bench";
const TARGETS = { listService: 2, statsService: 1.5, http: 1.5, import: 3 };

const root = process.cwd();
const runId = crypto.randomBytes(4).toString("hex");
const workDir = path.join(root, "tmp", `bench-${runId}`);
const sessionSecret = crypto.randomBytes(32).toString("hex");
// The data folders go however the run ends (children are stopped likewise, in processes.ts).
process.once("exit", () => fs.rmSync(workDir, { recursive: true, force: true }));

type Pair = { a: Summary; b: Summary };
type Http = { a: Summary; c: Summary; d: Summary; e: Summary };
type ImportResult = { rows: number; csvBytes: number; httpMs: number; rawMs: number; ratio: number };
type DbResult = {
  database: string;
  build: Built & { migrateMs: number };
  rawInProcess: string;
  rawHttpPhase: string;
  statements: { list: string[]; stats: string[] };
  list: Pair & { http: Http; total: number };
  stats: Pair & { http: Http };
  import: ImportResult;
};

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const dur = (x: number) => (x < 1000 ? `${ms(x)} ms` : `${(x / 1000).toFixed(2)} s`);
const pass = (ratio: number, target: number) => `${ratio.toFixed(2)} (target ≤ ${target}: ${ratio <= target ? "PASS" : "MISS"})`;
const line = (s = "") => console.log(s);
const summary = (label: string, s: Summary) => line(`    ${label.padEnd(58)} p50 ${ms(s.p50).padStart(7)} ms  p95 ${ms(s.p95).padStart(7)} ms  (n=${s.n})`);
const once = (label: string, x: number) => line(`    ${label.padEnd(58)} ${dur(x)}`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

/** The service's statements, captured from the driver, replayed through a raw driver as the service issues them. */
const replayList = (raw: Raw, sql: Statement[]) => async () => {
  for (const s of sql) await raw.query(s.sql, s.params); // rows, then the count: one after the other
};
const replayStats = (raw: Raw, sql: Statement[]) => () => Promise.all(sql.map((s) => raw.query(s.sql, s.params))); // concurrently

async function inProcess(raw: Raw, driver: PGlite | "pg", actor: SessionUser) {
  const query = projectListQuerySchema.parse(Object.fromEntries(new URLSearchParams(LIST_QUERY)));
  await listProjects(actor, query); // first use: connection and prepared state, outside the capture
  await getDashboardStats(actor);
  const list = await captureStatements(driver, () => listProjects(actor, query));
  const stats = await captureStatements(driver, () => getDashboardStats(actor));
  check(list.value.rows.length === 10 && list.value.total > 30, `the list answers a full page 3 (got ${list.value.rows.length} of ${list.value.total})`);
  const [, counted] = await Promise.all(list.statements.map((s) => raw.query(s.sql, s.params)));
  check(list.statements.length === 2 && Number(counted?.[0]?.count) === list.value.total, "the raw replay of the list counts the same total");

  line(`  The service's statements, captured from the driver (b runs them through Prisma; a replays them raw):`);
  line(`    list  (${list.statements.length} statements):`);
  for (const s of describe(list.statements)) line(`      ${s}`);
  line(`    stats (${stats.statements.length} statements, issued concurrently by the service):`);
  for (const s of describe(stats.statements)) line(`      ${s}`);
  if (process.env.BENCH_EXPLAIN) await explain(raw, [...list.statements, ...stats.statements]);

  line(`  (a) raw = ${raw.label}; (b) = listProjects / getDashboardStats in this process. ${WARMUP} warm-up rounds, then ${ROUNDS}, a and b alternating:`);
  const listTimes = await interleave({ a: replayList(raw, list.statements), b: () => listProjects(actor, query) }, { warmup: WARMUP, rounds: ROUNDS });
  summary("list  (a) raw SQL: page of 10 + count", listTimes.a);
  summary("list  (b) service listProjects()", listTimes.b);
  line(`    list  b/a = ${pass(listTimes.b.p50 / listTimes.a.p50, TARGETS.listService)}   [p95 ratio ${(listTimes.b.p95 / listTimes.a.p95).toFixed(2)}]`);
  const statsTimes = await interleave({ a: replayStats(raw, stats.statements), b: () => getDashboardStats(actor) }, { warmup: WARMUP, rounds: ROUNDS });
  summary("stats (a) raw SQL: 2 aggregate queries", statsTimes.a);
  summary("stats (b) service getDashboardStats()", statsTimes.b);
  line(`    stats b/a = ${pass(statsTimes.b.p50 / statsTimes.a.p50, TARGETS.statsService)}   [p95 ratio ${(statsTimes.b.p95 / statsTimes.a.p95).toFixed(2)}]`);
  await benchRequirements(raw, driver);
  await benchCourses(raw, driver);
  const agreements = await benchAgreements(raw, driver, actor, line);
  return {
    agreements,
    list: { ...listTimes, total: list.value.total, statements: list.statements },
    stats: { ...statsTimes, statements: stats.statements, value: stats.value },
  };
}

async function explain(raw: Raw, statements: Statement[]) {
  for (const s of statements) {
    const plan = await raw.query(`EXPLAIN (ANALYZE, TIMING ON) ${s.sql}`, s.params);
    line(`    EXPLAIN ANALYZE ${s.sql.replace(/\s+/g, " ").slice(0, 80)}…`);
    for (const row of plan) line(`      ${row["QUERY PLAN"]}`);
  }
}

async function startServer(port: number, databaseUrl: string, dataDir: string) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production" as const,
  };
  // scripts/start.mjs is build-if-needed + migrate + this server; the bench did the first two itself, so a
  // source edit made during the run cannot start a rebuild between the databases.
  const log = path.join(dataDir, `server-${port}.log`);
  const child = start(process.execPath, ["scripts/server.mjs"], env, log);
  const client = httpClient(port);
  await waitFor(async () => (await client.request("GET", "/api/health")).status === 200, `the app server on port ${port}`, child, log);
  return { child, client };
}

async function overHttp(
  client: ReturnType<typeof httpClient>,
  raw: Raw,
  inproc: Awaited<ReturnType<typeof inProcess>>,
) {
  const login = await client.request("POST", "/api/auth/login", { "content-type": "application/json" }, Buffer.from(JSON.stringify(BENCH_USER)));
  check(login.status === 200, `bench employee login answered ${login.status}: ${login.body}`);
  const cookie = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  check(cookie, "login set the session cookie");
  const get = (urlPath: string) => async () => {
    const reply = await client.request("GET", urlPath, { cookie });
    if (reply.status !== 200) throw new Error(`GET ${urlPath} answered ${reply.status}: ${reply.body.toString().slice(0, 200)}`);
    return reply;
  };
  const listPath = `/api/projects?${LIST_QUERY}`;
  const first = await get(listPath)();
  check(first.headers["x-total-count"] === String(inproc.list.total) && JSON.parse(first.body.toString()).length === 10, "the HTTP list matches the service's page and total");
  const stats = JSON.parse((await get("/api/dashboard/stats")()).body.toString());
  check(JSON.stringify(stats) === JSON.stringify(inproc.stats.value), "the HTTP stats equal the service's");
  check((await get("/api/health")()).body.toString() === '{"ok":true}', "GET /api/health answers {ok:true}");

  line(`  (a') raw = ${raw.label}; (c) = GET on the running server with the employee's cookie; (d) = GET /api/health`);
  line(`  (constant JSON, no session or database). For information, (e) = GET /api/auth/me: the sign-in check every`);
  line(`  signed-in route pays (cookie + session row), which c includes and a+d do not. One keep-alive connection,`);
  line(`  sequential requests; ${WARMUP} warm-up rounds, then ${HTTP_ROUNDS}, a'/c/d/e rotating:`);
  const signedIn = get("/api/auth/me");
  const list = await interleave({ a: replayList(raw, inproc.list.statements), c: get(listPath), d: get("/api/health"), e: signedIn }, { warmup: WARMUP, rounds: HTTP_ROUNDS });
  summary("list  (a') raw SQL", list.a);
  summary("list  (c) GET /api/projects?<the list query above>", list.c);
  summary("list  (d) GET /api/health", list.d);
  summary("list  (e) GET /api/auth/me", list.e);
  line(`    list  c/(a'+d) = ${pass(list.c.p50 / (list.a.p50 + list.d.p50), TARGETS.http)}   [p95 ratio ${(list.c.p95 / (list.a.p95 + list.d.p95)).toFixed(2)}]`);
  const statsT = await interleave({ a: replayStats(raw, inproc.stats.statements), c: get("/api/dashboard/stats"), d: get("/api/health"), e: signedIn }, { warmup: WARMUP, rounds: HTTP_ROUNDS });
  summary("stats (a') raw SQL", statsT.a);
  summary("stats (c) GET /api/dashboard/stats", statsT.c);
  summary("stats (d) GET /api/health", statsT.d);
  summary("stats (e) GET /api/auth/me", statsT.e);
  line(`    stats c/(a'+d) = ${pass(statsT.c.p50 / (statsT.a.p50 + statsT.d.p50), TARGETS.http)}   [p95 ratio ${(statsT.c.p95 / (statsT.a.p95 + statsT.d.p95)).toFixed(2)}]`);
  return { list, stats: statsT, cookie };
}

async function importBench(client: ReturnType<typeof httpClient>, cookie: string, raw: Raw, employeeId: string, data: ReturnType<typeof makeImport>): Promise<ImportResult> {
  const counts = async () => {
    const [row] = await raw.query(`SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM audit_log)::int AS audit`);
    return row as { projects: number; audit: number };
  };
  const n = data.projects.length;
  const csvBytes = Buffer.byteLength(data.csv);
  line(`  ${n.toLocaleString("en-US")} rows, ${(csvBytes / 1e6).toFixed(2)} MB CSV (spaced headers, "$1,234.56" costs, quoted commas). The endpoint`);
  line(`  parses and validates the whole file, then inserts 1000-row batches with their audit rows in one transaction;`);
  line(`  the baseline inserts the same, already-parsed rows the same way (multi-row INSERTs), with no parsing at all.`);

  const before = await counts();
  const rawRun = await timed(() => raw.transaction((query) => rawInsert(query, employeeId, data.projects)));
  const afterRaw = await counts();
  check(afterRaw.projects - before.projects === n && afterRaw.audit - before.audit === n, "the raw insert stored every row and audit row");
  once(`(2) raw: ${raw.label}, 1000-row INSERTs, 1 tx`, rawRun.ms);

  const form = multipart("csvFile", "bench-import.csv", "text/csv", data.csv);
  const httpRun = await timed(() => client.request("POST", "/api/projects/import", { cookie, "content-type": form.contentType }, form.body));
  const reply = httpRun.value;
  check(reply.status === 201, `the import answered ${reply.status}: ${reply.body.toString().slice(0, 300)}`);
  check(JSON.parse(reply.body.toString()).imported === n, `the import answered {imported: ${n}} (got ${reply.body})`);
  const afterHttp = await counts();
  check(afterHttp.projects - afterRaw.projects === n && afterHttp.audit - afterRaw.audit === n, "the imported rows and their audit rows are there");
  once("(1) POST /api/projects/import (multipart csvFile)", httpRun.ms);
  const ratio = httpRun.ms / rawRun.ms;
  line(`    answered {"imported":${n}}; ${n} projects and ${n} audit rows added. import/raw = ${pass(ratio, TARGETS.import)}`);
  return { rows: n, csvBytes, httpMs: httpRun.ms, rawMs: rawRun.ms, ratio };
}

function employee(id: string): SessionUser {
  return { id, username: BENCH_USER.username, role: "employee", status: "approved", createdAt: new Date(), sessionId: "bench" };
}

function printBuild(b: Built & { migrateMs: number }) {
  line(`  Migrated (scripts/migrate.mjs) in ${dur(b.migrateMs)}.`);
  line(`  Built ${b.projects.toLocaleString("en-US")} projects + ${b.projects.toLocaleString("en-US")} audit rows + 21 users in ${dur(b.buildMs)}`);
  line(`  (generate_series, 10,000-row chunks, one transaction); VACUUM ANALYZE ${dur(b.vacuumAnalyzeMs)}.`);
}

async function benchPglite(data: ReturnType<typeof makeImport>): Promise<DbResult> {
  line("\n== PGlite (embedded) ==");
  const dataDir = path.join(workDir, "pglite");
  const migrate = await timed(() => migrateConfigured({ dataDir, databaseUrl: undefined, log: () => {} }));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const pglite = (await getPglite())!;
  const inProcessRaw = pgliteRaw(pglite);
  const built = { ...(await buildDataset(inProcessRaw, PROJECTS)), migrateMs: migrate.ms };
  printBuild(built);
  line(`  In-process: one PGlite instance, shared by Prisma's adapter (b) and the raw baseline (a), which calls the`);
  line(`  same instance's query() directly: exactly the database work without Prisma, and no socket hop in either.`);
  const inproc = await inProcess(inProcessRaw, pglite, employee(built.employeeId));
  await closeDb();

  // Only one process may open the folder: the server reaches it through pglite-socket, and so does the raw driver.
  const socketUrl = `postgresql://postgres@127.0.0.1:${PORTS.pgliteSocket}/postgres`;
  const socketLog = path.join(dataDir, "..", "pglite-socket.log");
  const socket = start(path.join(root, "node_modules/.bin/pglite-server"), [`--db=${path.join(dataDir, "pglite")}`, `--port=${PORTS.pgliteSocket}`, "--max-connections=20", `--extensions=${PGLITE_EXTENSION_NAMES.join(",")}`], process.env, socketLog);
  await waitFor(() => portOpen(PORTS.pgliteSocket), "pglite-server", socket, socketLog);
  const socketRaw = pgRaw(socketUrl, "node-postgres via pglite-socket");
  line(`\n  Over HTTP: the folder is now served by pglite-socket (port ${PORTS.pgliteSocket}, 20 connections); the app server`);
  line(`  (scripts/server.mjs, production build) uses DATABASE_URL=${socketUrl}, and (a') replays the`);
  line(`  statements through the same socket, so c/(a'+d) compares like with like. (npm start on PGlite opens the folder`);
  line(`  in-process instead; this is the two-server setup, and every query pays the socket hop, in a' as in c.)`);
  const { child, client } = await startServer(PORTS.pgliteApp, socketUrl, path.join(workDir, "pglite-app"));
  try {
    const http = await overHttp(client, socketRaw, inproc);
    line(`\n  Import on PGlite (server and raw driver both through pglite-socket):`);
    const imported = await importBench(client, http.cookie, socketRaw, built.employeeId, data);
    return result("PGlite", built, inProcessRaw.label, socketRaw.label, inproc, http, imported);
  } finally {
    client.close();
    await stop(child);
    await socketRaw.close();
    await stop(socket);
  }
}

async function benchPostgres(data: ReturnType<typeof makeImport>): Promise<DbResult | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  admin.on("error", () => {}); // a dropped connection surfaces on the next query instead of crashing the run
  try {
    await admin.connect();
  } catch (err) {
    line(`\n== PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL} (${(err as Error).message}) ==`);
    return null;
  }
  const name = `cfp_bench_${runId}`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const [{ version }] = (await admin.query("SHOW server_version")).rows.map((r) => ({ version: r.server_version as string }));
  line(`\n== PostgreSQL ${version} (${url.host}, fresh database ${name}) ==`);
  await admin.query(`CREATE DATABASE ${name}`);
  const raw = pgRaw(databaseUrl, "node-postgres (pg.Pool)");
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const migrate = await timed(() => migrateConfigured({ dataDir: workDir, databaseUrl, log: () => {} }));
    process.env.DATABASE_URL = databaseUrl;
    const built = { ...(await buildDataset(raw, PROJECTS)), migrateMs: migrate.ms };
    printBuild(built);
    line(`  In-process: Prisma with @prisma/adapter-pg (b) and a pg.Pool (a), both over TCP to the same database.`);
    const inproc = await inProcess(raw, "pg", employee(built.employeeId));
    await closeDb();
    line(`\n  Over HTTP: the app server (scripts/server.mjs, production build) on DATABASE_URL=${databaseUrl}.`);
    server = await startServer(PORTS.postgresApp, databaseUrl, path.join(workDir, "postgres-app"));
    const http = await overHttp(server.client, raw, inproc);
    line(`\n  Import on PostgreSQL:`);
    const imported = await importBench(server.client, http.cookie, raw, built.employeeId, data);
    return result("PostgreSQL", built, raw.label, raw.label, inproc, http, imported);
  } finally {
    server?.client.close();
    await stop(server?.child);
    await raw.close();
    await closeDb();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => line(`  (could not drop ${name}: ${e.message})`));
    await admin.end();
  }
}

function result(
  database: string,
  build: DbResult["build"],
  rawInProcess: string,
  rawHttpPhase: string,
  inproc: Awaited<ReturnType<typeof inProcess>>,
  http: Awaited<ReturnType<typeof overHttp>>,
  imported: ImportResult,
): DbResult {
  return {
    database,
    build,
    rawInProcess,
    rawHttpPhase,
    statements: { list: describe(inproc.list.statements), stats: describe(inproc.stats.statements) },
    list: { a: inproc.list.a, b: inproc.list.b, total: inproc.list.total, http: http.list },
    stats: { a: inproc.stats.a, b: inproc.stats.b, http: http.stats },
    import: imported,
  };
}

function printSummary(results: DbResult[]) {
  line("\n== Summary (ms; ratios on p50, p95 ratios in brackets) ==");
  line("  a = raw SQL, b = service in-process, c = HTTP, d = constant JSON route, e = signed-in check only (/api/auth/me);");
  line("  a' = the same raw SQL measured beside c (PGlite: through pglite-socket, as the server reaches it)");
  line(`  ${"database".padEnd(11)}${"".padEnd(7)}${"a p50/p95".padEnd(15)}${"b p50/p95".padEnd(15)}${"b/a".padEnd(17)}${"a' p50/p95".padEnd(15)}${"c p50/p95".padEnd(15)}${"d p50/p95".padEnd(13)}${"e p50/p95".padEnd(13)}c/(a'+d)`);
  for (const r of results) {
    for (const [name, m, target] of [["list", r.list, TARGETS.listService], ["stats", r.stats, TARGETS.statsService]] as const) {
      const pp = (s: Summary) => `${ms(s.p50)}/${ms(s.p95)}`.padEnd(15);
      const ba = m.b.p50 / m.a.p50;
      const cad = m.http.c.p50 / (m.http.a.p50 + m.http.d.p50);
      line(
        `  ${r.database.padEnd(11)}${name.padEnd(7)}${pp(m.a)}${pp(m.b)}${`${ba.toFixed(2)} ${ba <= target ? "PASS" : "MISS"} [${(m.b.p95 / m.a.p95).toFixed(2)}]`.padEnd(17)}` +
          `${pp(m.http.a)}${pp(m.http.c)}${`${ms(m.http.d.p50)}/${ms(m.http.d.p95)}`.padEnd(13)}${`${ms(m.http.e.p50)}/${ms(m.http.e.p95)}`.padEnd(13)}${cad.toFixed(2)} ${cad <= TARGETS.http ? "PASS" : "MISS"} [${(m.http.c.p95 / (m.http.a.p95 + m.http.d.p95)).toFixed(2)}]`,
      );
    }
  }
  line(`  targets: list b/a ≤ ${TARGETS.listService}, stats b/a ≤ ${TARGETS.statsService}, c/(a'+d) ≤ ${TARGETS.http}, import ≤ ${TARGETS.import}× raw`);
  line("");
  line(`  ${"database".padEnd(11)}${"build".padEnd(12)}${"import 60k rows: HTTP".padEnd(23)}${"raw insert".padEnd(12)}ratio`);
  for (const r of results) {
    const i = r.import;
    line(`  ${r.database.padEnd(11)}${dur(r.build.buildMs).padEnd(12)}${dur(i.httpMs).padEnd(23)}${dur(i.rawMs).padEnd(12)}${i.ratio.toFixed(2)} ${i.ratio <= TARGETS.import ? "PASS" : "MISS"}`);
  }
}

async function main() {
  const started = Date.now();
  const host = machine();
  line("== Charger finance portal benchmark (npm run bench) ==");
  line(`  machine : ${host.cpu}, ${host.cores} cores, ${host.memoryGb} GB, ${host.os}; load average ${host.loadAverage.join(" ")}`);
  line(`  node    : ${host.node}; code ${host.revision}; ${new Date().toISOString()}`);
  if (!ONLY_WEIGHT && !ONLY_PAINT && !ONLY_SCREENS) {
    line(`  list    : GET /api/projects?${LIST_QUERY} as an employee`);
    line(`  stats   : GET /api/dashboard/stats as an employee`);
    line(`  latency : p50/p95 over ${ROUNDS} rounds in-process and ${HTTP_ROUNDS} over HTTP, after ${WARMUP} warm-up rounds`);
  }

  fs.mkdirSync(workDir, { recursive: true });
  const buildRun = await timed(async () => buildApp({ ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" }, path.join(workDir, "build.log")));
  line(`  app     : ${buildRun.value ? `built into ${DIST_DIR} in ${dur(buildRun.ms)} (sources changed)` : `build in ${DIST_DIR} is current`}; not part of any figure`);
  if (ONLY_WEIGHT || ONLY_SCREENS) {
    try {
      await (ONLY_WEIGHT ? benchWeight : benchScreens)({ workDir, sessionSecret, distDir: DIST_DIR });
    } finally {
      await stopAll();
    }
    return;
  }
  if (ONLY_PAINT) {
    let paint: PaintResult[] = [];
    try {
      paint = await benchPaint({ size: SIZE, databases: SCALE_DBS, workDir, sessionSecret, distDir: DIST_DIR, postgresAdminUrl: POSTGRES_ADMIN_URL });
    } finally {
      await stopAll();
    }
    writeResults({ paint, paintTargets: PAINT_TARGETS });
    line(`\n  Total ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}.`);
    return;
  }
  const data = makeImport(IMPORT_ROWS, IMPORT_BYTES);

  const results: DbResult[] = [];
  let scale: ScaleResult[] = [];
  try {
    line(`  scale   : ${SIZE.toLocaleString("en-US")} projects on ${SCALE_DBS.join(" and ")}, ${SCALE_ROUNDS} rounds per request`);
    scale = await benchScale({ size: SIZE, rounds: SCALE_ROUNDS, workDir, sessionSecret, distDir: DIST_DIR, postgresAdminUrl: POSTGRES_ADMIN_URL, port: PORTS.pgliteApp, databases: SCALE_DBS });
    writeResults({ scale });
    if (ONLY_SCALE) return;
    results.push(await benchPglite(data));
    const postgres = await benchPostgres(data);
    if (postgres) results.push(postgres);
    printSummary(results);
    await benchDealRoom(workDir);
    await benchMyWork(workDir);
    await benchScreens({ workDir, sessionSecret, distDir: DIST_DIR });
  } finally {
    await stopAll();
  }
  writeResults({ scale, results });
  line(`\n  Total ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}.`);

  // A paint run writes its own section and keeps what the file holds from other runs at the same size.
  function writeResults(found: { scale?: ScaleResult[]; results?: DbResult[]; paint?: PaintResult[]; paintTargets?: typeof PAINT_TARGETS }) {
    const out = path.join(root, "bench-results", SIZE === 100_000 ? "latest.json" : `latest-${SIZE}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const finished = { ...machine(), startLoadAverage: host.loadAverage };
    if (found.paint) {
      const kept = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, unknown>) : { size: SIZE };
      fs.writeFileSync(out, JSON.stringify({ ...kept, paintRun: { date: new Date().toISOString(), machine: finished, size: SIZE, databases: SCALE_DBS }, ...found }, null, 2));
    } else {
      fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), machine: finished, size: SIZE, listQuery: LIST_QUERY, rounds: { inProcess: ROUNDS, http: HTTP_ROUNDS, warmup: WARMUP, scale: SCALE_ROUNDS }, targets: TARGETS, ...found }, null, 2));
    }
    line(`  Wrote ${path.relative(root, out)}.`);
  }
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(`\nBenchmark failed: ${err instanceof Error ? err.stack : err}`);
    await stopAll();
    // The data folder is about to go: keep what the servers said.
    for (const log of fs.existsSync(workDir) ? fs.readdirSync(workDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".log")) : []) {
      console.error(`\n--- ${log} (last lines) ---\n${tail(path.join(workDir, log), 25)}`);
    }
    process.exit(1);
  },
);
