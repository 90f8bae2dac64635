// The server the Playwright journeys run against: a fresh embedded database every run.
import fs from "node:fs";
import path from "node:path";

process.env.DATA_DIR = path.resolve(process.env.E2E_DATA_DIR || "tmp/e2e-data");
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
process.env.PORT ||= "3100";
await import("./start.mjs");
