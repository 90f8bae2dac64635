// The paint run (issue 29, `npm run bench -- --only=paint --size=N --db=postgres|pglite|both`): what a user
// sees, in Chromium. Per database, the scale run's build (scale.ts) of N projects, here with every deal
// active in the last RECENT_DAYS days (the idle counts' worst case: no deal is idle), then 60,000 rows
// imported through the CSV endpoint (recent too), then two phases: right after the import (the app's own
// ANALYZE only) and after a manual VACUUM ANALYZE. In each phase, rounds of cold Chromium contexts (no
// cache, only the session cookie) over four probes, one warm-up round then VISITS measured, the probes
// rotating within a round so that background load falls on all alike:
//   - /login signed out: its first contentful paint, the yardstick of the run;
//   - /dashboard as the employee: the first row of the project table on screen;
//   - /dashboard as an investor: their figures (the Overview's stat cards) on screen;
//   - /pipeline as the employee: the board's first card on screen.
// "On screen": an init script's MutationObserver sees the element in the document, then two
// requestAnimationFrame callbacks pass (the frame that paints it has been produced) and the element has a
// box; the time is performance.now() then, on the navigation's clock, as the first contentful paint is.
// Cumulative layout shift is summed from PerformanceObserver('layout-shift') until the network is idle.
// Each figure is the median of the visits, judged as its ratio to the login page's median FCP of the same
// phase (dashboard ≤ 1.25×, board ≤ 1.5×, CLS ≤ 0.02). Printed beside it, to say where the time goes:
// the HTML's first byte and last byte (the server's render, data included), the stylesheets' arrival,
// long tasks before the data, the element's hydration. On PostgreSQL each phase ends with the reads
// behind the pages timed in this process and the statements of the slow ones EXPLAIN ANALYZEd; on PGlite
// (one process per folder) that happens while the app is stopped for the VACUUM.
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser } from "@playwright/test";
import type { PGlite } from "@electric-sql/pglite";
import { closeDb, getPglite } from "@/lib/db";
import { stopPeriodicMaintenance } from "@/lib/db-maintenance";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import type { SessionUser } from "@/lib/session";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { listProjects } from "@/lib/projects/queries";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { getBoard, getIdleCounts } from "@/lib/pipeline/queries";
import { boardQuerySchema } from "@/lib/pipeline/schemas";
import { bellNotifications } from "@/app/(portal)/_views/notification-bell";
import { getMyReadiness } from "@/lib/readiness/queries";
import { listMyPlaces } from "@/lib/reservations/waitlist-queries";
import { freePort, stop, tail } from "../child-processes";
import { captureStatements, type Statement } from "./capture";
import { BENCH_USER, RECENT_DAYS } from "./dataset";
import { signIn, startAppServer, type Client } from "./processes";
import { pgliteRaw, type Raw } from "./raw";
import { importThroughApi, pgliteSetup, postgresSetup, type Setup } from "./scale";
import { launchChromium, weighPages, type PageWeight } from "./weight";

export const PAINT_TARGETS = { dashboard: 1.25, board: 1.5, cls: 0.02 };
const VISITS = Number(process.env.BENCH_PAINT_VISITS ?? 7);
const WARMUP = 1;
const INVESTOR = "bench.investor1";
const PROFILE_ROUNDS = 5;
/** Statements slower than this (ms, EXPLAIN ANALYZE) are printed with their plan. */
const PLAN_ABOVE_MS = 15;

type Role = "anonymous" | "employee" | "investor";
/**
 * `info`: printed with its ratio, not judged. `fromMemory`: the HTML the server answered for this path is
 * fetched once per phase and handed to the browser by the bench itself (Playwright's route) the instant it
 * asks, so the figure is the page's cost in the browser alone (its stylesheet, scripts and data requests
 * still go to the server): the floor that no server-side change can go below.
 */
type Probe = { name: string; path: string; role: Role; what: string; selector?: string; target?: number; info?: boolean; fromMemory?: boolean };

/**
 * What each probe waits for, read from the product's markup: the project table's body rows
 * (components/ui/data-table.tsx, labelled "Projects"; the phone's card list is hidden at this width), the
 * investor's stat cards (components/dashboard/investor-stat-cards.tsx under the "investor-overview"
 * section), the board's cards (components/pipeline/board-column.tsx lists "<stage> deals").
 */
const PROBES_LIVE: Probe[] = [
  { name: "login", path: "/login", role: "anonymous", what: "first contentful paint" },
  { name: "dashboard (employee)", path: "/dashboard", role: "employee", what: "first project row", selector: 'table[aria-label="Projects"] > tbody > tr', target: PAINT_TARGETS.dashboard },
  { name: "dashboard (investor)", path: "/dashboard", role: "investor", what: "the investor's figures", selector: '#investor-overview [data-testid$="-value"]', target: PAINT_TARGETS.dashboard },
  { name: "board", path: "/pipeline", role: "employee", what: "first board card", selector: 'ul[aria-label$=" deals"] > li article', target: PAINT_TARGETS.board },
];
export const PROBES: Probe[] = [
  ...PROBES_LIVE,
  // For reading the figures above: a small signed-in page (session, header, menus, a short form), the frame's own
  // cost; and the board with no cards (a search that matches nothing: the columns, totals and filters alone).
  { name: "legal profile (inv.)", path: "/profile/legal", role: "investor", what: "first contentful paint", info: true },
  { name: "board, no cards", path: "/pipeline?search=qzxjvw", role: "employee", what: "first contentful paint", info: true },
  // The same pages with the server's time taken out (see `fromMemory`), the login page's included.
  ...PROBES_LIVE.map((p): Probe => ({ ...p, name: `${p.name}, from memory`, target: undefined, info: true, fromMemory: true })),
];

/** One visit's timings, ms from the navigation's start (performance.now()'s origin). */
export type Visit = {
  requestStart: number;
  ttfb: number;
  htmlEnd: number;
  htmlKb: number;
  htmlRawKb: number;
  cssEnd: number | null;
  cssKb: number;
  domInteractive: number;
  domContentLoaded: number;
  load: number;
  fcp: number | null;
  lcp: number | null;
  matchedAt: number | null;
  /** Two animation frames after the element was in the document with a box. */
  dataAt: number | null;
  /** Element Timing's renderTime of the element's first painted content (null outside the viewport). */
  elementAt: number | null;
  /**
   * The data on screen: Element Timing's time when the element reported one, otherwise the later of the
   * two frames and the first contentful paint (nothing is on screen before that paint; FCP is the frame's
   * presentation time, which two animation frames can precede when the compositor lags on a busy machine).
   */
  shownAt: number | null;
  hydratedAt: number | null;
  inViewport: boolean | null;
  longTaskBeforeData: number;
  jsBeforeData: number;
  cls: number;
  idleMs: number;
};

const INIT = (selector: string | undefined) => `(() => {
  const out = { cls: 0, matchedAt: null, dataAt: null, elementAt: null, hydratedAt: null, inViewport: null, longTasks: [], lcp: null };
  window.__bench = out;
  const observe = (type, fn) => { try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch (e) {} };
  observe("layout-shift", (e) => { if (!e.hadRecentInput) out.cls += e.value; });
  observe("longtask", (e) => out.longTasks.push([e.startTime, e.duration]));
  observe("largest-contentful-paint", (e) => { out.lcp = e.startTime; });
  // Element Timing (the frame's presentation time, as FCP's): the elements are marked here, by the bench,
  // as the parser inserts them and before any frame paints them; only what is inside the viewport reports.
  observe("element", (e) => { if (e.identifier === "bench-data" && e.renderTime > 0 && (out.elementAt === null || e.renderTime < out.elementAt)) out.elementAt = e.renderTime; });
  const selector = ${JSON.stringify(selector ?? null)};
  if (!selector) return;
  const mark = (root) => { for (const el of [root, ...root.querySelectorAll("*")]) el.setAttribute("elementtiming", "bench-data"); };
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const hydrated = (el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  const twoFrames = (fn) => requestAnimationFrame(() => requestAnimationFrame(fn));
  let matched = [];
  const painted = () => {
    const el = Array.from(document.querySelectorAll(selector)).find(shown);
    if (!el) return twoFrames(painted);
    out.dataAt = performance.now();
    out.inViewport = el.getBoundingClientRect().top < innerHeight;
    const poll = () => {
      const now = Array.from(document.querySelectorAll(selector)).find(shown);
      if (now && hydrated(now)) out.hydratedAt = performance.now();
      else if (performance.now() - out.dataAt < 30000) requestAnimationFrame(poll);
    };
    poll();
    setTimeout(() => observer.disconnect(), 5000);
  };
  const observer = new MutationObserver((records) => {
    if (out.matchedAt === null) {
      const found = document.querySelectorAll(selector);
      if (!found.length) return;
      out.matchedAt = performance.now();
      matched = Array.from(found);
      matched.forEach(mark);
      twoFrames(painted);
      return;
    }
    // The matched elements' content the parser adds afterwards is marked too.
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && matched.some((m) => m.contains(n))) mark(n);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const READ = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const resources = performance.getEntriesByType("resource");
  const css = resources.filter((r) => /\\.css$/.test(new URL(r.name).pathname));
  const js = resources.filter((r) => /\\.js$/.test(new URL(r.name).pathname));
  const b = window.__bench;
  const until = b.dataAt !== null ? b.dataAt : fcp ? fcp.startTime : 0;
  return {
    requestStart: nav.requestStart, ttfb: nav.responseStart, htmlEnd: nav.responseEnd,
    htmlKb: nav.encodedBodySize / 1024, htmlRawKb: nav.decodedBodySize / 1024,
    cssEnd: css.length ? Math.max(...css.map((r) => r.responseEnd)) : null, cssKb: css.reduce((s, r) => s + r.transferSize, 0) / 1024,
    domInteractive: nav.domInteractive, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd,
    fcp: fcp ? fcp.startTime : null, lcp: b.lcp, matchedAt: b.matchedAt, dataAt: b.dataAt, elementAt: b.elementAt, hydratedAt: b.hydratedAt, inViewport: b.inViewport,
    longTaskBeforeData: b.longTasks.filter(([s]) => s < until).reduce((sum, [s, d]) => sum + Math.min(d, until - s), 0),
    jsBeforeData: js.filter((r) => r.responseEnd <= until).length,
    cls: b.cls,
  };
})()`;

async function visit(browser: Browser, baseUrl: string, probe: Probe, cookie: string | null, html?: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=").slice(1).join("="), url: baseUrl }]);
    await context.addInitScript({ content: INIT(probe.selector) });
    const tab = await context.newPage();
    const target = new URL(probe.path, baseUrl);
    if (html !== undefined) {
      await tab.route((u) => u.pathname === target.pathname && u.search === target.search, (r) => r.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    }
    const started = Date.now();
    const res = await tab.goto(probe.path, { waitUntil: "networkidle", timeout: 120_000 });
    const idleMs = Date.now() - started;
    if (res?.status() !== 200) throw new Error(`${probe.path} answered ${res?.status()}`);
    const landed = new URL(tab.url()).pathname;
    if (landed !== target.pathname) throw new Error(`${probe.path} ended on ${landed}`);
    if (probe.selector) {
      await tab.waitForFunction("window.__bench.dataAt !== null", undefined, { timeout: 30_000 }).catch(() => {
        throw new Error(`${probe.name}: nothing matching ${probe.selector} came on screen`);
      });
    } else {
      await tab.waitForFunction(`performance.getEntriesByName("first-contentful-paint").length > 0`, undefined, { timeout: 30_000 });
    }
    const read = (await tab.evaluate(READ)) as Omit<Visit, "idleMs" | "shownAt">;
    const shownAt = read.elementAt ?? (read.dataAt === null ? null : Math.max(read.dataAt, read.fcp ?? 0));
    return { ...read, shownAt, idleMs };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const med = (visits: Visit[], f: (v: Visit) => number | null) => median(visits.map((v) => f(v) ?? NaN));

export type ProbeFigure = {
  name: string;
  what: string;
  /** The data on screen (the login page: its FCP), median ms. */
  ms: number;
  ratio: number | null;
  target: number | null;
  pass: boolean | null;
  cls: number;
  clsMax: number;
  clsPass: boolean;
  medians: Record<string, number>;
  visits: Visit[];
};
export type PaintPhase = { label: string; loadAverage: { start: number[]; end: number[] }; loginFcp: number; figures: ProbeFigure[]; reads?: ReadProfile[]; tables?: Record<string, unknown>[] };
export type PaintResult = { database: string; size: number; buildMs: number; importMs: number; phases: PaintPhase[]; weight?: PageWeight[]; skipped?: string };

const line = (s = "") => console.log(s);
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : "–");
const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

function summarise(probe: Probe, visits: Visit[], loginFcp: number): ProbeFigure {
  const m = (f: (v: Visit) => number | null) => med(visits, f);
  const shown = (v: Visit) => (probe.selector ? v.shownAt : v.fcp);
  const ms = m(shown);
  const cls = m((v) => v.cls);
  const clsMax = Math.max(...visits.map((v) => v.cls));
  const ratio = probe.target || probe.info ? ms / loginFcp : null;
  return {
    name: probe.name,
    what: probe.what,
    ms,
    ratio,
    target: probe.target ?? null,
    pass: ratio === null || !probe.target ? null : ratio <= probe.target,
    cls,
    clsMax,
    clsPass: cls <= PAINT_TARGETS.cls,
    medians: {
      ttfb: m((v) => v.ttfb),
      // Per visit, the parts of the time to the data: the server's answer, the HTML's transfer, the browser after it.
      partServer: m((v) => v.ttfb),
      partTransfer: m((v) => v.htmlEnd - v.ttfb),
      partBrowser: m((v) => (shown(v) ?? NaN) - v.htmlEnd),
      server: m((v) => v.ttfb - v.requestStart),
      htmlEnd: m((v) => v.htmlEnd),
      htmlKb: m((v) => v.htmlKb),
      htmlRawKb: m((v) => v.htmlRawKb),
      cssEnd: m((v) => v.cssEnd),
      fcp: m((v) => v.fcp),
      lcp: m((v) => v.lcp),
      matchedAt: m((v) => v.matchedAt),
      dataAt: m((v) => v.dataAt),
      elementAt: m((v) => v.elementAt),
      elementTimed: visits.filter((v) => v.elementAt !== null).length,
      hydratedAt: m((v) => v.hydratedAt),
      domContentLoaded: m((v) => v.domContentLoaded),
      load: m((v) => v.load),
      longTaskBeforeData: m((v) => v.longTaskBeforeData),
      jsBeforeData: m((v) => v.jsBeforeData),
      idle: m((v) => v.idleMs),
    },
    visits,
  };
}

function printFigure(f: ProbeFigure) {
  const d = f.medians;
  const verdict =
    f.ratio === null ? "(the yardstick)" : f.target === null ? `= ${f.ratio.toFixed(2)}× login FCP (not judged)` : `= ${f.ratio.toFixed(2)}× login FCP (≤ ${f.target}×) ${f.pass ? "PASS" : "MISS"}`;
  line(`    ${f.name.padEnd(21)} ${f.what.padEnd(23)} ${f0(f.ms).padStart(5)} ms ${verdict}; CLS ${f.cls.toFixed(3)} (max ${f.clsMax.toFixed(3)}, ≤ ${PAINT_TARGETS.cls}) ${f.clsPass ? "PASS" : "MISS"}`);
  const spread = f.visits.map((v) => f0(v.shownAt ?? v.fcp ?? NaN)).join(" ");
  line(`      parts (medians per visit): server until the first byte ${f0(d.partServer)}, HTML transfer ${f0(d.partTransfer)}, browser after the last byte ${f0(d.partBrowser)}`);
  line(
    `      visits ${spread} | HTML first byte ${f0(d.ttfb)} (server ${f0(d.server)}), last byte ${f0(d.htmlEnd)}, ${d.htmlKb.toFixed(0)} KB gzip / ${d.htmlRawKb.toFixed(0)} KB;` +
      ` CSS in ${f0(d.cssEnd)}; FCP ${f0(d.fcp)}, LCP ${f0(d.lcp)}` +
      (f.ratio === null || f.target === null
        ? ""
        : `; in the DOM ${f0(d.matchedAt)}, two frames later ${f0(d.dataAt)}, Element Timing ${f0(d.elementAt)} (${d.elementTimed}/${f.visits.length} visits; ${f.visits.every((v) => v.inViewport) ? "in the viewport" : "below the fold"}),` +
          ` long tasks before the data ${f0(d.longTaskBeforeData)}, ${f0(d.jsBeforeData)} scripts in before it; hydrated ${f0(d.hydratedAt)}`) +
      `; DOMContentLoaded ${f0(d.domContentLoaded)}, load ${f0(d.load)}, network idle ${f0(d.idle)}`,
  );
}

/** The page's HTML as the server answers it now, for the `fromMemory` probes. */
async function answerOf(baseUrl: string, path: string, cookie: string | null): Promise<string> {
  const res = await fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

async function measurePhase(label: string, browser: Browser, baseUrl: string, cookies: Record<Exclude<Role, "anonymous">, string>): Promise<PaintPhase> {
  const start = load();
  line(`  ${label}: ${WARMUP} warm-up round, then ${VISITS}; each round a cold context per probe, in rotating order (load average ${start.join(" ")})`);
  const visits = new Map<string, Visit[]>(PROBES.map((p) => [p.name, []]));
  const cookieOf = (probe: Probe) => (probe.role === "anonymous" ? null : cookies[probe.role]);
  const html = new Map<string, string>();
  for (const probe of PROBES.filter((p) => p.fromMemory)) html.set(probe.name, await answerOf(baseUrl, probe.path, cookieOf(probe)));
  for (let round = -WARMUP; round < VISITS; round++) {
    for (let k = 0; k < PROBES.length; k++) {
      const probe = PROBES[(Math.abs(round) + k) % PROBES.length];
      const v = await visit(browser, baseUrl, probe, cookieOf(probe), html.get(probe.name));
      if (round >= 0) visits.get(probe.name)!.push(v);
    }
  }
  const loginFcp = med(visits.get("login")!, (v) => v.fcp);
  const figures = PROBES.map((p) => summarise(p, visits.get(p.name)!, loginFcp));
  figures.forEach(printFigure);
  const end = load();
  line(`    (load average at the end ${end.join(" ")})`);
  return { label, loadAverage: { start, end }, loginFcp, figures };
}

// ---- The reads behind the pages, in this process (diagnosis) ----

export type ReadProfile = { page: string; read: string; p50: number; statements: Array<{ sql: string; ms: number; plan?: string[] }> };

type Viewers = { employee: SessionUser; investor: SessionUser };

async function viewers(raw: Raw): Promise<Viewers> {
  const rows = await raw.query(`SELECT id, username, role::text AS role, status::text AS status, "createdAt" FROM users WHERE username = ANY($1::text[])`, [[BENCH_USER.username, INVESTOR]]);
  const as = (username: string): SessionUser => {
    const r = rows.find((x) => x.username === username);
    if (!r) throw new Error(`no user ${username}`);
    return { id: String(r.id), username, role: r.role as SessionUser["role"], status: r.status as SessionUser["status"], createdAt: new Date(String(r.createdAt)), sessionId: "bench" };
  };
  return { employee: as(BENCH_USER.username), investor: as(INVESTOR) };
}

/**
 * The reads of app/(portal)/_views/dashboard.ts and the board's page, called as they call them
 * (that module itself imports next/navigation, which does not load outside Next).
 */
function reads(v: Viewers): Array<{ page: string; read: string; run: () => Promise<unknown> }> {
  const list = { ...projectListQuerySchema.parse({}), pageSize: 10 };
  const board = boardQuerySchema.parse({ shown: {} });
  const reservingOf = (user: SessionUser) => Promise.all([getMyReadiness(user), listMyPlaces(user)]);
  const readDashboard = (user: SessionUser) =>
    Promise.all([
      getDashboardStats(user),
      listProjects(user, list),
      listProjectQuarters(user),
      user.role === "employee" ? getIdleCounts(user) : null,
      user.role === "employee" ? null : reservingOf(user),
    ]);
  return [
    { page: "dashboard (employee)", read: "the whole page's reads (readDashboard)", run: () => readDashboard(v.employee) },
    { page: "dashboard (employee)", read: "stats", run: () => getDashboardStats(v.employee) },
    { page: "dashboard (employee)", read: "project page 1", run: () => listProjects(v.employee, list) },
    { page: "dashboard (employee)", read: "quarters", run: () => listProjectQuarters(v.employee) },
    { page: "dashboard (employee)", read: "idle counts", run: () => getIdleCounts(v.employee) },
    { page: "dashboard (employee)", read: "bell (layout)", run: () => bellNotifications(v.employee) },
    { page: "dashboard (investor)", read: "the whole page's reads (readDashboard)", run: () => readDashboard(v.investor) },
    { page: "dashboard (investor)", read: "stats", run: () => getDashboardStats(v.investor) },
    { page: "dashboard (investor)", read: "project page 1", run: () => listProjects(v.investor, list) },
    { page: "dashboard (investor)", read: "quarters", run: () => listProjectQuarters(v.investor) },
    { page: "dashboard (investor)", read: "readiness and places", run: () => reservingOf(v.investor) },
    { page: "board", read: "the whole page's reads (board + quarters)", run: () => Promise.all([getBoard(v.employee, board), listProjectQuarters(v.employee)]) },
    { page: "board", read: "board (getBoard)", run: () => getBoard(v.employee, board) },
  ];
}

/** Each read timed (median of PROFILE_ROUNDS after one), then each of its statements EXPLAIN ANALYZEd once. */
async function profileReads(driver: PGlite | "pg", raw: Raw): Promise<ReadProfile[]> {
  const v = await viewers(raw);
  const out: ReadProfile[] = [];
  line(`    The pages' reads in this process (Prisma, same database), median of ${PROFILE_ROUNDS} after one; statements by EXPLAIN ANALYZE, plans of those over ${PLAN_ABOVE_MS} ms:`);
  for (const r of reads(v)) {
    await r.run();
    const times: number[] = [];
    for (let i = 0; i < PROFILE_ROUNDS; i++) {
      const t = performance.now();
      await r.run();
      times.push(performance.now() - t);
    }
    const { statements } = await captureStatements(driver, r.run);
    const explained: ReadProfile["statements"] = [];
    for (const s of statements.filter(isQuery)) explained.push(await explain(raw, s));
    explained.sort((a, b) => b.ms - a.ms);
    const p50 = median(times);
    out.push({ page: r.page, read: r.read, p50, statements: explained });
    const top = explained.slice(0, 3).map((s) => `${s.ms.toFixed(1)} ms`).join(", ");
    line(`      ${r.page.padEnd(21)} ${r.read.padEnd(42)} ${p50.toFixed(1).padStart(7)} ms; ${explained.length} statements${top ? `, slowest ${top}` : ""}`);
    if (!r.read.startsWith("the whole")) {
      for (const s of explained.filter((x) => x.ms > PLAN_ABOVE_MS)) {
        line(`        ${s.ms.toFixed(1)} ms: ${s.sql.replace(/\s+/g, " ").slice(0, 160)}…`);
        for (const p of s.plan ?? []) line(`          ${p}`);
      }
    }
  }
  return out;
}

const isQuery = (s: Statement) => /^\s*(SELECT|WITH)\b/i.test(s.sql);

async function explain(raw: Raw, s: Statement): Promise<ReadProfile["statements"][number]> {
  try {
    const rows = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
    const plan = rows.map((r) => String(r["QUERY PLAN"]));
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1] ?? NaN);
    return { sql: s.sql, ms, plan: ms > PLAN_ABOVE_MS ? plan : undefined };
  } catch (err) {
    return { sql: s.sql, ms: NaN, plan: [`(EXPLAIN failed: ${(err as Error).message})`] };
  }
}

/** PostgreSQL's own view of the two big tables when a phase starts (autovacuum's work, dead rows). */
async function tableState(raw: Raw): Promise<Record<string, unknown>[]> {
  const rows = await raw.query(
    `SELECT relname, n_live_tup::int AS live, n_dead_tup::int AS dead, n_mod_since_analyze::int AS "modSinceAnalyze", n_ins_since_vacuum::int AS "insSinceVacuum",
            last_vacuum, last_autovacuum, last_analyze, last_autoanalyze
     FROM pg_stat_user_tables WHERE relname IN ('projects', 'audit_log', 'project_totals') ORDER BY relname`,
  );
  for (const r of rows) {
    const when = (x: unknown) => (x ? new Date(String(x)).toISOString().slice(11, 19) : "never");
    line(
      `    ${String(r.relname).padEnd(15)} live ${r.live}, dead ${r.dead}, changed since ANALYZE ${r.modSinceAnalyze}, inserted since VACUUM ${r.insSinceVacuum};` +
        ` vacuum ${when(r.last_vacuum)} / auto ${when(r.last_autovacuum)}, analyze ${when(r.last_analyze)} / auto ${when(r.last_autoanalyze)} (UTC)`,
    );
  }
  return rows;
}

// ---- The run ----

type Opts = { size: number; databases: string[]; workDir: string; sessionSecret: string; distDir: string; postgresAdminUrl: string };

async function runOne(opts: Opts, setup: Setup, browser: Browser, weigh: boolean): Promise<PaintResult> {
  line(`\n== Paint: ${setup.database}, ${opts.size.toLocaleString("en-US")} projects, every deal active in the last ${RECENT_DAYS} days ==`);
  const server = { port: await freePort(), sessionSecret: opts.sessionSecret, distDir: opts.distDir };
  const baseUrl = `http://127.0.0.1:${server.port}`;
  let app: { child: import("node:child_process").ChildProcess; client: Client } | undefined;
  const signInBoth = async () => ({ employee: await signIn(app!.client, BENCH_USER.username, BENCH_USER.password), investor: await signIn(app!.client, INVESTOR, BENCH_USER.password) });
  try {
    const { buildMs } = await setup.build();
    line(`  Built ${opts.size.toLocaleString("en-US")} projects with their audit rows in ${(buildMs / 1000).toFixed(1)} s (raw SQL; no VACUUM, no ANALYZE).`);
    app = await startAppServer(server, setup.env, setup.dir);
    let cookies = await signInBoth();
    const imp = await importThroughApi(app.client, cookies.employee);
    line(`  Imported ${imp.rows.toLocaleString("en-US")} rows (${(imp.bytes / 1e6).toFixed(1)} MB CSV) through POST /api/projects/import in ${(imp.ms / 1000).toFixed(1)} s; measuring at once.`);
    const phases: PaintPhase[] = [];
    const pgTables = setup.raw ? await tableState(setup.raw) : undefined;
    phases.push({ ...(await measurePhase("Right after the import", browser, baseUrl, cookies)), tables: pgTables });
    if (setup.raw) phases[0].reads = await profileReads("pg", setup.raw);

    let weight: PageWeight[] | undefined;
    if (weigh) weight = await weighPages(baseUrl, cookies.employee, browser);

    const stopApp = async () => {
      app!.client.close();
      await stop(app!.child);
    };
    const restart = async () => {
      app = await startAppServer(server, setup.env, setup.dir);
      cookies = await signInBoth();
    };
    let profiled: ReadProfile[] | undefined;
    const vacuumMs = await setup.vacuumAnalyze(restart, async () => {
      await stopApp();
      // PGlite: the folder is free while the app is stopped; its reads as they were right after the import.
      if (!setup.raw) phases[0].reads = await profileOnPglite(setup.dir);
    });
    if (!setup.raw) {
      // After the VACUUM, on the folder again, before the app reopens it: stop, profile, restart.
      await stopApp();
      profiled = await profileOnPglite(setup.dir);
      await restart();
    }
    line(`  Manual VACUUM ANALYZE of projects, audit_log, users: ${(vacuumMs / 1000).toFixed(1)} s.`);
    const tables = setup.raw ? await tableState(setup.raw) : undefined;
    phases.push({ ...(await measurePhase("After a manual VACUUM ANALYZE", browser, baseUrl, cookies)), tables });
    if (setup.raw) phases[1].reads = await profileReads("pg", setup.raw);
    else phases[1].reads = profiled;
    return { database: setup.database, size: opts.size, buildMs, importMs: imp.ms, phases, weight };
  } catch (err) {
    line(`  server log tail:\n${tail(path.join(setup.dir, "server.log"), 60)}`);
    throw err;
  } finally {
    if (app) {
      app.client.close();
      await stop(app.child);
    }
    await closeDb();
    await setup.cleanup();
  }
}

/** The reads on the PGlite folder in this process (the app must be stopped: one process per folder). */
async function profileOnPglite(dir: string): Promise<ReadProfile[]> {
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  try {
    const db = (await getPglite())!;
    stopPeriodicMaintenance(); // lib/db.ts starts the app's upkeep with the instance: it must not VACUUM here
    line(`  (PGlite: the app stopped, its folder opened in this process for the reads' profile)`);
    return await profileReads(db, pgliteRaw(db));
  } finally {
    await closeDb();
  }
}

export async function benchPaint(opts: Opts): Promise<PaintResult[]> {
  const results: PaintResult[] = [];
  const browser = await launchChromium();
  line(`  paint   : Chromium ${browser.version()}, ${opts.size.toLocaleString("en-US")} projects on ${opts.databases.join(" and ")}; median of ${VISITS} cold visits after ${WARMUP}`);
  let weighed = false;
  try {
    if (opts.databases.includes("postgres")) {
      const admin = new pg.Client({ connectionString: opts.postgresAdminUrl });
      admin.on("error", () => {});
      const connected = await admin.connect().then(
        () => true,
        (err: Error) => {
          line(`\n== Paint: PostgreSQL skipped, nothing answers at ${opts.postgresAdminUrl} (${err.message}) ==`);
          results.push({ database: "PostgreSQL", size: opts.size, buildMs: 0, importMs: 0, phases: [], skipped: err.message });
          return false;
        },
      );
      if (connected) {
        try {
          const name = `cfp_paint_${path.basename(opts.workDir).replace(/\W/g, "_")}`;
          const setup = postgresSetup({ ...opts, recentActivity: true, name: "paint" }, admin, name);
          // The in-process reads (profileReads) go through lib/db.ts on the same database.
          process.env.DATABASE_URL = setup.env.DATABASE_URL;
          results.push(await runOne(opts, setup, browser, !weighed));
          weighed = true;
        } finally {
          delete process.env.DATABASE_URL;
          await admin.end();
        }
      }
    }
    if (opts.databases.includes("pglite")) {
      results.push(await runOne(opts, pgliteSetup({ ...opts, recentActivity: true, name: "paint" }), browser, !weighed));
      weighed = true;
    }
  } finally {
    await browser.close();
  }
  printPaintSummary(results);
  return results;
}

export function printPaintSummary(results: PaintResult[]) {
  line(`\n== Paint summary (median of ${VISITS} cold visits; ratio to the login page's FCP in the same phase) ==`);
  for (const r of results) {
    if (r.skipped) {
      line(`  ${r.database}: skipped (${r.skipped})`);
      continue;
    }
    line(`  ${r.database} at ${r.size.toLocaleString("en-US")} projects (+ 60,000 imported; every deal recent)`);
    line(`    ${"".padEnd(44)} ${"right after the import".padEnd(34)} after VACUUM ANALYZE`);
    const cell = (p: PaintPhase, name: string) => {
      const f = p.figures.find((x) => x.name === name)!;
      const ratio = f.ratio === null ? "" : ` ${f.ratio.toFixed(2)}×${f.pass === null ? "" : f.pass ? " PASS" : " MISS"}`;
      return `${f0(f.ms)} ms${ratio}, CLS ${f.cls.toFixed(3)}`;
    };
    for (const p of PROBES) {
      const label = `${p.name}: ${p.what}${p.target ? ` (≤ ${p.target}×)` : ""}`;
      line(`    ${label.padEnd(44)} ${cell(r.phases[0], p.name).padEnd(34)} ${r.phases[1] ? cell(r.phases[1], p.name) : ""}`);
    }
    line(`    load average: ${r.phases.map((p) => `${p.loadAverage.start.join(" ")} → ${p.loadAverage.end.join(" ")}`).join("; ")}`);
    for (const w of r.weight ?? []) line(`    JavaScript ${w.page}: ${w.kb.toFixed(1)} KB until network idle (${w.beforeLoadKb.toFixed(1)} KB before load), ≤ ${w.target} KB ${w.pass ? "PASS" : "MISS"}`);
  }
}
