// `next build` only when the sources changed since the last build: a stamp of every input file's path,
// size and modification time is kept beside the build output.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const INPUTS = ["app", "components", "lib", "actions", "public", "prisma/schema", "middleware.ts", "instrumentation.ts", "next.config.mjs", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];

function walk(p, out) {
  if (!fs.existsSync(p)) return;
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name), out);
  } else if (!/\.test\.tsx?$/.test(p)) {
    out.push(`${p}:${st.size}:${st.mtimeMs}`);
  }
}

export function sourceStamp(root = process.cwd()) {
  const entries = [];
  for (const input of INPUTS) walk(path.join(root, input), entries);
  return crypto.createHash("sha256").update(entries.join("\n")).digest("hex");
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with status ${r.status}`);
}

export function buildIfNeeded(env = process.env, { force = false } = {}) {
  const distDir = env.NEXT_DIST_DIR || ".next";
  const STAMP = path.join(distDir, "cfp-build-stamp");
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join(distDir, "BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;
  if (built && !force) return false;
  console.log("Building the app (sources changed since the last build)…");
  if (!fs.existsSync(path.join("generated", "prisma", "client.ts"))) run("node_modules/.bin/prisma", ["generate"], env);
  run("node_modules/.bin/next", ["build"], { ...env, NODE_ENV: "production" });
  fs.writeFileSync(STAMP, stamp);
  return true;
}
