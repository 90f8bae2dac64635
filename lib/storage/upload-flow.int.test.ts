// The whole upload flow on a real uploads folder and database: ask for an upload URL, PUT real bytes to the
// route as the user who asked, read them back, serve them. DATA_DIR is a temporary folder of our own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/uploads/[token]/route";
import { call } from "@/test/http";
import { env } from "@/lib/env";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage/driver";
import { fileResponse } from "@/lib/storage/file-response";
import { CERTIFICATE_TYPES, DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { createUploadUrl, type CreateUploadUrlInput } from "@/lib/storage/upload-url";
import { compoundFile, realDocx, realJpeg, realPng, zipOf } from "@/lib/storage/test-files";
import { createCast, type TestUser } from "@/test/factories/users";

let ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  // The test setup points DATA_DIR at this file's database copy (PGlite); on PostgreSQL it leaves it
  // unset, and the uploads go to a folder of our own rather than the working copy.
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-uploads-"));
  delete process.env.BLOB_READ_WRITE_TOKEN;
  ({ external: ivan, otherExternal: olga } = await createCast());
});
// Each test asks for URLs of its own; the per-user quota is pending-uploads.int.test.ts's subject.
beforeEach(async () => {
  await (await getDb()).pendingUpload.deleteMany();
});

const uploadsDir = () => env.uploadsDir;
const storedFiles = () =>
  fs.existsSync(uploadsDir())
    ? fs.readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(uploadsDir(), path.join(e.parentPath, e.name)))
    : [];

const dealRoom = (over: Partial<CreateUploadUrlInput> = {}) =>
  createUploadUrl({ userId: ivan.id, ownerId: ivan.id, purpose: "deal-room", fileName: "Appraisal.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedExtensions: DEAL_ROOM_EXTENSIONS, ...over } as CreateUploadUrlInput);

/** The PUT as the user who asked for the URL (ivan). */
const putOptionsAs = (uploadUrl: string, bytes: Uint8Array, contentType = "application/pdf", who: TestUser = ivan) => putOptions(uploadUrl, bytes, contentType, who.cookie);

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe("upload flow", () => {
  it("stores the PUT bytes under the promised path and serves them back", async () => {
    const pdf = minimalPdf();
    const { uploadUrl, filePath, expiresAt } = await dealRoom({ fileName: "../../Appraisal – Q3.pdf" });
    expect(filePath).toMatch(new RegExp(`^deal-room/${ivan.id}/[0-9a-f]{32}-Appraisal – Q3\\.pdf$`));
    expect(uploadUrl).toMatch(/^\/api\/uploads\/Fe26\.2\*[A-Za-z0-9_*~-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);

    const res = await call(PUT, putOptionsAs(uploadUrl, pdf));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ filePath, size: pdf.length, contentType: "application/pdf" });

    const stored = await getStorage().get(filePath);
    expect(stored).toMatchObject({ size: pdf.length, contentType: "application/pdf" });
    expect((await bytesOf(stored!.stream)).equals(pdf)).toBe(true);
    expect(fs.readFileSync(path.join(uploadsDir(), filePath)).equals(pdf)).toBe(true);

    const served = await fileResponse(filePath, { downloadName: "Appraisal – Q3.pdf" });
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `attachment; filename="Appraisal _ Q3.pdf"; filename*=UTF-8''Appraisal%20%E2%80%93%20Q3.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect((await bytesOf(served.body!)).equals(pdf)).toBe(true);

    await getStorage().delete(filePath);
    expect(await getStorage().exists(filePath)).toBe(false);
    await expect(fileResponse(filePath, { downloadName: "x.pdf" })).rejects.toMatchObject({ status: 404 });
  });

  it("takes the type from the file name when the browser sends none", async () => {
    const { uploadUrl } = await dealRoom({ fileName: "memo.docx" });
    const res = await call(PUT, putOptionsAs(uploadUrl, await realDocx(), ""));
    expect(res.body.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("serves inline only types that cannot run script", async () => {
    const png = await dealRoom({ fileName: "p.png" });
    await call(PUT, putOptionsAs(png.uploadUrl, realPng(), "image/png"));
    expect((await fileResponse(png.filePath, { downloadName: "p.png", inline: true })).headers.get("content-disposition")).toMatch(/^inline;/);
    const key = `notes/u1/${"0".repeat(32)}-page.html`;
    await getStorage().put(key, Buffer.from("<script>alert(1)</script>"), { contentType: "text/html" });
    expect((await fileResponse(key, { downloadName: "page.html", inline: true })).headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("refuses a tampered token with 403 and stores nothing", async () => {
    const { uploadUrl } = await dealRoom();
    // A character in the middle of the signature: every bit of it counts.
    const at = uploadUrl.length - 10;
    const tampered = uploadUrl.slice(0, at) + (uploadUrl[at] === "A" ? "B" : "A") + uploadUrl.slice(at + 1);
    const before = storedFiles();
    const res = await call(PUT, putOptionsAs(tampered, minimalPdf()));
    expect(res).toMatchObject({ status: 403, body: { error: "Invalid upload URL" } });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses the URL to anyone but the user who asked for it, and a signed-out caller", async () => {
    const { uploadUrl, filePath } = await dealRoom();
    const other = await call(PUT, putOptionsAs(uploadUrl, minimalPdf(), "application/pdf", olga));
    expect(other).toMatchObject({ status: 403, body: { error: "This upload URL was made for another account" } });
    const anonymous = await call(PUT, putOptions(uploadUrl, minimalPdf()));
    expect(anonymous).toMatchObject({ status: 401 });
    expect(await getStorage().exists(filePath)).toBe(false);
    // Neither attempt used the URL up.
    expect((await call(PUT, putOptionsAs(uploadUrl, minimalPdf()))).status).toBe(200);
  });

  it("refuses an expired upload URL with 403", async () => {
    const { uploadUrl, filePath } = await dealRoom({ expiresInSeconds: -1 });
    const res = await call(PUT, putOptionsAs(uploadUrl, minimalPdf()));
    expect(res).toMatchObject({ status: 403, body: { error: "Upload URL has expired" } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("refuses an oversize body by its Content-Length before reading it", async () => {
    const { uploadUrl, filePath } = await dealRoom();
    const opts = putOptionsAs(uploadUrl, Buffer.alloc(16));
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": String(MAX_UPLOAD_BYTES + 1) } });
    expect(res).toMatchObject({ status: 413, body: { error: "File size must be less than 10MB" } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("stops an oversize body that lied about its length, and leaves no file", async () => {
    const { uploadUrl, filePath } = await dealRoom({ maxBytes: 1024 });
    const opts = putOptionsAs(uploadUrl, Buffer.concat([minimalPdf(), Buffer.alloc(4096, 1)]));
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": "1000" } });
    expect(res).toMatchObject({ status: 413, body: { error: "File size must be less than 1KB" } });
    expect(await getStorage().exists(filePath)).toBe(false);
    expect(storedFiles().filter((f) => f.includes(filePath.split("/")[2]) || f.startsWith(".tmp"))).toEqual([]);
  });

  it("refuses a body cut short of its Content-Length and keeps nothing", async () => {
    const { uploadUrl, filePath } = await dealRoom();
    const pdf = minimalPdf();
    const opts = putOptionsAs(uploadUrl, pdf);
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": String(pdf.length + 100) } });
    expect(res).toMatchObject({ status: 400, body: { error: `Upload incomplete: received ${pdf.length} of ${pdf.length + 100} bytes. Please try again.` } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("requires Content-Length and a non-empty body", async () => {
    const { uploadUrl } = await dealRoom();
    const opts = putOptionsAs(uploadUrl, minimalPdf());
    const noLength = await call(PUT, { ...opts, headers: { "content-type": "application/pdf" } });
    expect(noLength).toMatchObject({ status: 400, body: { error: "Content-Length header is required" } });
    const empty = await call(PUT, putOptionsAs(uploadUrl, new Uint8Array(0)));
    expect(empty).toMatchObject({ status: 400, body: { error: "The file is empty" } });
  });

  it("refuses a content type the URL does not allow with 415", async () => {
    const { uploadUrl, filePath } = await dealRoom();
    const res = await call(PUT, putOptionsAs(uploadUrl, Buffer.from("<html>"), "text/html"));
    expect(res).toMatchObject({ status: 415, body: { error: "File type text/html is not allowed" } });
    expect(await getStorage().exists(filePath)).toBe(false);

    const cert = await createUploadUrl({ userId: ivan.id, ownerId: ivan.id, purpose: "certificates", fileName: "cert.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: CERTIFICATE_TYPES });
    expect((await call(PUT, putOptionsAs(cert.uploadUrl, minimalPdf(), "application/zip"))).status).toBe(415);
    expect((await call(PUT, putOptionsAs(cert.uploadUrl, minimalPdf(), "application/pdf"))).status).toBe(200);
  });

  it("refuses a type other than the one the URL was made for", async () => {
    const { uploadUrl } = await dealRoom({ fileName: "a.png", contentType: "image/png" });
    const res = await call(PUT, putOptionsAs(uploadUrl, Buffer.from("x"), "image/jpeg"));
    expect(res).toMatchObject({ status: 415, body: { error: "Content type does not match the upload URL" } });
  });

  it.each([
    ["a deal-room file", () => dealRoom()],
    // Hour evidence used to be checked only when its record was saved, so the PUT stored HTML as a PDF.
    ["hour evidence", () => createUploadUrl({ userId: ivan.id, ownerId: ivan.id, purpose: "evidence", fileName: "proof.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: ["application/pdf", "image/png", "image/jpeg"] })],
    ["a certificate", () => createUploadUrl({ userId: ivan.id, ownerId: ivan.id, purpose: "certificate", fileName: "cert.png", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: CERTIFICATE_TYPES })],
  ])("refuses %s whose first bytes are HTML at the PUT itself (415), storing nothing", async (_kind, make) => {
    const before = storedFiles().length;
    const { uploadUrl } = await make();
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const declared = uploadUrl.includes("cert") ? "image/png" : "application/pdf";
    const res = await call(PUT, putOptionsAs(uploadUrl, html, declared));
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/^File content does not match its type/);
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a web page that starts with %PDF- (415), storing nothing", async () => {
    const before = storedFiles().length;
    const { uploadUrl } = await dealRoom();
    const res = await call(PUT, putOptionsAs(uploadUrl, Buffer.from("%PDF-1.4\n<!doctype html><html><script>alert(1)</script></html>"), "application/pdf"));
    expect(res).toMatchObject({ status: 415, body: { error: "File content does not match its type: the file is not a PDF" } });
    expect(storedFiles().length).toBe(before);
  });

  it("takes one file per URL: a second PUT is 409 and the first file stays", async () => {
    const pdf = minimalPdf();
    const { uploadUrl, filePath } = await dealRoom();
    expect((await call(PUT, putOptionsAs(uploadUrl, pdf))).status).toBe(200);
    const again = await call(PUT, putOptionsAs(uploadUrl, Buffer.from("%PDF-1.4 other")));
    expect(again).toMatchObject({ status: 409, body: { error: "This upload URL has already been used" } });
    expect((await bytesOf((await getStorage().get(filePath))!.stream)).equals(pdf)).toBe(true);
  });

  it("refuses a cross-site PUT even with a valid token", async () => {
    const { uploadUrl, filePath } = await dealRoom();
    const opts = putOptionsAs(uploadUrl, minimalPdf());
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("refuses at creation a file name, size or type the caller does not allow", async () => {
    await expect(dealRoom({ fileName: "tool.exe" })).rejects.toThrow(
      expect.objectContaining({ status: 415, message: "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip" }),
    );
    await expect(dealRoom({ fileSize: MAX_UPLOAD_BYTES + 1 })).rejects.toThrow(expect.objectContaining({ status: 413, message: "File size must be less than 10MB" }));
    await expect(dealRoom({ fileName: "a.pdf", contentType: "image/png" })).rejects.toThrow(expect.objectContaining({ status: 415 }));
  });

  it.each([
    ["a PNG", "p.png", "image/png", realPng],
    ["a JPEG", "p.jpg", "image/jpeg", realJpeg],
    ["a DOCX", "memo.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", realDocx],
    ["a Word 97 DOC", "memo.doc", "application/msword", () => compoundFile(["WordDocument", "1Table"])],
    ["a ZIP", "photos.zip", "application/zip", () => zipOf({ "a.txt": "a" })],
  ])("stores %s whose bytes are what it says", async (_kind, fileName, type, make) => {
    const { uploadUrl, filePath } = await dealRoom({ fileName });
    expect(await call(PUT, putOptionsAs(uploadUrl, await make(), type))).toMatchObject({ status: 200, body: { filePath, contentType: type } });
  });

  it.each([
    ["a plain ZIP sent as a DOCX", "memo.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", () => zipOf({ "notes.txt": "hello" }), "a Word document (.docx)"],
    ["an Excel file sent as a DOC", "memo.doc", "application/msword", () => compoundFile(["Workbook"]), "a Word 97–2003 document (.doc)"],
    ["HTML sent as a PDF", "a.pdf", "application/pdf", () => Buffer.from("<html><script>alert(1)</script></html>"), "a PDF"],
  ])("refuses %s (415) in words, storing nothing", async (_kind, fileName, type, make, what) => {
    const before = storedFiles().length;
    const { uploadUrl } = await dealRoom({ fileName });
    const res = await call(PUT, putOptionsAs(uploadUrl, make(), type));
    expect(res).toMatchObject({ status: 415, body: { error: `File content does not match its type: the file is not ${what}` } });
    expect(storedFiles().length).toBe(before);
  });
});
