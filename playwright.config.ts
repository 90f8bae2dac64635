import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: "e2e",
  // Each run by its own config against its own server: playwright.deploy.config.ts (`npm run test:deploy`,
  // in .ci/run) and playwright.crash.config.ts (a step of `npm test`).
  testIgnore: ["deploy.spec.ts", "outbox-crash.spec.ts"],
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/login`,
    env: { PORT: String(port), HOSTNAME: "127.0.0.1", DATABASE_URL: "", ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
  },
});
