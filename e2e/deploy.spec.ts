// Issue 14's journey: the app as a host runs it, without scripts/start.mjs or scripts/server.mjs. A fresh
// PostgreSQL database is migrated by the release command (`npm run migrate`), then a plain `next start`
// serves the build with DATABASE_URL, SESSION_SECRET, TRUST_PROXY and a DATA_DIR outside the app for the
// uploads, and a browser walks register → approve → create a shared project → the investor sees it, and
// uploads a deal-room file through the storage layer. The app's own folder must come out untouched.
// Skipped, with the reason printed, when no PostgreSQL answers (E2E_DEPLOY_DATABASE_URL, or the local one).
// Run with `npm run test:deploy` (playwright.deploy.config.ts; builds first when the sources changed).
import { spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { freePort, start, stopAll, tail, waitFor } from "../scripts/child-processes";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { PASSWORD, uniqueName } from "./support/users";
import { ADMIN_URL, dropDatabase, freshDatabase, postgresAnswers, withDatabase } from "./support/postgres";

test.describe.configure({ mode: "serial" });

const APP_ROOT = process.cwd();
// Written by the test runner and the PGlite journeys' own server, never by the app under test. The build
// folder is watched too: on a serverless host it is as read-only as the rest of the app.
const NOT_THE_APP = new Set(["node_modules", ".git", "tmp", "test-results", "playwright-report"]);

let root: string;
let database: string | undefined;
let databaseUrl: string;
let dataDir: string;
let baseURL: string;
let server: ChildProcess | undefined;
let serverLog: string;
let startedAt: number;

/** The release command, exactly as a host runs it. */
function migrate(url: string) {
  const r = spawnSync("npm", ["run", "--silent", "migrate"], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", timeout: 120_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Files under the app's folder modified since `since` (the runner's own output left out). */
function changedInApp(since: number): string[] {
  const changed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (dir === APP_ROOT && NOT_THE_APP.has(entry.name)) continue;
      if (entry.isDirectory()) walk(full);
      else if (fs.lstatSync(full).mtimeMs > since) changed.push(path.relative(APP_ROOT, full));
    }
  };
  walk(APP_ROOT);
  return changed;
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  if (!(await postgresAnswers(ADMIN_URL))) {
    const reason = `No PostgreSQL answers at ${new URL(ADMIN_URL).host}: skipped the deploy journey (next start on PostgreSQL).`;
    console.log(reason);
    test.skip(true, reason);
    return;
  }
  buildIfNeeded({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  // From here on nothing may write into the app: taken right after the build, with no slack, since a
  // slack would count the build's own last files (its stamp, BUILD_ID) as the server's writes.
  startedAt = Date.now();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-deploy-"));
  dataDir = path.join(root, "data");
  serverLog = path.join(root, "next-start.log");
  ({ name: database, url: databaseUrl } = await freshDatabase("cfp_deploy"));

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    BLOB_READ_WRITE_TOKEN: "",
  };
  delete env.CFP_SOCKET_ADDRESS_STAMPED;
  delete env.PORT;
  // The release step first, then the server: `next start` itself never migrates.
  const first = migrate(databaseUrl);
  expect(first.status, first.out).toBe(0);
  expect(first.out).toMatch(/applied migration \d+_init[\s\S]*Applied (\d+) migrations; 0 were already applied/);
  server = start("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], env, serverLog);
  await waitFor(async () => (await fetch(`${baseURL}/login`)).ok, "next start", server, serverLog, 120_000);
});

test.afterAll(async () => {
  await stopAll();
  if (database) await dropDatabase(database);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test("npm run migrate is idempotent and fails loudly", async () => {
  const again = migrate(databaseUrl);
  expect(again.status, again.out).toBe(0);
  expect(again.out).toMatch(/Database is up to date: all \d+ migrations were already applied/);
  expect(again.out).not.toContain("applied migration");

  const missing = migrate(withDatabase(ADMIN_URL, `${database}_missing`));
  expect(missing.status).toBe(1);
  expect(missing.out).toContain(`Migration failed: database "${database}_missing" does not exist`);
});

test("a plain next start without its configuration exits at once, naming what to set", async () => {
  const bare: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATABASE_URL: "", DATA_DIR: "", SESSION_SECRET: "", BLOB_READ_WRITE_TOKEN: "", TRUST_PROXY: "" };
  const r = spawnSync("node_modules/.bin/next", ["start", "-p", String(await freePort()), "-H", "127.0.0.1"], { env: bare, encoding: "utf8", timeout: 90_000 });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(1);
  expect(r.stderr).toContain("Configuration error: SESSION_SECRET must be set");
  expect(r.stderr).toContain("Configuration error: Set DATABASE_URL (PostgreSQL), or DATA_DIR (a folder outside the app) for the embedded database.");
  expect(r.stderr).toContain("Configuration error: Set BLOB_READ_WRITE_TOKEN (Vercel Blob), or DATA_DIR (a folder outside the app) for uploaded files.");
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function logIn(page: Page, username: string) {
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  // A cold server on a busy machine may take a while over its first pages.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n% deploy journey\n"), crypto.randomBytes(2048), Buffer.from("\n%%EOF\n")]);

test("register → approve → a shared project → the investor sees it and uploads a file", async ({ browser }) => {
  test.setTimeout(300_000);
  const staffName = uniqueName("deploy.staff");
  const investorName = uniqueName("deploy.investor");
  const client = uniqueName("Deploy Journey");

  // The first employee on a fresh database is approved at once.
  const staff = await newPage(browser);
  expect((await staff.request.post("/api/auth/register", { data: { username: staffName, password: PASSWORD, role: "employee" } })).status()).toBe(201);

  // The investor registers in the browser and waits for approval.
  const investor = await newPage(browser);
  await investor.goto("/login");
  await investor.getByRole("link", { name: "Register" }).click();
  const register = investor.getByRole("form", { name: "Register" });
  await register.getByLabel("Username").fill(investorName);
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(investor.getByText(/pending approval/i).first()).toBeVisible();

  // The employee approves them in User Management and adds a project shared with investors.
  await logIn(staff, staffName);
  await staff.getByRole("button", { name: "Open menu" }).click();
  await staff.getByRole("navigation", { name: "Employee tools" }).getByRole("button", { name: "User Management" }).click();
  const users = staff.getByRole("dialog", { name: "User Management" });
  await users.getByRole("button", { name: `Approve ${investorName}` }).click();
  await expect(staff.getByText("User Approved", { exact: true })).toBeVisible();
  await users.getByRole("button", { name: "Close" }).click();
  await expect(users).toBeHidden();

  await staff.getByRole("button", { name: "Add Project" }).click();
  const dialog = staff.getByRole("dialog", { name: "Add New Project" });
  await choose(dialog, staff, "Deployment Quarter", "Q4'25");
  await choose(dialog, staff, "Stage", "Committed");
  await choose(dialog, staff, "Type", "L3 (DC Fast Charging)");
  await dialog.getByLabel("Client").fill(client);
  await dialog.getByLabel("Address").fill("1 Depot Road, Fresno, CA");
  await dialog.getByLabel("Purpose").fill("Fleet depot charging");
  await dialog.getByLabel("Number of Chargers").fill("4");
  await dialog.getByLabel("Number of Spaces").fill("8");
  await dialog.getByLabel("Project Cost (USD)").fill("320000");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(staff.getByText("Project created successfully", { exact: true })).toBeVisible();
  const edit = staff.getByRole("dialog", { name: "Edit Project" });
  await edit.getByRole("tab", { name: "Investor" }).click();
  await edit.getByRole("switch", { name: "Share with Investors" }).click();
  await edit.getByRole("button", { name: "Save Investor Information" }).click();
  await expect(staff.getByText("Project updated successfully", { exact: true })).toBeVisible();

  // The investor signs in and finds it, open to reserve.
  await logIn(investor, investorName);
  await investor.getByRole("searchbox", { name: "Search projects" }).fill(client);
  await expect(investor.getByRole("button", { name: `Reserve ${client}` })).toBeVisible();

  // A deal-room upload goes through the storage layer into DATA_DIR, outside the app, and comes back whole.
  await investor.getByRole("link", { name: /Deal Room/ }).click();
  await investor.getByRole("tab", { name: "Upload & Manage" }).click();
  const card = investor.getByRole("region", { name: "Company One-Pager" });
  await card.getByLabel("File", { exact: true }).setInputFiles({ name: "one-pager.pdf", mimeType: "application/pdf", buffer: pdf });
  await card.getByRole("button", { name: "Upload File for Company One-Pager" }).click();
  await expect(investor.getByText("File Uploaded", { exact: true })).toBeVisible({ timeout: 30_000 });
  const link = card.getByRole("link", { name: "one-pager.pdf" });
  await expect(link).toBeVisible();
  const download = await investor.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  const stored = fs.readdirSync(path.join(dataDir, "uploads"), { recursive: true, encoding: "utf8" });
  expect(stored.some((name) => fs.statSync(path.join(dataDir, "uploads", name)).isFile() && name.endsWith(".pdf"))).toBe(true);
});

test("the server wrote nothing into the app's folder, and logged no configuration problem", () => {
  expect(changedInApp(startedAt)).toEqual([]);
  expect(tail(serverLog, 200)).not.toMatch(/Configuration error|Warning: TRUST_PROXY/);
});
