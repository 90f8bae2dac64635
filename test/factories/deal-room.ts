// Deal-room factories: a private uploads folder (with the database opened first, so moving DATA_DIR never
// moves an embedded database), the three calls of the upload flow, what is on disk, and a stored record.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as requestUploadRoute } from "@/app/api/documents/upload/route";
import { POST as saveRoute } from "@/app/api/documents/route";
import { PUT as putRoute } from "@/app/api/uploads/[token]/route";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { call } from "@/test/http";
import type { TestUser } from "@/test/factories/users";

export function withTempUploads(): { files: () => string[] } {
  let dir = "";
  let saved: string | undefined;
  beforeAll(async () => {
    await getDb();
    saved = process.env.DATA_DIR;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-deal-room-"));
    process.env.DATA_DIR = dir;
  });
  afterAll(() => {
    process.env.DATA_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const root = () => path.join(dir, "uploads");
  return {
    /** Stored files (not the driver's .meta/.tmp bookkeeping), relative to the uploads root. */
    files: () =>
      fs.existsSync(root())
        ? fs
            .readdirSync(root(), { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => path.relative(root(), path.join(e.parentPath, e.name)))
            .filter((f) => !f.startsWith("."))
        : [],
  };
}

type UploadOptions = { documentType?: string; fileName?: string; bytes?: Buffer; contentType?: string; userId?: string };

/** Asks for an upload URL as `as` (for `userId`, default themself). */
export function askUpload(as: TestUser, o: UploadOptions = {}) {
  const bytes = o.bytes ?? minimalPdf();
  return call(requestUploadRoute, {
    cookie: as.cookie,
    body: { documentType: o.documentType ?? "appraisal_poles_value", userId: o.userId ?? as.id, fileName: o.fileName ?? "appraisal.pdf", fileSize: bytes.length },
  });
}

/** The whole flow: upload URL, PUT, record. Returns each step's answer. */
export async function uploadDocument(as: TestUser, o: UploadOptions = {}) {
  const bytes = o.bytes ?? minimalPdf();
  const asked = await askUpload(as, { ...o, bytes });
  if (asked.status !== 200) return { asked };
  const put = await call(putRoute, putOptions(asked.body.uploadUrl, bytes, o.contentType ?? "application/pdf", as.cookie));
  if (put.status !== 200) return { asked, put };
  const saved = await call(saveRoute, {
    cookie: as.cookie,
    body: { documentType: o.documentType ?? "appraisal_poles_value", userId: o.userId ?? as.id, filePath: asked.body.filePath, filename: o.fileName ?? "appraisal.pdf", fileSize: bytes.length },
  });
  return { asked, put, saved };
}

export function saveLink(as: TestUser, documentType: string, googleDocUrl: string, userId = as.id) {
  return call(saveRoute, { cookie: as.cookie, body: { documentType, userId, googleDocUrl } });
}

/** A recorded file of the investor's, really stored, with its version (written straight to the database). */
export async function makeStoredDocument(userId: string, documentType: "appraisal_poles_value" | "pictures" = "appraisal_poles_value") {
  const db = await getDb();
  const filePath = `deal-room/${userId}/${crypto.randomUUID().replace(/-/g, "")}-matrix.pdf`;
  await getStorage().put(filePath, minimalPdf(), { contentType: "application/pdf" });
  const doc = await db.document.upsert({
    where: { userId_documentType: { userId, documentType } },
    create: { userId, documentType, filePath, filename: "matrix.pdf", fileSize: 1, contentType: "application/pdf" },
    // A new file clears an earlier decision, as saveDocument does.
    update: { filePath, reviewStatus: null, reviewReason: null, reviewedBy: null, reviewedAt: null },
  });
  const version = await db.documentVersion.create({ data: { documentId: doc.id, filePath, filename: "matrix.pdf", fileSize: 1, contentType: "application/pdf" } });
  return { doc, version };
}
