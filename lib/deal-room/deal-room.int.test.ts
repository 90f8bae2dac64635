// The deal room's upload flow end to end on real storage (the upload URL, the PUT of real bytes, the
// record, the download), its refusals (each leaves no record and no stray file) and who may see what.
import { GET as listRoute } from "@/app/api/documents/route";
import { GET as statusRoute } from "@/app/api/documents/status/route";
import { GET as downloadRoute } from "@/app/api/documents/[id]/download/route";
import { GET as versionRoute } from "@/app/api/documents/versions/[id]/download/route";
import { PUT as putRoute } from "@/app/api/uploads/[token]/route";
import { getDb } from "@/lib/db";
import { minimalPdf, putOptions, realPng } from "@/lib/storage/test-files";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { askUpload, saveLink, uploadDocument, withTempUploads } from "@/test/factories/deal-room";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";

const storage = withTempUploads();
let ivan: TestUser, olga: TestUser, emma: TestUser;

beforeAll(async () => {
  ivan = await createUser("ivan.dealroom");
  olga = await createUser("olga.dealroom");
  emma = await createUser("emma.dealroom", "employee");
});

const counts = async () => {
  const db = await getDb();
  const [documents, versions, audit] = await Promise.all([db.document.count(), db.documentVersion.count(), db.auditLog.count({ where: { entityType: "document" } })]);
  return { documents, versions, audit, files: storage.files().length };
};
const pdf = (text: string) => Buffer.concat([minimalPdf(), Buffer.from(`% ${text}\n`)]);

describe("the upload flow", () => {
  it("stores the PUT's bytes, records the document with one version and an audit row, and serves the file back", async () => {
    const bytes = pdf("first");
    const { asked, put, saved } = await uploadDocument(ivan, { bytes, fileName: "Appraisal Q3.pdf" });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ uploadUrl: expect.stringMatching(/^\/api\/uploads\//), filePath: expect.stringMatching(new RegExp(`^deal-room/${ivan.id}/[0-9a-f]{32}-Appraisal Q3\\.pdf$`)), expiresAt: expect.any(String) });
    expect(put!.status).toBe(200);
    expect(saved!.status).toBe(201);
    expect(saved!.body).toMatchObject({
      userId: ivan.id,
      documentType: "appraisal_poles_value",
      filename: "Appraisal Q3.pdf",
      filePath: asked.body.filePath,
      fileSize: bytes.length,
      contentType: "application/pdf",
      googleDocUrl: null,
      reviewStatus: null,
      versions: [{ filename: "Appraisal Q3.pdf", fileSize: bytes.length, uploadedBy: "ivan.dealroom" }],
    });

    const db = await getDb();
    const audit = await db.auditLog.findFirst({ where: { entityType: "document", entityId: saved!.body.id } });
    expect(audit).toMatchObject({
      event: "document.uploaded",
      userId: ivan.id,
      oldValues: { filePath: null, userId: null, documentType: null },
      newValues: expect.objectContaining({ filePath: asked.body.filePath, userId: ivan.id, documentType: "appraisal_poles_value" }),
    });
    expect(await db.pendingUpload.count({ where: { key: asked.body.filePath } })).toBe(0);

    const file = await call(downloadRoute, { cookie: ivan.cookie, params: { id: saved!.body.id } });
    expect(file.status).toBe(200);
    expect(Buffer.from(file.text, "latin1").equals(bytes)).toBe(true);
    expect(Object.fromEntries(file.headers)).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-disposition": expect.stringMatching(/^attachment; filename="Appraisal Q3\.pdf"/),
    });

    const listed = await call(listRoute, { cookie: ivan.cookie });
    expect(listed.body.map((d: { id: string }) => d.id)).toEqual([saved!.body.id]);
    const status = await call(statusRoute, { cookie: ivan.cookie });
    expect(status.body).toMatchObject({ completedDocuments: 1, totalDocuments: 9, completionPercentage: 11 });
    expect(status.body.documents).toHaveLength(9);
    expect(status.body.documents[0]).toMatchObject({ documentType: "appraisal_poles_value", status: "Partial", hasFile: true, hasGoogleDoc: false, done: true });
    expect(status.body.documents[1]).toMatchObject({ documentType: "lsa_vendor_agreements", status: "Missing", done: false });
  });

  it("replacing a file keeps the earlier version downloadable, for the owner and employees", async () => {
    const first = await uploadDocument(ivan, { documentType: "pictures", fileName: "site.png", bytes: realPng(), contentType: "image/png" });
    const second = await uploadDocument(ivan, { documentType: "pictures", fileName: "site-v2.pdf", bytes: pdf("second") });
    expect(second.saved!.status).toBe(201);
    expect(second.saved!.body.id).toBe(first.saved!.body.id);
    expect(second.saved!.body).toMatchObject({ filename: "site-v2.pdf", contentType: "application/pdf" });
    const versions = second.saved!.body.versions;
    expect(versions.map((v: { filename: string }) => v.filename)).toEqual(["site-v2.pdf", "site.png"]);

    for (const who of [ivan, emma]) {
      const old = await call(versionRoute, { cookie: who.cookie, params: { id: versions[1].id } });
      expect(old.status).toBe(200);
      expect(old.headers.get("content-type")).toBe("image/png");
      expect(old.headers.get("content-disposition")).toMatch(/^attachment;/);
    }
    const db = await getDb();
    // One event per recorded file; the second names only what changed (not the investor or type again).
    const events = await db.auditLog.findMany({ where: { entityType: "document", entityId: second.saved!.body.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.event)).toEqual(["document.uploaded", "document.uploaded"]);
    expect(events[1].fieldChanges).toEqual(expect.arrayContaining(["filename", "filePath", "contentType"]));
    expect(events[1].fieldChanges).not.toContain("userId");
  });

  it("an employee uploads and links for an investor: the record, upload URL and path are the investor's, the audit actor the employee", async () => {
    const db = await getDb();
    const bytes = pdf("by an employee");
    const { asked, put, saved } = await uploadDocument(emma, { userId: ivan.id, documentType: "debt_agreement", fileName: "debt.pdf", bytes });
    expect(asked).toMatchObject({ status: 200, body: { filePath: expect.stringMatching(new RegExp(`^deal-room/${ivan.id}/[0-9a-f]{32}-debt\\.pdf$`)) } });
    expect(put!.status).toBe(200);
    expect(saved).toMatchObject({ status: 201, body: { userId: ivan.id, documentType: "debt_agreement", filename: "debt.pdf", filePath: asked.body.filePath, versions: [expect.objectContaining({ uploadedBy: emma.username })] } });
    const linked = await saveLink(emma, "debt_agreement", "https://docs.google.com/document/d/by-emma", ivan.id);
    expect(linked).toMatchObject({ status: 201, body: { userId: ivan.id, googleDocUrl: "https://docs.google.com/document/d/by-emma" } });
    const events = await db.auditLog.findMany({ where: { entityType: "document", entityId: saved!.body.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.event, e.userId])).toEqual([
      ["document.uploaded", emma.id],
      ["document.linked", emma.id],
    ]);
    // The investor sees it as theirs and downloads the file.
    const mine = await call(listRoute, { cookie: ivan.cookie });
    expect(mine.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: saved!.body.id, documentType: "debt_agreement" })]));
    expect((await call(downloadRoute, { cookie: ivan.cookie, params: { id: saved!.body.id } })).status).toBe(200);
  });
});

describe("refusals leave nothing behind", () => {
  it("refuses a renamed .exe at the PUT with 415 and stores nothing; its path cannot be recorded", async () => {
    const before = await counts();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 7)]);
    const { asked, put, saved } = await uploadDocument(ivan, { documentType: "company_one_pager", fileName: "one-pager.pdf", bytes: exe });
    expect(asked.status).toBe(200);
    expect(put).toMatchObject({ status: 415, body: { error: "File content does not match its type: the file is not a PDF" } });
    expect(saved).toBeUndefined();
    const record = await saveFile(ivan, asked.body.filePath, "company_one_pager", exe.length);
    expect(record).toMatchObject({ status: 400, body: { error: "Unknown or expired upload. Please upload the file again." } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["a type outside the seven", { fileName: "tool.exe" }, 415, "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip"],
    ["a name without extension", { fileName: "README" }, 415, "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip"],
  ])("refuses the upload URL for %s", async (_label, o, status, error) => {
    const db = await getDb();
    const pending = await db.pendingUpload.count();
    expect(await askUpload(ivan, o)).toMatchObject({ status, body: { error } });
    expect(await db.pendingUpload.count()).toBe(pending);
  });

  it("refuses an oversize file before handing out a URL, with the spec's message", async () => {
    const db = await getDb();
    const pending = await db.pendingUpload.count();
    const res = await askUpload(ivan, { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
    expect(res).toMatchObject({ status: 413, body: { error: "File size must be less than 10MB" } });
    expect(await db.pendingUpload.count()).toBe(pending);
  });

  it("accepts an upper-case extension", async () => {
    expect((await askUpload(ivan, { fileName: "SCAN.PDF" })).status).toBe(200);
  });

  it("records only a path issued to this investor and type, holding the file that was PUT", async () => {
    const bytes = pdf("issued");
    const asked = await askUpload(ivan, { documentType: "project_one_pager", bytes });
    expect((await call(putRoute, putOptions(asked.body.uploadUrl, bytes, "application/pdf", ivan.cookie))).status).toBe(200);
    const before = await counts();
    expect(await saveFile(ivan, asked.body.filePath, "sale_purchase_agreement", bytes.length)).toMatchObject({ status: 400, body: { error: "Unknown or expired upload. Please upload the file again." } });
    expect(await saveFile(olga, asked.body.filePath, "project_one_pager", bytes.length)).toMatchObject({ status: 400 });
    expect(await saveFile(ivan, `deal-room/${ivan.id}/${"0".repeat(32)}-made-up.pdf`, "project_one_pager", bytes.length)).toMatchObject({ status: 400 });
    expect(await saveFile(ivan, asked.body.filePath, "project_one_pager", bytes.length + 1)).toMatchObject({ status: 400, body: { error: `fileSize does not match the uploaded file (${bytes.length} bytes)` } });
    expect(await counts()).toEqual(before);
    expect((await saveFile(ivan, asked.body.filePath, "project_one_pager", bytes.length)).status).toBe(201);
    // The path is consumed: recording it twice is refused.
    expect((await saveFile(ivan, asked.body.filePath, "project_one_pager", bytes.length)).status).toBe(400);
  });

  it.each([["", "blank"], ["   ", "spaces"], ["http://docs.google.com/document/d/1", "plain http"], ["https://evil.example/document/d/1", "another host"], ["https://docs.google.com.evil.example/d", "a look-alike host"], ["javascript:alert(1)", "a script URL"]])(
    "refuses the Google Doc link %j (%s) with the spec's message",
    async (url) => {
      const before = await counts();
      expect(await saveLink(ivan, "certificate_non_litigation", url)).toMatchObject({ status: 400, body: { error: "Please enter a valid Google Doc URL" } });
      expect(await counts()).toEqual(before);
    },
  );
});

describe("who sees what", () => {
  it("another investor's records, files and versions are 404; an investor cannot upload for someone else", async () => {
    const { saved } = await uploadDocument(ivan, { documentType: "lsa_vendor_agreements", fileName: "lsa.pdf" });
    const id = saved!.body.id;
    const versionId = saved!.body.versions[0].id;
    expect((await call(downloadRoute, { cookie: olga.cookie, params: { id } })).status).toBe(404);
    expect((await call(versionRoute, { cookie: olga.cookie, params: { id: versionId } })).status).toBe(404);
    expect((await call(listRoute, { cookie: olga.cookie, url: `/api/documents?userId=${ivan.id}` })).status).toBe(404);
    expect((await call(statusRoute, { cookie: olga.cookie, url: `/api/documents/status?userId=${ivan.id}` })).status).toBe(404);
    expect((await askUpload(olga, { userId: ivan.id })).status).toBe(404);
    expect((await saveLink(olga, "pictures", "https://docs.google.com/document/d/x", ivan.id)).status).toBe(404);
    expect((await call(listRoute, { cookie: olga.cookie })).body).toEqual([]);
    // Employees read any investor's deal room, but have none of their own to upload to.
    expect((await call(listRoute, { cookie: emma.cookie, url: `/api/documents?userId=${ivan.id}` })).body.length).toBeGreaterThan(0);
    expect((await call(downloadRoute, { cookie: emma.cookie, params: { id } })).status).toBe(200);
    // Employees keep no deal room of their own: naming themselves or an unknown id is 404, and nothing is recorded.
    const pending = await (await getDb()).pendingUpload.count();
    expect(await askUpload(emma, { userId: emma.id })).toMatchObject({ status: 404, body: { error: "Investor not found" } });
    expect(await askUpload(emma, { userId: "no-such-user" })).toMatchObject({ status: 404, body: { error: "Investor not found" } });
    expect((await saveLink(emma, "pictures", "https://docs.google.com/document/d/x", emma.id)).status).toBe(404);
    expect((await saveLink(emma, "pictures", "https://docs.google.com/document/d/x", "no-such-user")).status).toBe(404);
    expect(await (await getDb()).pendingUpload.count()).toBe(pending);
    expect((await askUpload(ivan, { userId: "no-such-user" })).status).toBe(404);
  });
});

function saveFile(as: TestUser, filePath: string, documentType: string, fileSize: number) {
  return import("@/app/api/documents/route").then(({ POST }) => call(POST, { cookie: as.cookie, body: { documentType, userId: as.id, filePath, filename: "file.pdf", fileSize } }));
}
