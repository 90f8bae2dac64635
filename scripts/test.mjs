// `npm test`: type checking, lint, the jest suites (unit, component, integration on a real database),
// then the Playwright journeys in Chromium. Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { findChromium, playwrightHasOwnBrowser } from "./find-chromium.mjs";

const steps = [
  ["Type check", "node_modules/.bin/tsc", ["--noEmit"]],
  ["Lint", "node_modules/.bin/eslint", [".", "--max-warnings=0"]],
  ["Jest (unit, component, integration)", "node_modules/.bin/jest", ["--ci"], { NODE_OPTIONS: "--experimental-vm-modules" }],
  // Built here, with no time limit, so the journeys' server only starts (its start-up has a time limit).
  ["Production build for the journeys", process.execPath, ["--input-type=module", "-e", "(await import('./scripts/build-if-needed.mjs')).buildIfNeeded()"]],
  ["Playwright journeys", "node_modules/.bin/playwright", ["test"]],
  ["Crash journey (kill -9 after a commit)", "node_modules/.bin/playwright", ["test", "--config", "playwright.crash.config.ts"]],
];

if (!findChromium() && !(await playwrightHasOwnBrowser())) {
  console.error(
    "No Chromium found for the Playwright journeys.\n" +
      "Install Debian's package (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

for (const [name, cmd, args, extraEnv] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
