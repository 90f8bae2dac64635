// `npm test`: type checking and lint (side by side: each uses one core), the jest suites (unit, component,
// integration on a real database), then the production build and the Playwright journeys in Chromium.
// Stops at the first failing step.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { findChromium, playwrightHasOwnBrowser } from "./find-chromium.mjs";

const JEST_ENV = { NODE_OPTIONS: "--experimental-vm-modules" };
// With DATABASE_URL naming a PostgreSQL server (CI, decision 0036) the integration suites run on it, and the
// suites of the embedded database's own paths (its one connection, its periodic upkeep, its folder beside the
// uploads) run again on PGlite. Without it every suite runs on PGlite.
const ON_POSTGRES = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");
const PGLITE_SUITES = [
  "lib/projects/speed.int.test.ts",
  "lib/outbox/outbox.int.test.ts",
  "lib/idempotency-crash.int.test.ts",
  "lib/idempotency.int.test.ts",
  "lib/action.int.test.ts",
  "lib/deal-room/summary.int.test.ts",
  "lib/storage/upload-flow.int.test.ts",
  "lib/storage/pending-uploads.int.test.ts",
  "scripts/demo-seed.int.test.ts",
];
// Only jest reads the database URL: the build and the journeys' servers use their own embedded databases.
const NO_DATABASE_URL = { DATABASE_URL: "" };
// The build skips Next's own TypeScript pass: the same run has just checked every file with tsc.
const BUILD_ENV = { CFP_TYPES_CHECKED: "1" };

/** Each step is one command, or several run at once whose output is printed whole, one after the other. */
const steps = [
  [
    "Type check and lint",
    ["node_modules/.bin/tsc", ["--noEmit"]],
    ["node_modules/.bin/eslint", [".", "--max-warnings=0"]],
  ],
  [`Jest (unit, component, integration on ${ON_POSTGRES ? "PostgreSQL" : "PGlite"})`, ["node_modules/.bin/jest", ["--ci"], JEST_ENV]],
  // Built here, with no time limit, so the journeys' server only starts (its start-up has a time limit). The
  // embedded database's own suites run beside it: mostly one file's worker, they fill the build's idle core.
  [
    ON_POSTGRES ? "Production build for the journeys, and beside it the embedded database's own suites on PGlite" : "Production build for the journeys",
    [process.execPath, ["--input-type=module", "-e", "(await import('./scripts/build-if-needed.mjs')).buildIfNeeded()"], { ...BUILD_ENV, ...NO_DATABASE_URL }],
    ...(ON_POSTGRES ? [["node_modules/.bin/jest", ["--ci", "--runTestsByPath", ...PGLITE_SUITES], { ...JEST_ENV, ...NO_DATABASE_URL }]] : []),
  ],
  ["Playwright journeys", ["node_modules/.bin/playwright", ["test"], NO_DATABASE_URL]],
  ["Crash journey (kill -9 after a commit)", ["node_modules/.bin/playwright", ["test", "--config", "playwright.crash.config.ts"], NO_DATABASE_URL]],
];

const missing = PGLITE_SUITES.filter((file) => !fs.existsSync(file));
if (missing.length) {
  console.error(`scripts/test.mjs names suites that do not exist (moved or renamed?): ${missing.join(", ")}`);
  process.exit(1);
}

if (!findChromium() && !(await playwrightHasOwnBrowser())) {
  console.error(
    "No Chromium found for the Playwright journeys.\n" +
      "Install Debian's package (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

/** Runs one command; alone it writes straight to the terminal, beside others its output is kept until it ends. */
function run([cmd, args, extraEnv], alone) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...extraEnv } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });
}

for (const [name, ...commands] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const results = await Promise.all(commands.map((command) => run(command, commands.length === 1)));
  for (const { output } of results) process.stdout.write(output);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(failed.code);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
