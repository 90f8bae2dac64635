// The scale run of `npm run bench` (issue 14, "Speed at scale"): N projects (--size, default 100,000) on
// PGlite (the app opens the folder itself, as `npm start` does) and PostgreSQL, measured over HTTP as a
// user meets them: right after a CSV import through the API, with no VACUUM or ANALYZE by the bench (the
// app refreshes its statistics after an import), and again after a manual VACUUM ANALYZE. Every figure is
// a p50 over interleaved rounds, judged against the session check (GET /api/auth/me) of the same rounds:
// a list page (every sort, both directions, and the filters) ≤ 3×, a search page ≤ 3×, the dashboard stats
// ≤ 2× for both roles; the unpaged list streams (first byte, total time, server RSS growth < 100 MB, twice:
// the first pass also fills PGlite's 128 MB of shared buffers, which live in the server's own heap); and
// the JavaScript each page loads (gzip) against 150 KB (/login) and 200 KB (/dashboard).
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import pg from "pg";
import type { ChildProcess } from "node:child_process";
import { SORT_KEYS } from "@/lib/projects/schemas";
import type { Role } from "@/lib/auth/schemas";
import { migrateConfigured } from "../migrate.mjs";
import { openPglite } from "../pglite.mjs";
import { stop, tail } from "../child-processes";
import { BENCH_USER, buildDataset } from "./dataset";
import { makeImport } from "./import-data";
import { multipart, signIn, startAppServer, type Client } from "./processes";
import { pgliteRaw, pgRaw, type Raw } from "./raw";
import { interleave, summarise, timed, type Figure, type Summary } from "./timing";
import { measureSearches, type SearchContext } from "./search";
import { weighPages } from "./weight";
import { BOARD_PAGES, BOARD_TARGET, moveTask } from "./pipeline";

const TARGET = { list: 3, stats: 2, page: 3, move: BOARD_TARGET, rssMb: 100, ttfbMs: 250 };
const IMPORT_ROWS = 60_000;
const IMPORT_BYTES = 10_200_000;

type Opts = { size: number; rounds: number; workDir: string; sessionSecret: string; distDir: string; postgresAdminUrl: string; port: number; databases: string[] };
type Phase = { label: string; session: Summary; figures: Figure[] };
type Stream = { rows: number; bytes: number; ttfbMs: number; totalMs: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number };
export type ScaleResult = { database: string; size: number; buildMs: number; importMs: number; imported: number; phases: Phase[]; streams: Stream[]; skipped?: string };

const line = (s = "") => console.log(s);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");

/** The requests measured, each a GET as the employee unless it says investor. */
function requests(): Array<{ name: string; path: string; kind: "list" | "stats" | "page"; investor?: boolean }> {
  const page = "page=3&pageSize=10";
  const sorts = SORT_KEYS.flatMap((sort) =>
    (["asc", "desc"] as const).map((order) => ({ name: `list sort=${sort} ${order}`, path: `/api/projects?sort=${sort}&order=${order}&${page}`, kind: "list" as const })),
  );
  return [
    { name: "list (newest first)", path: `/api/projects?${page}`, kind: "list" },
    ...sorts,
    { name: "list stage=Committed", path: `/api/projects?stage=Committed&${page}`, kind: "list" },
    { name: "list type=L3", path: `/api/projects?type=L3&${page}`, kind: "list" },
    { name: "list quarter=Q2'25", path: `/api/projects?quarter=${encodeURIComponent("Q2'25")}&${page}`, kind: "list" },
    { name: "list stage=Committed&type=L3 sort=cost desc", path: `/api/projects?stage=Committed&type=L3&sort=cost&order=desc&${page}`, kind: "list" },
    { name: "list as an investor (newest first)", path: `/api/projects?${page}`, kind: "list", investor: true },
    { name: "stats (employee)", path: "/api/dashboard/stats", kind: "stats" },
    { name: "stats (investor)", path: "/api/dashboard/stats", kind: "stats", investor: true },
    // Issue 18: the dashboard's HTML (first byte; its stats and first page of projects read on the server).
    { name: "dashboard HTML (employee)", path: "/dashboard", kind: "page" },
    { name: "dashboard HTML (investor)", path: "/dashboard", kind: "page", investor: true },
    // For reading the two above: a small signed-in page (session, header, a form), the frame's own cost.
    { name: "legal profile HTML (investor)", path: "/profile/legal", kind: "page", investor: true },
    // Issue 21: the pipeline board's HTML (first byte; the whole of it, columns, totals, idle counts, medians and 50 cards each, printed).
    ...BOARD_PAGES.map((p) => ({ ...p, kind: "page" as const })),
  ];
}

/** A GET that must answer 200; `firstBytes` collects each answer's time to its first byte. */
function getter(client: Client, cookie: string, urlPath: string, firstBytes?: number[]) {
  return async () => {
    const r = await client.request("GET", urlPath, { cookie });
    if (r.status !== 200) throw new Error(`GET ${urlPath} answered ${r.status}: ${r.body.toString().slice(0, 200)}`);
    firstBytes?.push(r.firstByteMs);
  };
}

type Extra = { name: string; target: number; task: (cookie: string) => Promise<() => Promise<void>> };

async function measure(label: string, client: Client, cookies: { employee: string; investor: string }, rounds: number, extras: Extra[], search: Omit<SearchContext, "client" | "cookies" | "rounds">): Promise<Phase> {
  line(`  ${label}: p50/p95 over ${rounds} rounds, each request interleaved with GET /api/auth/me (e), ratio = p50 / e's p50`);
  const sessionSamples: Summary[] = [];
  const figures: Figure[] = [];
  for (const r of requests()) {
    const cookie = r.investor ? cookies.investor : cookies.employee;
    const firstBytes: number[] = [];
    const t = await interleave({ q: getter(client, cookie, r.path, firstBytes), e: getter(client, cookie, "/api/auth/me") }, { warmup: 3, rounds });
    sessionSamples.push(t.e);
    const target = TARGET[r.kind];
    // A page streams: judged by its first byte (the frame and the loading state, issue 18), its whole HTML printed beside it.
    const q = r.kind === "page" ? summarise(firstBytes.slice(-rounds)) : t.q;
    const ratio = q.p50 / t.e.p50;
    const whole = r.kind === "page" ? `  whole HTML p50 ${ms(t.q.p50)} ms (${(t.q.p50 / t.e.p50).toFixed(1)}×, not judged)` : "";
    figures.push({ name: r.name, p50: q.p50, p95: q.p95, ratio, target, pass: ratio <= target });
    line(`    ${r.name.padEnd(48)} p50 ${ms(q.p50).padStart(7)} ms  p95 ${ms(q.p95).padStart(7)}  e ${ms(t.e.p50).padStart(6)}  ${ratio.toFixed(2).padStart(5)}× (≤ ${target}×) ${verdict(ratio <= target)}${whole}`);
  }
  // Searches (issue 19 §5): each against what bounds it (search.ts).
  const searched = await measureSearches({ ...search, client, cookies, rounds });
  figures.push(...searched.figures);
  sessionSamples.push(...searched.sessions.map((p50) => ({ n: rounds, p50, p95: p50, mean: 0 })));
  // Writes (a board move): the same interleaving, each round one real change.
  for (const x of extras) {
    const t = await interleave({ q: await x.task(cookies.employee), e: getter(client, cookies.employee, "/api/auth/me") }, { warmup: 3, rounds });
    sessionSamples.push(t.e);
    const ratio = t.q.p50 / t.e.p50;
    figures.push({ name: x.name, p50: t.q.p50, p95: t.q.p95, ratio, target: x.target, pass: ratio <= x.target });
    line(`    ${x.name.padEnd(48)} p50 ${ms(t.q.p50).padStart(7)} ms  p95 ${ms(t.q.p95).padStart(7)}  e ${ms(t.e.p50).padStart(6)}  ${ratio.toFixed(2).padStart(5)}× (≤ ${x.target}×) ${verdict(ratio <= x.target)}`);
  }
  const p50s = sessionSamples.map((s) => s.p50).sort((a, b) => a - b);
  const session = { n: sessionSamples.reduce((n, s) => n + s.n, 0), p50: p50s[Math.floor(p50s.length / 2)], p95: Math.max(...sessionSamples.map((s) => s.p95)), mean: 0 };
  line(`    session check GET /api/auth/me: median of the p50s ${ms(session.p50)} ms`);
  return { label, session, figures };
}

function streamLine(s: Stream): string {
  return (
    `${s.rows.toLocaleString("en-US")} rows, ${(s.bytes / 1e6).toFixed(0)} MB in ${(s.totalMs / 1000).toFixed(1)} s; first byte after ${ms(s.ttfbMs)} ms (≤ ${TARGET.ttfbMs} ms) ${verdict(s.ttfbMs <= TARGET.ttfbMs)};` +
    ` server RSS ${s.rssBeforeMb.toFixed(0)} → peak ${s.rssPeakMb.toFixed(0)} MB: growth ${s.growthMb.toFixed(0)} MB (< ${TARGET.rssMb} MB) ${verdict(s.growthMb < TARGET.rssMb)}`
  );
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** GET /api/projects (no paging): the whole list, read as it arrives (never held), the server's RSS sampled. */
async function streamList(port: number, cookie: string, pid: number): Promise<Stream> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    try {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    } catch {
      /* the process is gone; the request fails below */
    }
  }, 50);
  const started = performance.now();
  try {
    return await new Promise<Stream>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/api/projects", headers: { cookie } }, (res) => {
        let ttfbMs = -1;
        let bytes = 0;
        let tailText = "";
        res.on("data", (chunk: Buffer) => {
          if (ttfbMs < 0) ttfbMs = performance.now() - started;
          bytes += chunk.length;
          tailText = (tailText + chunk.toString("latin1")).slice(-2);
        });
        res.on("end", () => {
          if (res.statusCode !== 200 || !tailText.endsWith("]")) return reject(new Error(`the unpaged list answered ${res.statusCode}, ending ${JSON.stringify(tailText)}`));
          resolve({ rows: Number(res.headers["x-total-count"]), bytes, ttfbMs, totalMs: performance.now() - started, rssBeforeMb, rssPeakMb, growthMb: rssPeakMb - rssBeforeMb });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  } finally {
    clearInterval(sampler);
  }
}

/** The scale run's import: 60,000 rows (10.3 MB CSV) through POST /api/projects/import as the employee; the app ANALYZEs after it. */
export async function importThroughApi(client: Client, cookie: string): Promise<{ ms: number; bytes: number; rows: number }> {
  const data = makeImport(IMPORT_ROWS, IMPORT_BYTES);
  const form = multipart("csvFile", "bench-import.csv", "text/csv", data.csv);
  const imp = await timed(() => client.request("POST", "/api/projects/import", { cookie, "content-type": form.contentType }, form.body));
  if (imp.value.status !== 201) throw new Error(`the import answered ${imp.value.status}: ${imp.value.body.toString().slice(0, 300)}`);
  return { ms: imp.ms, bytes: form.body.length, rows: IMPORT_ROWS };
}

export type Setup = {
  database: string;
  dir: string;
  build: () => Promise<{ buildMs: number }>;
  env: Record<string, string | undefined>;
  vacuumAnalyze: (restart: () => Promise<void>, stopApp: () => Promise<void>) => Promise<number>;
  cleanup: () => Promise<void>;
  /** The raw driver on the same database, for the broad searches' baseline (PostgreSQL only). */
  raw?: Raw;
};

/** The bench employee as the service sees them, for the raw statements of the broad searches. */
async function rawViewers(driver: Raw): Promise<NonNullable<SearchContext["raw"]>> {
  const [row] = await driver.query(`SELECT id, role::text AS role FROM users WHERE username = $1`, [BENCH_USER.username]);
  if (!row) throw new Error(`no user ${BENCH_USER.username}`);
  return { driver, employee: { id: String(row.id), role: row.role as Role } };
}

async function runOne(opts: Opts, setup: Setup, pages: { done: boolean }): Promise<ScaleResult> {
  line(`\n== Scale: ${setup.database}, ${opts.size.toLocaleString("en-US")} projects ==`);
  let app!: { child: ChildProcess; client: Client }; // set once the server started (the finally below checks)
  try {
    const { buildMs } = await setup.build();
    line(`  Built ${opts.size.toLocaleString("en-US")} projects with their audit rows in ${(buildMs / 1000).toFixed(1)} s (raw SQL; no VACUUM, no ANALYZE).`);
    app = await startAppServer(opts, setup.env, setup.dir);
    const employee = await signIn(app.client, BENCH_USER.username, BENCH_USER.password);
    const imp = await importThroughApi(app.client, employee);
    line(`  Imported ${IMPORT_ROWS.toLocaleString("en-US")} rows (${(imp.bytes / 1e6).toFixed(1)} MB CSV) through POST /api/projects/import in ${(imp.ms / 1000).toFixed(1)} s; measuring at once.`);
    let cookies = { employee, investor: await signIn(app.client, "bench.investor1", BENCH_USER.password) };
    // The move's task is made per phase: the app (and its client) may have been restarted in between.
    const extras = (): Extra[] => [{ name: "pipeline board move (server action)", target: TARGET.move, task: (cookie) => moveTask(app.client, cookie, opts.distDir, opts.port) }];
    const search = { rows: opts.size + IMPORT_ROWS, raw: setup.raw && (await rawViewers(setup.raw)) };
    const phases = [await measure("Right after the import (the app's own ANALYZE only)", app.client, cookies, opts.rounds, extras(), search)];

    if (!pages.done) {
      pages.done = true;
      for (const w of await weighPages(`http://127.0.0.1:${opts.port}`, employee)) {
        phases[0].figures.push({ name: `page weight ${w.page} (KB gzip)`, p50: w.kb, p95: w.kb, ratio: w.kb / w.target, target: w.target, pass: w.pass });
      }
    }

    const restart = async () => {
      app = await startAppServer(opts, setup.env, setup.dir);
      cookies = { employee: await signIn(app.client, BENCH_USER.username, BENCH_USER.password), investor: await signIn(app.client, "bench.investor1", BENCH_USER.password) };
    };
    const stopApp = async () => {
      app.client.close();
      await stop(app.child);
    };
    const vacuumMs = await setup.vacuumAnalyze(restart, stopApp);
    line(`  Manual VACUUM ANALYZE of projects, audit_log, users: ${(vacuumMs / 1000).toFixed(1)} s.`);
    phases.push(await measure("After a manual VACUUM ANALYZE", app.client, cookies, opts.rounds, extras(), search));

    // Twice: what the stream itself holds shows on the second pass; the first also warms the caches the
    // server process keeps (on PGlite its shared buffers, up to 128 MB, in the same process).
    line(`  The unpaged list GET /api/projects (every row, streamed), twice, the server's RSS sampled every 50 ms:`);
    const streams: Stream[] = [];
    for (const pass of ["first pass", "second pass"]) {
      const stream = await streamList(opts.port, cookies.employee, app.child.pid!);
      streams.push(stream);
      line(`    ${pass}: ${streamLine(stream)}`);
    }
    return { database: setup.database, size: opts.size, buildMs, importMs: imp.ms, imported: IMPORT_ROWS, phases, streams };
  } catch (err) {
    line(`  server log tail:\n${tail(path.join(setup.dir, "server.log"), 60)}`);
    throw err;
  } finally {
    if (app) {
      app.client.close();
      await stop(app.child);
    }
    await setup.cleanup();
  }
}

/** What a database's setup needs; for the paint run, `recentActivity` (dataset.ts) and `name`, the data folder's prefix. */
export type SetupOpts = Pick<Opts, "size" | "workDir" | "postgresAdminUrl"> & { recentActivity?: boolean; name?: string };

export function pgliteSetup(opts: SetupOpts): Setup {
  const dir = path.join(opts.workDir, `${opts.name ?? "scale"}-pglite`);
  const vacuum = async () => {
    const db = await openPglite(path.join(dir, "pglite"));
    try {
      const t = await timed(async () => {
        for (const table of ["projects", "audit_log", "users"]) await db.exec(`VACUUM ANALYZE ${table}`);
      });
      return t.ms;
    } finally {
      await db.close();
    }
  };
  return {
    database: "PGlite",
    dir,
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    build: async () => {
      await migrateConfigured({ dataDir: dir, databaseUrl: undefined, log: () => {} });
      const db = await openPglite(path.join(dir, "pglite"));
      try {
        return { buildMs: (await buildDataset(pgliteRaw(db), opts.size, { vacuumAnalyze: false, recentActivity: opts.recentActivity })).buildMs };
      } finally {
        await db.close();
      }
    },
    // Only one process may open the folder: stop the app, VACUUM ANALYZE in this process, start it again.
    vacuumAnalyze: async (restart, stopApp) => {
      await stopApp();
      const took = await vacuum();
      await restart();
      return took;
    },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function postgresSetup(opts: SetupOpts, admin: pg.Client, name: string): Setup {
  const url = new URL(opts.postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = path.join(opts.workDir, `${opts.name ?? "scale"}-postgres`);
  const raw = pgRaw(databaseUrl, "pg");
  return {
    database: "PostgreSQL",
    dir,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dir },
    build: async () => {
      await admin.query(`CREATE DATABASE ${name}`);
      await migrateConfigured({ dataDir: dir, databaseUrl, log: () => {} });
      return { buildMs: (await buildDataset(raw, opts.size, { vacuumAnalyze: false, recentActivity: opts.recentActivity })).buildMs };
    },
    vacuumAnalyze: async () => (await timed(async () => {
      for (const table of ["projects", "audit_log", "users"]) await raw.query(`VACUUM ANALYZE ${table}`);
    })).ms,
    raw,
    cleanup: async () => {
      await raw.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => line(`  (could not drop ${name}: ${e.message})`));
    },
  };
}

export async function benchScale(opts: Opts): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  const pages = { done: false };
  if (opts.databases.includes("postgres")) {
    const admin = new pg.Client({ connectionString: opts.postgresAdminUrl });
    admin.on("error", () => {});
    let connected = true;
    await admin.connect().catch((err) => {
      connected = false;
      line(`\n== Scale: PostgreSQL skipped, nothing answers at ${opts.postgresAdminUrl} (${err.message}) ==`);
      results.push({ database: "PostgreSQL", size: opts.size, buildMs: 0, importMs: 0, imported: 0, phases: [], streams: [], skipped: err.message });
    });
    if (connected) {
      try {
        results.push(await runOne(opts, postgresSetup(opts, admin, `cfp_scale_${path.basename(opts.workDir).replace(/\W/g, "_")}`), pages));
      } finally {
        await admin.end();
      }
    }
  }
  if (opts.databases.includes("pglite")) results.push(await runOne(opts, pgliteSetup(opts), pages));
  else results.push({ database: "PGlite", size: opts.size, buildMs: 0, importMs: 0, imported: 0, phases: [], streams: [], skipped: "not asked for (--db)" });
  printScaleSummary(results);
  return results;
}

export function printScaleSummary(results: ScaleResult[]) {
  line(`\n== Scale summary (p50 ms; ratio to the session check's p50 of the same rounds) ==`);
  for (const r of results) {
    if (r.skipped) {
      line(`  ${r.database} at ${r.size.toLocaleString("en-US")}: skipped (${r.skipped})`);
      continue;
    }
    const [after, analyzed] = r.phases;
    line(`  ${r.database} at ${r.size.toLocaleString("en-US")} projects (build ${(r.buildMs / 1000).toFixed(0)} s, import of ${r.imported.toLocaleString("en-US")} rows ${(r.importMs / 1000).toFixed(1)} s); session check ${ms(after.session.p50)} / ${ms(analyzed.session.p50)} ms`);
    line(`    ${"".padEnd(48)} ${"after import".padEnd(22)} after VACUUM ANALYZE`);
    for (const f of after.figures) {
      const g = analyzed.figures.find((x) => x.name === f.name);
      const cell = (x: Figure) => `${ms(x.p50).padStart(7)} ${x.name.startsWith("page weight") ? "KB" : `${x.ratio.toFixed(2)}×`} ${verdict(x.pass)}`;
      line(`    ${f.name.padEnd(48)} ${cell(f).padEnd(22)} ${g ? cell(g) : "(once)"}`);
    }
    r.streams.forEach((s, i) => line(`    unpaged list, pass ${i + 1}: ${streamLine(s)}`));
  }
}
