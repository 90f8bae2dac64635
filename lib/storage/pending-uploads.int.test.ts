// The per-user quota of uploads waiting to be saved, and the sweep of files never recorded, on the real
// database and a real uploads folder of our own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/uploads/[token]/route";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage/driver";
import { DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { MAX_PENDING_UPLOADS, takePendingUpload, TOO_MANY_PENDING_UPLOADS } from "@/lib/storage/pending-uploads";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { sweepUnrecordedUploads } from "@/lib/storage/upload-sweep";
import { createUploadUrl } from "@/lib/storage/upload-url";
import { transaction } from "@/lib/transaction";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { call } from "@/test/http";
import { env } from "@/lib/env";
import { drainOutbox } from "@/lib/outbox/runner";

let ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  // The test setup points DATA_DIR at this file's database copy (PGlite); on PostgreSQL it leaves it
  // unset, and the uploads go to a folder of our own rather than the working copy.
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-pending-"));
  delete process.env.BLOB_READ_WRITE_TOKEN;
  ({ external: ivan, otherExternal: olga } = await createCast());
});

const ask = (who: TestUser, fileName = "plan.pdf") =>
  createUploadUrl({ userId: who.id, ownerId: who.id, purpose: "deal-room", fileName, maxBytes: MAX_UPLOAD_BYTES, allowedExtensions: DEAL_ROOM_EXTENSIONS });
const putAs = (who: TestUser, uploadUrl: string) => call(PUT, putOptions(uploadUrl, minimalPdf(), "application/pdf", who.cookie));
const record = (who: TestUser, key: string) => transaction((tx) => takePendingUpload(tx, { key, userId: who.id }));
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (err: { status: number; message: string }) => ({ status: err.status, message: err.message }));

describe("the quota of uploads waiting to be saved", () => {
  it("refuses the 21st URL with 429 in words, and frees a place when one is recorded or its URL expires unused", async () => {
    const quentin = await createUser("quentin.quota");
    const urls = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) urls.push(await ask(quentin));
    expect(await refusal(ask(quentin))).toEqual({ status: 429, message: TOO_MANY_PENDING_UPLOADS });
    // The quota is each user's own.
    expect((await ask(olga)).uploadUrl).toBeTruthy();

    // Recorded: the place is free again.
    expect((await putAs(quentin, urls[0].uploadUrl)).status).toBe(200);
    expect(await record(quentin, urls[0].filePath)).toBe(true);
    await ask(quentin);
    expect(await refusal(ask(quentin))).toMatchObject({ status: 429 });

    // A URL that expired without its PUT holds no place; a received file holds its place until recorded or swept.
    const db = await getDb();
    expect((await putAs(quentin, urls[1].uploadUrl)).status).toBe(200);
    await db.pendingUpload.updateMany({ where: { key: { in: [urls[1].filePath, urls[2].filePath] } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await ask(quentin);
    expect(await refusal(ask(quentin))).toMatchObject({ status: 429 });
  });

  it("frees the place of a URL whose PUT died mid-way (claimed, no file) once it is older than any PUT (issue 30)", async () => {
    const rita = await createUser("rita.burned");
    const urls = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) urls.push(await ask(rita));
    const db = await getDb();
    // What a kill -9 during the PUT leaves: the claim, and no file. A claim of a minute ago may be a PUT still running.
    await db.pendingUpload.updateMany({ where: { key: urls[0].filePath }, data: { receivedAt: new Date(Date.now() - 60_000) } });
    expect(await refusal(ask(rita))).toMatchObject({ status: 429 });
    await db.pendingUpload.updateMany({ where: { key: urls[0].filePath }, data: { receivedAt: new Date(Date.now() - 5 * 60_000) } });
    expect((await ask(rita)).uploadUrl).toBeTruthy();
    expect(await db.pendingUpload.count({ where: { key: urls[0].filePath } })).toBe(0);
    // A received file that is really there keeps its place.
    expect((await putAs(rita, urls[1].uploadUrl)).status).toBe(200);
    await db.pendingUpload.updateMany({ where: { key: urls[1].filePath }, data: { receivedAt: new Date(Date.now() - 5 * 60_000) } });
    expect(await refusal(ask(rita))).toMatchObject({ status: 429 });
  });

  it("lets a URL be used once: a second PUT is 409 and a recorded file cannot be recorded again", async () => {
    const { uploadUrl, filePath } = await ask(ivan);
    expect((await putAs(ivan, uploadUrl)).status).toBe(200);
    expect(await putAs(ivan, uploadUrl)).toMatchObject({ status: 409, body: { error: "This upload URL has already been used" } });
    expect(await record(olga, filePath)).toBe(false);
    expect(await record(ivan, filePath)).toBe(true);
    expect(await record(ivan, filePath)).toBe(false);
    expect(await putAs(ivan, uploadUrl)).toMatchObject({ status: 409 });
  });
});

describe("the sweep of files never recorded", () => {
  it("deletes files whose record window has passed without a record, and keeps the rest", async () => {
    const db = await getDb();
    const [orphan, fresh, recorded, unused] = [await ask(ivan, "orphan.pdf"), await ask(ivan, "fresh.pdf"), await ask(ivan, "kept.pdf"), await ask(ivan, "unused.pdf")];
    for (const u of [orphan, fresh, recorded]) expect((await putAs(ivan, u.uploadUrl)).status).toBe(200);
    expect(await record(ivan, recorded.filePath)).toBe(true);
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db.pendingUpload.updateMany({ where: { key: { in: [orphan.filePath, unused.filePath] } }, data: { expiresAt: longAgo } });
    const onDisk = (key: string) => fs.existsSync(path.join(env.uploadsDir, key));
    expect(onDisk(orphan.filePath)).toBe(true);

    expect(await sweepUnrecordedUploads()).toBe(2);
    await drainOutbox();
    expect(onDisk(orphan.filePath)).toBe(false);
    expect(onDisk(fresh.filePath)).toBe(true);
    expect(onDisk(recorded.filePath)).toBe(true);
    expect(await db.pendingUpload.count({ where: { key: { in: [orphan.filePath, unused.filePath] } } })).toBe(0);
    // Swept means gone: the file cannot be recorded any more, and its URL takes nothing.
    expect(await record(ivan, orphan.filePath)).toBe(false);
    expect(await putAs(ivan, orphan.uploadUrl)).toMatchObject({ status: 409 });
    expect(await getStorage().exists(orphan.filePath)).toBe(false);
    expect(await sweepUnrecordedUploads()).toBe(0);
  });
});
