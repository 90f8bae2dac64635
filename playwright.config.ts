import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium() ?? undefined;

/**
 * The accessibility sweep (half the journeys' time: axe at two widths on every screen) runs beside the other
 * journeys, each against its own server and fresh database, so neither sees the other's data. The sweep's
 * server starts second and reuses the first one's build (`--no-build`).
 */
const SWEEP = "accessibility.spec.ts";
// Each run by its own config against its own server: playwright.deploy.config.ts (`npm run test:deploy`,
// in .ci/run) and playwright.crash.config.ts (a step of `npm test`).
const STANDALONE = ["deploy.spec.ts", "outbox-crash.spec.ts"];
const sweepPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR || "tmp/e2e-data";
const serverLog = process.env.E2E_SERVER_LOG || "tmp/e2e-server.log";

function server(at: number, data: string, log: string, args = "") {
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

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // One worker per server (each project's `workers`): the journeys of one server run one at a time, as
  // they share its data.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: [SWEEP, ...STANDALONE], workers: 1, use: { browserName: "chromium", baseURL: `http://127.0.0.1:${port}` } },
    { name: "accessibility", testMatch: SWEEP, workers: 1, use: { browserName: "chromium", baseURL: `http://127.0.0.1:${sweepPort}` } },
  ],
  webServer: [server(port, dataDir, serverLog), server(sweepPort, `${dataDir}-sweep`, serverLog.replace(/(\.log)?$/, "-sweep.log"), "--no-build")],
});
