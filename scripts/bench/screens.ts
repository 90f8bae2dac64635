// Issue 18's measure: each main screen as a user meets it. A cold Chromium context per visit (no cache,
// only the session cookie), then: the HTML's time to first byte, the first contentful paint, the time until
// the network is idle (the screen with its data), and how many API reads the page made before that. A
// server-first page paints its data from the HTML: 0 reads. `npm run bench -- --only=screens` (500
// projects on PGlite); the paint run at scale (issue 29) is paint.ts.
import path from "node:path";
import type { Browser } from "@playwright/test";
import { migrateConfigured } from "../migrate.mjs";
import { openPglite } from "../pglite.mjs";
import { freePort, stop, tail } from "../child-processes";
import { BENCH_USER, buildDataset } from "./dataset";
import { signIn, startAppServer, type AppServer } from "./processes";
import { pgliteRaw } from "./raw";
import { launchChromium } from "./weight";
import { SESSION_COOKIE } from "@/lib/session-cookie";

const INVESTOR = { username: "bench.investor1", password: BENCH_USER.password };
const VISITS = 3;

/** The main screens of both specs, per role. */
export const MAIN_PAGES = {
  employee: ["/dashboard", "/reports", "/service-hours/review", "/admin/documents", "/courses", "/templates/manage", "/negotiations"],
  investor: ["/dashboard", "/participation-plan", "/deal-room", "/courses", "/course-materials", "/templates"],
} as const;

export type ScreenFigure = { role: string; page: string; ttfbMs: number; fcpMs: number; idleMs: number; apiReads: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function visit(browser: Browser, baseUrl: string, cookie: string, page: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=").slice(1).join("="), url: baseUrl }]);
  const tab = await context.newPage();
  let apiReads = 0;
  tab.on("request", (req) => {
    if (req.method() === "GET" && new URL(req.url()).pathname.startsWith("/api/")) apiReads += 1;
  });
  const started = Date.now();
  await tab.goto(page, { waitUntil: "networkidle" });
  const idleMs = Date.now() - started;
  const timing = await tab.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return { ttfb: nav.responseStart - nav.startTime, fcp: fcp ? fcp.startTime : NaN };
  });
  const landed = new URL(tab.url()).pathname;
  await context.close();
  if (landed !== page) throw new Error(`${page} ended on ${landed}`);
  return { ttfbMs: timing.ttfb, fcpMs: timing.fcp, idleMs, apiReads };
}

/** Visits every main page for both roles on a production server over a small PGlite data set. */
export async function benchScreens(opts: Omit<AppServer, "port"> & { workDir: string }): Promise<ScreenFigure[]> {
  const server = { ...opts, port: await freePort() };
  const dir = path.join(opts.workDir, "screens");
  await migrateConfigured({ dataDir: dir, databaseUrl: undefined, log: () => {} });
  const db = await openPglite(path.join(dir, "pglite"));
  try {
    await buildDataset(pgliteRaw(db), 500, { vacuumAnalyze: false });
  } finally {
    await db.close();
  }
  const app = await startAppServer(server, { DATA_DIR: dir, DATABASE_URL: undefined }, dir);
  const browser = await launchChromium();
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const figures: ScreenFigure[] = [];
  try {
    console.log(`  Pages as a user meets them: median of ${VISITS} cold visits (Chromium), time to first byte, first contentful paint, network idle, API reads:`);
    for (const [role, who] of [["employee", BENCH_USER], ["investor", INVESTOR]] as const) {
      const cookie = await signIn(app.client, who.username, who.password);
      for (const page of MAIN_PAGES[role]) {
        await visit(browser, baseUrl, cookie, page); // warms the server's compiled route, not the browser
        const runs = [];
        for (let i = 0; i < VISITS; i++) runs.push(await visit(browser, baseUrl, cookie, page));
        const f = { role, page, ttfbMs: median(runs.map((r) => r.ttfbMs)), fcpMs: median(runs.map((r) => r.fcpMs)), idleMs: median(runs.map((r) => r.idleMs)), apiReads: Math.max(...runs.map((r) => r.apiReads)) };
        figures.push(f);
        console.log(`    ${role.padEnd(9)} ${page.padEnd(22)} TTFB ${f.ttfbMs.toFixed(0).padStart(5)} ms  FCP ${f.fcpMs.toFixed(0).padStart(5)} ms  idle ${f.idleMs.toFixed(0).padStart(5)} ms  API reads ${f.apiReads} ${f.apiReads === 0 ? "PASS" : "MISS (target 0)"}`);
      }
    }
    return figures;
  } catch (err) {
    console.log(`  server log tail:\n${tail(path.join(dir, "server.log"), 20)}`);
    throw err;
  } finally {
    await browser.close();
    app.client.close();
    await stop(app.child);
  }
}
