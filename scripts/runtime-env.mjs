// Settles the environment the server runs with: data folder, database choice and session secret.
// Shared by `npm start`, `npm run demo` and the test runner so they cannot drift apart.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function resolveRuntimeEnv(base = process.env) {
  const env = { ...base };
  env.DATA_DIR = path.resolve(env.DATA_DIR || "data");
  env.NEXT_TELEMETRY_DISABLED = "1";
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  if (!env.SESSION_SECRET) {
    if (env.NODE_ENV === "production" && databaseUrl) {
      throw new Error("SESSION_SECRET is required in production with DATABASE_URL (at least 32 characters).");
    }
    // The embedded default keeps one generated secret beside its data, readable by this user only.
    const file = path.join(env.DATA_DIR, "session-secret");
    if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
  }
  if (env.SESSION_SECRET.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters.");
  return { env, databaseUrl };
}
