// The scheduled-work routes on a real database: with the bearer token, GET /api/cron/outbox runs what a
// process left pending and GET /api/cron/upload-sweep deletes an upload nobody recorded, as the in-process
// timers of `npm start` do; without it (none, another, another scheme, a session instead) or without
// CRON_SECRET they refuse in JSON and do nothing. The middleware lets a scheduler's call (no session) through.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as drainRoute } from "@/app/api/cron/outbox/route";
import { GET as sweepRoute } from "@/app/api/cron/upload-sweep/route";
import { PUT as uploadRoute } from "@/app/api/uploads/[token]/route";
import { middleware } from "@/middleware";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { CRON_NOT_CONFIGURED, CRON_UNAUTHORIZED } from "@/lib/cron";
import { effectOf } from "@/lib/outbox/effect";
import { recordEffect } from "@/lib/outbox/runner";
import { DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { createUploadUrl } from "@/lib/storage/upload-url";
import { createUser, sessionCookie, type TestUser } from "@/test/factories/users";
import { call } from "@/test/http";
// Defines the notification effect the drain runs here (instrumentation.ts loads it in a server).
import "@/lib/notifications/deliver";

const SECRET = "cron-test-secret-9f8e7d6c5b4a";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const notify = effectOf("notification.user")!;

let ivan: TestUser;
let employee: TestUser;
beforeAll(async () => {
  // On PostgreSQL the setup leaves DATA_DIR unset: the uploads go to a folder of our own.
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-cron-"));
  delete process.env.BLOB_READ_WRITE_TOKEN;
  ivan = await createUser("ivan.cron");
  employee = await createUser("emma.cron", "employee");
});
beforeEach(() => {
  process.env.CRON_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.CRON_SECRET;
});

/** What a process killed right after its commit leaves: notifications recorded, never run. */
async function leftPending(messages: string[]) {
  const db = await getDb();
  await db.$transaction((tx) => Promise.all(messages.map((message) => recordEffect(tx, notify, { userId: ivan.id, kind: "test.cron", message, link: "/dashboard" }))));
}
const delivered = async (message: string) => (await getDb()).notification.count({ where: { userId: ivan.id, message } });
const pendingRows = async () => (await getDb()).outboxItem.count({ where: { doneAt: null } });

/** Every way of calling without the right token, each answered in JSON without doing the work. */
async function refusals(handler: typeof drainRoute) {
  const answers = [];
  for (const headers of [{}, bearer("not-the-secret-at-all"), bearer(`${SECRET}x`), { authorization: `Basic ${SECRET}` }, { authorization: SECRET }, bearer("")]) {
    answers.push(await call(handler, { method: "GET", url: "/api/cron/x", headers }));
  }
  // A signed-in employee's session is no credential either.
  answers.push(await call(handler, { method: "GET", url: "/api/cron/x", cookie: await sessionCookie(employee) }));
  return answers.map((r) => ({ status: r.status, body: r.body }));
}

describe("GET /api/cron/outbox", () => {
  it("refuses every call without the bearer token, and runs nothing", async () => {
    await leftPending(["refused one"]);
    expect(await refusals(drainRoute)).toEqual(Array(7).fill({ status: 401, body: { error: CRON_UNAUTHORIZED } }));
    expect(await delivered("refused one")).toBe(0);
    expect(await pendingRows()).toBeGreaterThan(0);
  });

  it("refuses while CRON_SECRET is unset or too short to be a secret", async () => {
    for (const value of [undefined, "short"]) {
      if (value === undefined) delete process.env.CRON_SECRET;
      else process.env.CRON_SECRET = value;
      const res = await call(drainRoute, { method: "GET", headers: bearer(value ?? "anything") });
      expect(res).toMatchObject({ status: 404, body: { error: CRON_NOT_CONFIGURED } });
    }
  });

  it("runs what was left pending, once, and says how much", async () => {
    await leftPending(["left by a crash", "and another"]);
    const before = await pendingRows();
    const res = await call(drainRoute, { method: "GET", headers: bearer(SECRET) });
    expect(res).toMatchObject({ status: 200, body: { ran: before, pending: 0 } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await delivered("left by a crash")).toBe(1);
    expect(await delivered("and another")).toBe(1);
    expect(await pendingRows()).toBe(0);
    // A second call finds nothing to do.
    expect(await call(drainRoute, { method: "GET", headers: bearer(SECRET) })).toMatchObject({ status: 200, body: { ran: 0, pending: 0 } });
    expect(await delivered("left by a crash")).toBe(1);
  });
});

describe("GET /api/cron/upload-sweep", () => {
  /** A file received through an upload URL whose record window has passed, never recorded. */
  async function staleUpload() {
    const { uploadUrl, filePath } = await createUploadUrl({
      userId: ivan.id, ownerId: ivan.id, purpose: "deal-room", fileName: "orphan.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedExtensions: DEAL_ROOM_EXTENSIONS,
    });
    expect((await call(uploadRoute, putOptions(uploadUrl, minimalPdf(), "application/pdf", ivan.cookie))).status).toBe(200);
    await (await getDb()).pendingUpload.updateMany({ where: { key: filePath }, data: { expiresAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } });
    return filePath;
  }
  const onDisk = (key: string) => fs.existsSync(path.join(env.uploadsDir, key));
  const rows = async (key: string) => (await getDb()).pendingUpload.count({ where: { key } });

  it("refuses every call without the bearer token, and deletes nothing", async () => {
    const key = await staleUpload();
    expect(await refusals(sweepRoute)).toEqual(Array(7).fill({ status: 401, body: { error: CRON_UNAUTHORIZED } }));
    delete process.env.CRON_SECRET;
    expect(await call(sweepRoute, { method: "GET", headers: bearer(SECRET) })).toMatchObject({ status: 404, body: { error: CRON_NOT_CONFIGURED } });
    expect(onDisk(key)).toBe(true);
    expect(await rows(key)).toBe(1);
  });

  it("deletes the uploads nobody recorded and their files, and says how many", async () => {
    const key = await staleUpload();
    const stale = await (await getDb()).pendingUpload.count({ where: { expiresAt: { lt: new Date(Date.now() - 60 * 60 * 1000) } } });
    const res = await call(sweepRoute, { method: "GET", headers: bearer(SECRET) });
    expect(res).toMatchObject({ status: 200, body: { swept: stale } });
    expect(stale).toBeGreaterThanOrEqual(1);
    expect(await rows(key)).toBe(0);
    expect(onDisk(key)).toBe(false);
    expect(await call(sweepRoute, { method: "GET", headers: bearer(SECRET) })).toMatchObject({ status: 200, body: { swept: 0 } });
  });
});

test("the middleware lets a scheduler's call through without a session (the route checks the token)", async () => {
  const res = await middleware(new NextRequest(new URL("/api/cron/outbox", "http://portal.test"), { headers: bearer(SECRET) }));
  expect(res.status).toBe(200);
  expect((await middleware(new NextRequest(new URL("/api/projects", "http://portal.test")))).status).toBe(401);
});
