// The whole upload flow on a real uploads folder: ask for an upload URL, PUT real bytes to the route,
// read them back, serve them. No database is involved, so DATA_DIR is a temporary folder of our own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/uploads/[token]/route";
import { call } from "@/test/http";
import { getStorage } from "@/lib/storage/driver";
import { fileResponse } from "@/lib/storage/file-response";
import { CERTIFICATE_TYPES, DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { createUploadUrl, type CreateUploadUrlInput } from "@/lib/storage/upload-url";

let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-uploads-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.BLOB_READ_WRITE_TOKEN;
});
afterAll(() => {
  process.env.DATA_DIR = savedDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, "uploads");
const storedFiles = () =>
  fs.existsSync(uploadsDir())
    ? fs.readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(uploadsDir(), path.join(e.parentPath, e.name)))
    : [];

const dealRoom = (over: Partial<CreateUploadUrlInput> = {}) =>
  createUploadUrl({ ownerId: "investor1", purpose: "deal-room", fileName: "Appraisal.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedExtensions: DEAL_ROOM_EXTENSIONS, ...over });

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe("upload flow", () => {
  it("stores the PUT bytes under the promised path and serves them back", async () => {
    const pdf = minimalPdf();
    const { uploadUrl, filePath, expiresAt } = dealRoom({ fileName: "../../Appraisal – Q3.pdf" });
    expect(filePath).toMatch(/^deal-room\/investor1\/[0-9a-f]{32}-Appraisal – Q3\.pdf$/);
    expect(uploadUrl).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);

    const res = await call(PUT, putOptions(uploadUrl, pdf));
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
    const { uploadUrl } = dealRoom({ fileName: "memo.docx" });
    const res = await call(PUT, putOptions(uploadUrl, Buffer.from("PK\x03\x04 docx bytes", "latin1"), ""));
    expect(res.body.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("serves inline only types that cannot run script", async () => {
    const png = dealRoom({ fileName: "p.png" });
    await call(PUT, putOptions(png.uploadUrl, Buffer.from("\x89PNG\r\n\x1a\n png", "latin1"), "image/png"));
    expect((await fileResponse(png.filePath, { downloadName: "p.png", inline: true })).headers.get("content-disposition")).toMatch(/^inline;/);
    const key = `notes/u1/${"0".repeat(32)}-page.html`;
    await getStorage().put(key, Buffer.from("<script>alert(1)</script>"), { contentType: "text/html" });
    expect((await fileResponse(key, { downloadName: "page.html", inline: true })).headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("refuses a tampered token with 403 and stores nothing", async () => {
    const { uploadUrl } = dealRoom();
    // A character in the middle of the signature: every bit of it counts.
    const at = uploadUrl.length - 10;
    const tampered = uploadUrl.slice(0, at) + (uploadUrl[at] === "A" ? "B" : "A") + uploadUrl.slice(at + 1);
    const before = storedFiles();
    const res = await call(PUT, putOptions(tampered, minimalPdf()));
    expect(res).toMatchObject({ status: 403, body: { error: "Invalid upload URL" } });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses another spelling of the same signature (its last character's unused bits changed)", async () => {
    const { uploadUrl } = dealRoom();
    // 32 bytes are 43 base64url characters; the last one's two low bits carry nothing.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(uploadUrl.at(-1)!);
    const respelled = uploadUrl.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(respelled.split(".").at(-1)!, "base64url")).toEqual(Buffer.from(uploadUrl.split(".").at(-1)!, "base64url"));
    const before = storedFiles();
    const res = await call(PUT, putOptions(respelled, minimalPdf()));
    expect(res).toMatchObject({ status: 403, body: { error: "Invalid upload URL" } });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses an expired upload URL with 403", async () => {
    const { uploadUrl, filePath } = dealRoom({ expiresInSeconds: -1 });
    const res = await call(PUT, putOptions(uploadUrl, minimalPdf()));
    expect(res).toMatchObject({ status: 403, body: { error: "Upload URL has expired" } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("refuses an oversize body by its Content-Length before reading it", async () => {
    const { uploadUrl, filePath } = dealRoom();
    const opts = putOptions(uploadUrl, Buffer.alloc(16));
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": String(MAX_UPLOAD_BYTES + 1) } });
    expect(res).toMatchObject({ status: 413, body: { error: "File size must be less than 10MB" } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("stops an oversize body that lied about its length, and leaves no file", async () => {
    const { uploadUrl, filePath } = dealRoom({ maxBytes: 1024 });
    const opts = putOptions(uploadUrl, Buffer.concat([minimalPdf(), Buffer.alloc(4096, 1)]));
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": "1000" } });
    expect(res).toMatchObject({ status: 413, body: { error: "File size must be less than 1KB" } });
    expect(await getStorage().exists(filePath)).toBe(false);
    expect(storedFiles().filter((f) => f.includes(filePath.split("/")[2]) || f.startsWith(".tmp"))).toEqual([]);
  });

  it("refuses a body cut short of its Content-Length and keeps nothing", async () => {
    const { uploadUrl, filePath } = dealRoom();
    const pdf = minimalPdf();
    const opts = putOptions(uploadUrl, pdf);
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, "content-length": String(pdf.length + 100) } });
    expect(res).toMatchObject({ status: 400, body: { error: `Upload incomplete: received ${pdf.length} of ${pdf.length + 100} bytes. Please try again.` } });
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("requires Content-Length and a non-empty body", async () => {
    const { uploadUrl } = dealRoom();
    const opts = putOptions(uploadUrl, minimalPdf());
    const noLength = await call(PUT, { ...opts, headers: { "content-type": "application/pdf" } });
    expect(noLength).toMatchObject({ status: 400, body: { error: "Content-Length header is required" } });
    const empty = await call(PUT, putOptions(uploadUrl, new Uint8Array(0)));
    expect(empty).toMatchObject({ status: 400, body: { error: "The file is empty" } });
  });

  it("refuses a content type the URL does not allow with 415", async () => {
    const { uploadUrl, filePath } = dealRoom();
    const res = await call(PUT, putOptions(uploadUrl, Buffer.from("<html>"), "text/html"));
    expect(res).toMatchObject({ status: 415, body: { error: "File type text/html is not allowed" } });
    expect(await getStorage().exists(filePath)).toBe(false);

    const cert = createUploadUrl({ ownerId: "u1", purpose: "certificates", fileName: "cert.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: CERTIFICATE_TYPES });
    expect((await call(PUT, putOptions(cert.uploadUrl, minimalPdf(), "application/zip"))).status).toBe(415);
    expect((await call(PUT, putOptions(cert.uploadUrl, minimalPdf(), "application/pdf"))).status).toBe(200);
  });

  it("refuses a type other than the one the URL was made for", async () => {
    const { uploadUrl } = dealRoom({ fileName: "a.png", contentType: "image/png" });
    const res = await call(PUT, putOptions(uploadUrl, Buffer.from("x"), "image/jpeg"));
    expect(res).toMatchObject({ status: 415, body: { error: "Content type does not match the upload URL" } });
  });

  it.each([
    ["a deal-room file", () => dealRoom()],
    // Hour evidence used to be checked only when its record was saved, so the PUT stored HTML as a PDF.
    ["hour evidence", () => createUploadUrl({ ownerId: "investor1", purpose: "evidence", fileName: "proof.pdf", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: ["application/pdf", "image/png", "image/jpeg"] })],
    ["a certificate", () => createUploadUrl({ ownerId: "investor1", purpose: "certificate", fileName: "cert.png", maxBytes: MAX_UPLOAD_BYTES, allowedContentTypes: CERTIFICATE_TYPES })],
  ])("refuses %s whose first bytes are HTML at the PUT itself (415), storing nothing", async (_kind, make) => {
    const before = storedFiles().length;
    const { uploadUrl } = make();
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const declared = uploadUrl.includes("cert") ? "image/png" : "application/pdf";
    const res = await call(PUT, putOptions(uploadUrl, html, declared));
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/^File content does not match its type/);
    expect(storedFiles().length).toBe(before);
  });

  it("takes one file per URL: a second PUT is 409 and the first file stays", async () => {
    const pdf = minimalPdf();
    const { uploadUrl, filePath } = dealRoom();
    expect((await call(PUT, putOptions(uploadUrl, pdf))).status).toBe(200);
    const again = await call(PUT, putOptions(uploadUrl, Buffer.from("%PDF-1.4 other")));
    expect(again).toMatchObject({ status: 409, body: { error: "This upload URL has already been used" } });
    expect((await bytesOf((await getStorage().get(filePath))!.stream)).equals(pdf)).toBe(true);
  });

  it("refuses a cross-site PUT even with a valid token", async () => {
    const { uploadUrl, filePath } = dealRoom();
    const opts = putOptions(uploadUrl, minimalPdf());
    const res = await call(PUT, { ...opts, headers: { ...opts.headers, origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("refuses at creation a file name, size or type the caller does not allow", () => {
    expect(() => dealRoom({ fileName: "tool.exe" })).toThrow(
      expect.objectContaining({ status: 415, message: "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip" }),
    );
    expect(() => dealRoom({ fileSize: MAX_UPLOAD_BYTES + 1 })).toThrow(expect.objectContaining({ status: 413, message: "File size must be less than 10MB" }));
    expect(() => dealRoom({ fileName: "a.pdf", contentType: "image/png" })).toThrow(expect.objectContaining({ status: 415 }));
  });
});
