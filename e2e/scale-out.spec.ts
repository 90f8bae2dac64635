// Two app servers on one database behave as one: sessions and failed-login counts live in the database.
// The database is a fresh one on PostgreSQL when one answers (e2e/support/postgres.ts; CI runs one), else
// PGlite served over the PostgreSQL protocol by pglite-socket. That one runs every client's messages on
// PGlite's single session and can interleave two clients' statements (e2e/outbox-crash.spec.ts), so there
// each server keeps one connection.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, request, type APIRequestContext } from "@playwright/test";
import { freePort, portOpen, start, stopAll, waitFor } from "../scripts/child-processes";
import { PGLITE_EXTENSION_NAMES } from "../scripts/pglite.mjs";
import { dropDatabase, freshDatabase, postgresAnswers } from "./support/postgres";

let a: APIRequestContext;
let b: APIRequestContext;
let root: string;
let database: string | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-scale-"));
  const shared = { ...(await sharedDatabase()), SESSION_SECRET: crypto.randomBytes(32).toString("hex") };
  const ports: number[] = [];
  // One after the other: the first applies the migrations, the second finds them applied.
  for (const name of ["A", "B"]) {
    const port = await freePort();
    const log = path.join(root, `app${name}.log`);
    const env = { ...process.env, ...shared, PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: path.join(root, name) };
    const app = start("node", ["scripts/start.mjs", "--no-build"], env, log);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/login`)).ok, `app server ${name}`, app, log, 180_000);
    ports.push(port);
  }
  a = await request.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
  b = await request.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
});

/** The database both servers use, as their DATABASE_URL and pool size. */
async function sharedDatabase(): Promise<{ DATABASE_URL: string; DATABASE_POOL_SIZE: string }> {
  if (await postgresAnswers()) {
    const { name, url } = await freshDatabase("cfp_scaleout");
    database = name;
    return { DATABASE_URL: url, DATABASE_POOL_SIZE: "4" };
  }
  const dbPort = await freePort();
  const dbLog = path.join(root, "pglite.log");
  const db = start("node_modules/.bin/pglite-server", [`--db=${path.join(root, "db")}`, `--port=${dbPort}`, "--max-connections=4", `--extensions=${PGLITE_EXTENSION_NAMES.join(",")}`], process.env, dbLog);
  await waitFor(() => portOpen(dbPort), "pglite-server", db, dbLog);
  return { DATABASE_URL: `postgresql://postgres@127.0.0.1:${dbPort}/postgres`, DATABASE_POOL_SIZE: "1" };
}

test.afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  await stopAll();
  if (database) await dropDatabase(database);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const cookieOf = (setCookie: string | undefined) => (setCookie ?? "").split(";")[0];

test("a session made on one server is valid on the other, and a logout on one ends it on both", async () => {
  const reg = await a.post("/api/auth/register", { data: { username: "scale.boss", password: "secret-pass", role: "employee" } });
  expect(reg.status()).toBe(201);
  const login = await a.post("/api/auth/login", { data: { username: "scale.boss", password: "secret-pass" } });
  expect(login.status()).toBe(200);
  const cookie = cookieOf(login.headers()["set-cookie"]);

  const onB = await b.get("/api/auth/me", { headers: { cookie } });
  expect(onB.status()).toBe(200);
  expect((await onB.json()).user.username).toBe("scale.boss");

  expect((await b.post("/api/auth/logout", { headers: { cookie } })).status()).toBe(200);
  expect((await a.get("/api/auth/me", { headers: { cookie } })).status()).toBe(401);
  expect((await b.get("/api/auth/me", { headers: { cookie } })).status()).toBe(401);
});

test("failed-login counts are shared between the servers", async () => {
  await a.post("/api/auth/register", { data: { username: "scale.investor", password: "secret-pass" } });
  const wrong = { data: { username: "scale.investor", password: "not-the-password" } };
  for (let i = 0; i < 10; i++) {
    const res = await (i % 2 ? b : a).post("/api/auth/login", wrong);
    expect(res.status()).toBe(401);
  }
  const blocked = await b.post("/api/auth/login", wrong);
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await a.post("/api/auth/login", wrong)).status()).toBe(429);
});
