// Page weight (issues 14 and 29): the JavaScript a browser fetches for /login (signed out) and /dashboard
// (signed in as an employee), as it fetches it: a cold Chromium context per page, every script response
// counted at its transfer size (the body as it crossed the wire, gzip from Next's compression) until the
// network is idle, so chunks the page loads later (lazy parts, the router's prefetches of the links on
// screen) count as well as its <script src> tags. The share fetched before the load event is printed beside
// it. Targets 150 KB and 200 KB. Step 4 of the scale run, part of the paint run, and on its own
// (`npm run bench -- --only=weight`) on a throwaway PGlite folder with a few projects.
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { migrateConfigured } from "../migrate.mjs";
import { openPglite } from "../pglite.mjs";
import { findChromium } from "../find-chromium.mjs";
import { freePort, stop, tail } from "../child-processes";
import { BENCH_USER, buildDataset } from "./dataset";
import { signIn, startAppServer, type AppServer } from "./processes";
import { pgliteRaw } from "./raw";
import { SESSION_COOKIE } from "@/lib/session-cookie";

const TARGETS = { "/login": 150, "/dashboard": 200 } as const;
const LARGEST = 6;
/** After the network is idle, how long to keep listening for a late fetch (printed, not counted). */
const SETTLE_MS = 1500;

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
}

type Chunk = { file: string; kb: number; encoding: string; beforeLoad: boolean };
export type PageWeight = { page: string; kb: number; beforeLoadKb: number; lateKb: number; target: number; pass: boolean; chunks: Chunk[] };

/** A cold context (no cache; only the session cookie when given), one visit: every script response until the network is idle. */
export async function pageWeight(browser: Browser, baseUrl: string, cookie: string, page: string): Promise<{ kb: number; beforeLoadKb: number; lateKb: number; chunks: Chunk[]; late: Chunk[] }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=").slice(1).join("="), url: baseUrl }]);
    const tab = await context.newPage();
    let loaded = false;
    let idle = false;
    tab.on("load", () => (loaded = true));
    const seen: Array<Promise<(Chunk & { late: boolean }) | null>> = [];
    tab.on("requestfinished", (req) => {
      const beforeLoad = !loaded;
      const late = idle;
      seen.push(
        (async () => {
          const res = await req.response();
          const type = res?.headers()["content-type"] ?? "";
          if (!res || (req.resourceType() !== "script" && !/javascript/.test(type))) return null;
          const sizes = await req.sizes();
          return { file: new URL(req.url()).pathname, kb: sizes.responseBodySize / 1024, encoding: res.headers()["content-encoding"] ?? "none", beforeLoad, late };
        })(),
      );
    });
    const res = await tab.goto(page, { waitUntil: "networkidle" });
    if (res?.status() !== 200) throw new Error(`GET ${page} answered ${res?.status()}`);
    const landed = new URL(tab.url()).pathname;
    if (landed !== page) throw new Error(`${page} ended on ${landed}`);
    idle = true;
    await tab.waitForTimeout(SETTLE_MS);
    const all = (await Promise.all(seen)).filter((c): c is Chunk & { late: boolean } => c !== null);
    const chunks = all.filter((c) => !c.late).sort((a, b) => b.kb - a.kb);
    const late = all.filter((c) => c.late);
    const sum = (xs: Chunk[]) => xs.reduce((s, c) => s + c.kb, 0);
    return { kb: sum(chunks), beforeLoadKb: sum(chunks.filter((c) => c.beforeLoad)), lateKb: sum(late), chunks, late };
  } finally {
    await context.close();
  }
}

/** Weighs /login (signed out) and /dashboard (with the employee's cookie), printing each with its largest chunks. */
export async function weighPages(baseUrl: string, employeeCookie: string, given?: Browser): Promise<PageWeight[]> {
  console.log(`  Page weight: every script response in a cold Chromium context until the network is idle (transfer size, as served):`);
  const browser = given ?? (await launchChromium());
  const weights: PageWeight[] = [];
  try {
    for (const [page, target] of Object.entries(TARGETS)) {
      const w = await pageWeight(browser, baseUrl, page === "/login" ? "" : employeeCookie, page);
      const pass = w.kb <= target;
      const encodings = [...new Set(w.chunks.map((c) => c.encoding))].join("/");
      const largest = w.chunks.slice(0, LARGEST).map((c) => `${path.basename(c.file)} ${c.kb.toFixed(1)}`).join(", ");
      const after = w.chunks.filter((c) => !c.beforeLoad).map((c) => path.basename(c.file));
      console.log(
        `    ${page.padEnd(12)} ${w.kb.toFixed(1).padStart(6)} KB (${encodings}) in ${w.chunks.length} scripts (≤ ${target} KB) ${pass ? "PASS" : "MISS"};` +
          ` ${w.beforeLoadKb.toFixed(1)} KB before the load event${after.length ? `, after it: ${after.join(", ")}` : ""}; largest: ${largest}` +
          (w.late.length ? `; ${w.lateKb.toFixed(1)} KB more within ${SETTLE_MS} ms of idle (not counted): ${w.late.map((c) => path.basename(c.file)).join(", ")}` : ""),
      );
      weights.push({ page, kb: w.kb, beforeLoadKb: w.beforeLoadKb, lateKb: w.lateKb, target, pass, chunks: w.chunks });
    }
    return weights;
  } finally {
    if (!given) await browser.close();
  }
}

/**
 * The pages' weight alone: a migrated PGlite folder with the bench employee and a few projects, the
 * production server on it, on a free port (a scale run elsewhere on the machine may hold the bench's).
 */
export async function benchWeight(opts: Omit<AppServer, "port"> & { workDir: string }): Promise<PageWeight[]> {
  const server = { ...opts, port: await freePort() };
  const dir = path.join(opts.workDir, "weight");
  await migrateConfigured({ dataDir: dir, databaseUrl: undefined, log: () => {} });
  const db = await openPglite(path.join(dir, "pglite"));
  try {
    await buildDataset(pgliteRaw(db), 50, { vacuumAnalyze: false });
  } finally {
    await db.close();
  }
  const app = await startAppServer(server, { DATA_DIR: dir, DATABASE_URL: undefined }, dir);
  try {
    return await weighPages(`http://127.0.0.1:${server.port}`, await signIn(app.client, BENCH_USER.username, BENCH_USER.password));
  } catch (err) {
    console.log(`  server log tail:\n${tail(path.join(dir, "server.log"), 20)}`);
    throw err;
  } finally {
    app.client.close();
    await stop(app.child);
  }
}
