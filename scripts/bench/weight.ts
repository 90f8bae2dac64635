// Page weight (issue 14): the JavaScript a browser loads for /login and /dashboard (signed in as an
// employee), gzip -9, against 150 KB and 200 KB. Step 4 of the scale run, and on its own
// (`npm run bench -- --only=weight`) on a throwaway PGlite folder with a few projects.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { migrateConfigured } from "../migrate.mjs";
import { openPglite } from "../pglite.mjs";
import { freePort, stop, tail } from "../child-processes";
import { BENCH_USER, buildDataset } from "./dataset";
import { signIn, startAppServer, type AppServer, type Client } from "./processes";
import { pgliteRaw } from "./raw";

const TARGETS = { "/login": 150, "/dashboard": 200 } as const;
const LARGEST = 6;

type Chunk = { file: string; kb: number };
export type PageWeight = { page: string; kb: number; target: number; pass: boolean; chunks: Chunk[] };

/** The JavaScript a page's HTML loads (its <script src> chunks), each gzip-compressed, from the build folder. */
export async function pageWeight(client: Client, cookie: string, distDir: string, page: string): Promise<{ kb: number; chunks: Chunk[] }> {
  const res = await client.request("GET", page, cookie ? { cookie } : {});
  if (res.status !== 200) throw new Error(`GET ${page} answered ${res.status}`);
  const html = res.body.toString();
  // A `<script noModule>` (Next's legacy polyfills) is never fetched by a browser with ES modules, and
  // every browser Next 16 supports has them: count only what a browser loads.
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((m) => m[0]).filter((tag) => !/\snomodule[\s=>]/i.test(tag));
  const files = [...new Set(tags.flatMap((tag) => [...tag.matchAll(/src="\/_next\/([^"?]+\.js)[^"]*"/g)].map((m) => m[1])))];
  const chunks = files.map((file) => {
    const text = fs.readFileSync(path.join(distDir, file));
    return { file, kb: zlib.gzipSync(text, { level: 9 }).length / 1024 };
  });
  return { kb: chunks.reduce((s, c) => s + c.kb, 0), chunks: chunks.sort((a, b) => b.kb - a.kb) };
}

/** Weighs /login (signed out) and /dashboard (with the employee's cookie), printing each with its largest chunks. */
export async function weighPages(client: Client, employeeCookie: string, distDir: string): Promise<PageWeight[]> {
  console.log(`  Page weight: the <script> chunks each page's HTML loads, gzip -9, from ${distDir}:`);
  const weights: PageWeight[] = [];
  for (const [page, target] of Object.entries(TARGETS)) {
    const w = await pageWeight(client, page === "/login" ? "" : employeeCookie, distDir, page);
    const pass = w.kb <= target;
    const largest = w.chunks.slice(0, LARGEST).map((c) => `${path.basename(c.file)} ${c.kb.toFixed(1)}`).join(", ");
    console.log(`    ${page.padEnd(12)} ${w.kb.toFixed(1).padStart(6)} KB in ${w.chunks.length} chunks (≤ ${target} KB) ${pass ? "PASS" : "FAIL"}; largest: ${largest}`);
    weights.push({ page, kb: w.kb, target, pass, chunks: w.chunks });
  }
  return weights;
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
    return await weighPages(app.client, await signIn(app.client, BENCH_USER.username, BENCH_USER.password), server.distDir);
  } catch (err) {
    console.log(`  server log tail:\n${tail(path.join(dir, "server.log"), 20)}`);
    throw err;
  } finally {
    app.client.close();
    await stop(app.child);
  }
}
