// Issue 19 §2 "Work after the commit survives a crash", with a real kill -9: the built server finalizes an
// MSA and is killed (SIGKILL) after the finalize has committed and before its after-commit work (the stored
// PDF, the investor's notification) has run; started again on the same database and data folder, it
// finishes that work, and no temporary file is left. The gap between the commit and the work is held open
// by CFP_TEST_AFTER_COMMIT_DELAY_MS (test only, lib/env.ts) so that the kill lands in it every time. The
// investor has a confirmed address, so the notification's mail (issue 31 §4) follows it: written once (no
// SMTP_URL: an .eml file under DATA_DIR/mail), after the restart.
// The database is PGlite served over the PostgreSQL protocol (as e2e/scale-out.spec.ts), in its own process,
// so killing the app leaves it standing. pglite-server runs every client's protocol messages on PGlite's one
// session, message by message: two clients' statements interleave (one's Parse between another's Parse and
// Bind) and answer each other's queries, which is how this journey once read "version not found" (404) for a
// version the database held. So one client at a time: the app with a pool of one connection, and the
// checks read the database directly only while no app runs (through the app's API while one does).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { test, expect, request, type APIRequestContext } from "@playwright/test";
import { freePort, portOpen, start, stop, stopAll, waitFor } from "../scripts/child-processes";
import { PGLITE_EXTENSION_NAMES } from "../scripts/pglite.mjs";
import { approvedMsaVersion, finalizeVersion } from "./support/msa";
import { PASSWORD } from "./support/users";

test.describe.configure({ mode: "serial" });

let root: string;
let databaseUrl: string;
let db: pg.Client;
const secret = crypto.randomBytes(32).toString("hex");

/** The production server itself (scripts/server.mjs, not the npm start wrapper), so SIGKILL hits the process that serves. */
async function startApp(port: number, run: string, extra: Record<string, string> = {}): Promise<ChildProcess> {
  const log = path.join(root, `app-${run}.log`);
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    DATABASE_POOL_SIZE: "1",
    DATA_DIR: path.join(root, "data"),
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    ...extra,
  };
  const app = start("node", ["scripts/server.mjs"], env, log);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/login`)).ok, `app server (${run})`, app, log, 180_000);
  return app;
}

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signedIn(baseURL: string, username: string, role?: "employee"): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const reg = await ctx.post("/api/auth/register", { data: { username, password: PASSWORD, ...(role ? { role } : {}) } });
  expect(reg.status()).toBe(201);
  expect((await ctx.post("/api/auth/login", { data: { username, password: PASSWORD } })).status()).toBe(200);
  return ctx;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-crash-"));
  const dbPort = await freePort();
  const dbLog = path.join(root, "pglite.log");
  const server = start("node_modules/.bin/pglite-server", [`--db=${path.join(root, "db")}`, `--port=${dbPort}`, "--max-connections=20", `--extensions=${PGLITE_EXTENSION_NAMES.join(",")}`], process.env, dbLog);
  await waitFor(() => portOpen(dbPort), "pglite-server", server, dbLog);
  databaseUrl = `postgresql://postgres@127.0.0.1:${dbPort}/postgres`;
  const migrate = start("node", ["scripts/migrate-cli.mjs"], { ...process.env, DATABASE_URL: databaseUrl }, path.join(root, "migrate.log"));
  const code = await new Promise<number | null>((resolve) => migrate.once("exit", resolve));
  expect(code, fs.readFileSync(path.join(root, "migrate.log"), "utf8")).toBe(0);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  await stopAll();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test("a server killed right after a finalize commits finishes the stored PDF and the notification on its next start", async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Arranged on a first run: the first employee on a fresh database is approved at once (bootstrap; its
  // session lives in the database, so it outlasts every restart); it approves the investor and their MSA version.
  let app = await startApp(port, "arranging");
  const legal = await signedIn(baseURL, "crash.legal", "employee");
  const anon = await request.newContext({ baseURL });
  const reg = await anon.post("/api/auth/register", { data: { username: "crash.investor", password: PASSWORD } });
  expect(reg.status()).toBe(201);
  const investorId: string = (await reg.json()).user.id;
  expect((await legal.post(`/api/admin/users/${investorId}/approve`)).status()).toBe(200);
  const versionId = await approvedMsaVersion(legal, investorId);
  await stop(app);
  await db.query(`UPDATE users SET email = 'crash.investor@example.com', "emailVerifiedAt" = now() WHERE id = $1`, [investorId]);
  // Every commit's after-commit work now waits 30 s before it runs: the kill comes long before.
  app = await startApp(port, "crashing", { CFP_TEST_AFTER_COMMIT_DELAY_MS: "30000" });

  // Finalize (its response waits for the held work), and SIGKILL the server once the MSA is committed.
  let finalizeOutcome: string | undefined;
  const finalizing = finalizeVersion(legal, versionId).then(
    () => "answered",
    (e: Error) => ((finalizeOutcome = e.message.slice(0, 500)), "cut off"),
  );
  // Generous: on a loaded machine the compile and finalize before the commit take a while; the app's log says why if not.
  const committed = async () => {
    const res = await legal.get(`/api/templates/msa/investor/${investorId}`);
    return res.status() === 200 ? ((await res.json()) as { id: string }) : undefined;
  };
  const msa = await until("the finalize's commit", committed, 150_000).catch((e: Error) => {
    throw new Error(`${e.message}; finalize: ${finalizeOutcome ?? "pending"}\n${fs.readFileSync(path.join(root, "app-crashing.log"), "utf8").slice(-3000)}`);
  });
  app.kill("SIGKILL");
  await new Promise((r) => app.once("exit", r));
  expect(await finalizing).toBe("cut off");

  // What the crash left: the agreement, without its PDF or the investor's notification; the work pending.
  const storedPath = async () => (await db.query(`SELECT "finalizedFilePath" FROM msas WHERE id = $1`, [msa.id])).rows[0].finalizedFilePath as string | null;
  expect(await storedPath()).toBeNull();
  const notifications = async () => Number((await db.query(`SELECT count(*) FROM notifications WHERE "userId" = $1 AND message LIKE '%has been finalized%'`, [investorId])).rows[0].count);
  expect(await notifications()).toBe(0);
  const pending = await db.query(`SELECT effect FROM outbox WHERE "doneAt" IS NULL ORDER BY effect`);
  expect(pending.rows.map((r) => r.effect)).toEqual(expect.arrayContaining(["msa.store-pdf", "notification.user"]));

  // Started again on the same database and folder (without the hold): the start-up drain finishes it.
  app = await startApp(port, "restarted");
  const investor = await request.newContext({ baseURL });
  expect((await investor.post("/api/auth/login", { data: { username: "crash.investor", password: PASSWORD } })).status()).toBe(200);
  // The investor sees it as the server shows it: the notification in the bell's list.
  await until("the investor's notification", async () => JSON.stringify(await (await investor.get("/api/notifications")).json()).includes("has been finalized and is ready for your signature."));
  const uploads = path.join(root, "data", "uploads");
  const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true, encoding: "utf8" }).filter((f) => !f.startsWith(".") && f.endsWith(".pdf")) : []);
  await until("the stored PDF", async () => files().length > 0);
  const mailDir = path.join(root, "data", "mail");
  const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith(".eml")).map((f) => fs.readFileSync(path.join(mailDir, f), "utf8")) : []);
  const finalizedMails = () => mails().filter((m) => m.includes("crash.investor@example.com") && m.includes("finalized"));
  await until("the investor's mail", async () => finalizedMails().length > 0);
  await stop(app);
  const key = await storedPath();
  expect(files()).toEqual([key]);
  expect(await notifications()).toBe(1);
  expect((await db.query(`SELECT count(*) FROM outbox WHERE "doneAt" IS NULL`)).rows[0].count).toBe("0");
  // The mail went once: one file, one Mail log row, sent.
  expect(finalizedMails()).toHaveLength(1);
  const logged = await db.query(`SELECT state FROM mail_messages WHERE "userId" = $1`, [investorId]);
  expect(logged.rows).toEqual([{ state: "file" }]);

  const stored = fs.readFileSync(path.join(uploads, key!));
  expect(stored.subarray(0, 5).toString()).toBe("%PDF-");
  const temporary = path.join(uploads, ".tmp");
  expect(fs.existsSync(temporary) ? fs.readdirSync(temporary) : []).toEqual([]);
  await Promise.all([legal.dispose(), anon.dispose(), investor.dispose()]);
});
