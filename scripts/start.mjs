// `npm start`: build when needed, apply migrations, serve on PORT (default 3000).
// `npm run demo`: the same, plus a demo data set and printed demo logins (never done by `npm start`).
import { spawn } from "node:child_process";
import { resolveRuntimeEnv } from "./runtime-env.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { migrateConfigured } from "./migrate.mjs";

const demo = process.argv.includes("--demo");
const dev = process.argv.includes("--dev");
// Extra servers started by a test next to one that just built reuse that build.
const noBuild = process.argv.includes("--no-build");

let runtime;
try {
  runtime = resolveRuntimeEnv();
} catch (err) {
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
}
const { env, databaseUrl } = runtime;
const port = env.PORT || "3000";

if (!dev && !noBuild) buildIfNeeded(env);
const applied = await migrateConfigured({ dataDir: env.DATA_DIR, databaseUrl, log: (m) => console.log(m) });
if (applied.length === 0) console.log("Database is up to date.");

if (demo) {
  const { seedDemo } = await import("./demo-seed.mjs");
  await seedDemo({ dataDir: env.DATA_DIR, databaseUrl });
}

console.log(`Database: ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}/pglite`}`);
const [cmd, args] = dev
  ? ["node_modules/.bin/next", ["dev", "-p", port, ...(env.HOSTNAME ? ["-H", env.HOSTNAME] : [])]]
  : ["node", ["scripts/server.mjs"]];
const child = spawn(cmd, args, { stdio: "inherit", env: { ...env, PORT: port, NODE_ENV: dev ? "development" : "production" } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
