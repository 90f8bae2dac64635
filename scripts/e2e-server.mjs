// The server the Playwright journeys run against: a fresh embedded database every run. Its output also goes
// to E2E_SERVER_LOG (tmp/e2e-server.log), which e2e/every-page.spec.ts reads for errors the pages logged.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";

const dataDir = path.resolve(process.env.E2E_DATA_DIR || "tmp/e2e-data");
const logFile = path.resolve(process.env.E2E_SERVER_LOG || "tmp/e2e-server.log");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile, { flags: "w" });

// Arguments go to scripts/start.mjs (`--no-build` for a second server that reuses the first one's build).
const child = spawn(process.execPath, ["scripts/start.mjs", ...process.argv.slice(2)], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.PORT || "3100" },
});
child.stdout.on("data", (chunk) => (process.stdout.write(chunk), log.write(chunk)));
child.stderr.on("data", (chunk) => (process.stderr.write(chunk), log.write(chunk)));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
