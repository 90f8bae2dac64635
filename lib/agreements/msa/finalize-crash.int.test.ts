// Issue 19 §2: a finalize whose process dies right after the commit still ends with the stored PDF and the
// investor's notification, once the next server starts, and leaves no orphan file. An integration-level
// simulation of `kill -9`: the after-commit run is made to never happen (or to die between storing the
// file and recording it), then the start-up drain (lib/outbox/startup.ts) runs as a new process would.
import fs from "node:fs";
import path from "node:path";
import { POST as finalize } from "@/app/api/templates/finalize/[id]/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { getStorage } from "@/lib/storage";
import { drainOutbox, runOutboxItems } from "@/lib/outbox/runner";
import { effectOf } from "@/lib/outbox/effect";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeApprovedMsaVersion } from "@/test/factories/agreements";

jest.mock("@/lib/outbox/runner", () => {
  const actual = jest.requireActual("@/lib/outbox/runner");
  return { ...actual, runOutboxItems: jest.fn(actual.runOutboxItems) };
});

let employee: TestUser;
let investor: TestUser;
beforeAll(async () => {
  employee = await createUser("crash.legal", "employee");
  investor = await createUser("crash.investor");
});

const GOOD = { finalContent: "<h1>MASTER SERVICE AGREEMENT</h1><p>Terms.</p>", legalReview: true, complianceCheck: true };

/** Every file under the uploads root, the driver's temporary folder included. */
function filesOnDisk(dir = env.uploadsDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const pdfsOf = (investorId: string) => filesOnDisk(path.join(env.uploadsDir, "msa", investorId));

async function finalizeAndDie(): Promise<string> {
  // The process is killed once the finalize transaction has committed, before any after-commit work.
  jest.mocked(runOutboxItems).mockImplementationOnce(async () => {});
  const v = await makeApprovedMsaVersion(investor.id, employee.id);
  const res = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: GOOD });
  expect(res.status).toBe(201);
  return res.body.msaId;
}

async function expectFinished(msaId: string) {
  const db = await getDb();
  const msa = await db.msa.findUniqueOrThrow({ where: { id: msaId }, select: { finalizedFilePath: true, versionId: true } });
  expect(msa.finalizedFilePath).toMatch(new RegExp(`^msa/${investor.id}/`));
  const file = await getStorage().get(msa.finalizedFilePath!);
  expect(Buffer.from(await new Response(file!.stream).arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await db.investorTemplateVersion.findUniqueOrThrow({ where: { id: msa.versionId } })).finalizedFilePath).toBe(msa.finalizedFilePath);
  expect(await db.notification.count({ where: { userId: investor.id, kind: "msa.finalized", versionId: msa.versionId } })).toBe(1);
}

it("killed right after the commit: the next start stores the PDF and notifies the investor, once", async () => {
  const db = await getDb();
  const msaId = await finalizeAndDie();
  const { versionId } = await db.msa.findUniqueOrThrow({ where: { id: msaId }, select: { versionId: true } });
  // What the probe found after a kill: no PDF, no notification. Now the work is waiting in the outbox.
  expect((await db.msa.findUniqueOrThrow({ where: { id: msaId } })).finalizedFilePath).toBeNull();
  expect(await db.notification.count({ where: { versionId } })).toBe(0);
  expect(await db.outboxItem.count({ where: { doneAt: null } })).toBe(2);

  expect(await drainOutbox()).toBe(2);
  await expectFinished(msaId);
  expect(await drainOutbox()).toBe(0);
  await expectFinished(msaId);
});

it("killed between storing the PDF and recording it: the rerun finds its own file, so no orphan is left", async () => {
  const db = await getDb();
  const before = pdfsOf(investor.id).length;
  const msaId = await finalizeAndDie();
  const pending = await db.outboxItem.findFirstOrThrow({ where: { effect: "msa.store-pdf", doneAt: null } });
  // The first run stores the file, then the process dies before its transaction commits.
  const handler = effectOf("msa.store-pdf")!;
  await expect(
    db.$transaction(async (tx) => {
      await handler.run(tx, handler.payload.parse(pending.payload), { id: pending.id, attempts: pending.attempts, followUp: async () => "none" });
      throw new Error("killed");
    }),
  ).rejects.toThrow("killed");
  expect(pdfsOf(investor.id)).toHaveLength(before + 1);

  await drainOutbox();
  await expectFinished(msaId);
  expect(pdfsOf(investor.id)).toHaveLength(before + 1);
  expect(filesOnDisk(path.join(env.uploadsDir, ".tmp"))).toEqual([]);
});
