import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium() ?? undefined;

/**
 * Two servers, each with its own fresh database, so neither sees the other's data: the journeys (one at a
 * time: they share their server's switches, such as the second-factor policy and readiness), and beside
 * them the accessibility sweep (axe at two widths on every screen), whose server reuses the first one's build
 * (`--no-build`). A third server for half of the journeys was tried: the two cores were already busy (the
 * browsers and the servers), so each journey only ran slower.
 */
const SWEEP = "accessibility.spec.ts";
// Journeys that run after the sweep on its server, so that both servers finish near the same time (the sweep
// alone is the shorter: 514 s of tests against the journeys' 664 s in a CI run on 2026-11-29, before
// project-editing moved here). The sweep leaves its server's switches as it found them, and neither of these
// flips one.
const AFTER_SWEEP = ["msa.spec.ts", "project-editing.spec.ts"];
// Each run by its own config against its own server: playwright.deploy.config.ts (`npm run test:deploy`,
// in .ci/run) and playwright.crash.config.ts (a step of `npm test`).
const STANDALONE = ["deploy.spec.ts", "outbox-crash.spec.ts"];
const dataDir = process.env.E2E_DATA_DIR || "tmp/e2e-data";
const serverLog = process.env.E2E_SERVER_LOG || "tmp/e2e-server.log";

type Place = { port: number; dataDir: string; log: string };
/** The n-th server's port, data folder and log (the first one's are E2E_PORT, E2E_DATA_DIR and E2E_SERVER_LOG). */
function place(n: number, suffix: string): Place {
  return { port: port + n, dataDir: suffix ? `${dataDir}-${suffix}` : dataDir, log: suffix ? serverLog.replace(/(\.log)?$/, `-${suffix}.log`) : serverLog };
}
const places = { journeys: place(0, ""), sweep: place(1, "sweep") };

function server({ port: at, dataDir: data, log }: Place, args = "") {
  return {
    command: `node scripts/e2e-server.mjs ${args}`.trim(),
    url: `http://127.0.0.1:${at}/login`,
    env: {
      PORT: String(at),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: "",
      E2E_DATA_DIR: data,
      E2E_SERVER_LOG: log,
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe" as const,
  };
}

/** A project whose journeys run one at a time against its own server; `metadata` tells them its data folder and log (e2e/support/server.ts). */
function project(name: string, at: Place, files: { testMatch?: string | string[]; testIgnore?: string[] }) {
  return { name, ...files, workers: 1, metadata: { dataDir: at.dataDir, log: at.log }, use: { browserName: "chromium" as const, baseURL: `http://127.0.0.1:${at.port}` } };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // One worker per server (each project's `workers`).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A hang guard, not a speed target: on the shared 2-core machine a journey can take twice its quiet time.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    screenshot: "only-on-failure",
    // No trace by default: recording one (a DOM snapshot and screenshot per action) made each journey ~30 %
    // slower on the 2-core machine, and a failure already leaves a screenshot and the page's ARIA snapshot
    // (error-context.md). `--trace on` records them when a failure needs the whole story.
    trace: "off",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    project("chromium", places.journeys, { testIgnore: [SWEEP, ...AFTER_SWEEP, ...STANDALONE] }),
    // The sweep first (its file sorts first), then AFTER_SWEEP.
    project("accessibility", places.sweep, { testMatch: [SWEEP, ...AFTER_SWEEP] }),
  ],
  webServer: [server(places.journeys), server(places.sweep, "--no-build")],
});
