// Evidence on an hour entry, end to end on real storage: upload URL → PUT the bytes → attach → open.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as uploadUrl } from "@/app/api/service-hours/evidence-upload/route";
import { PUT as upload } from "@/app/api/uploads/[token]/route";
import { POST as create } from "@/app/api/service-hours/route";
import { DELETE as remove, PUT as update } from "@/app/api/service-hours/[id]/route";
import { GET as evidence } from "@/app/api/service-hours/[id]/evidence/route";
import { GET as queue } from "@/app/api/admin/service-hours/route";
import { getStorage } from "@/lib/storage";
import { minimalPdf, putOptions, realPng } from "@/lib/storage/test-files";
import { call } from "@/test/http";
import { createCast, type TestUser } from "@/test/factories/users";
import { day, LAST_YEAR } from "@/test/factories/requirements";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  // On PostgreSQL the test setup leaves DATA_DIR unset: keep uploads out of the working copy.
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-evidence-"));
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const entry = { serviceDate: day("07-01"), hours: "1.5", category: "compliance", description: "Quarterly compliance call" };

async function uploaded(who: TestUser, bytes: Uint8Array, fileName = "minutes.pdf", contentType = "application/pdf"): Promise<string> {
  const asked = await call(uploadUrl, { cookie: who.cookie, method: "POST", body: { fileName, fileSize: bytes.byteLength, contentType } });
  expect(asked.status).toBe(200);
  const put = await call(upload, putOptions(asked.body.uploadUrl, bytes, contentType, who.cookie));
  expect(put.status).toBe(200);
  return asked.body.filePath;
}

describe("evidence files", () => {
  it("attaches a PDF, serves it to the owner and employees only, and removes it with the entry", async () => {
    const pdf = minimalPdf();
    const filePath = await uploaded(ivan, pdf);
    const created = await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath: filePath } });
    expect(created.status).toBe(201);
    expect(created.body.evidence).toEqual({ fileName: "minutes.pdf", contentType: "application/pdf", size: pdf.length, url: `/api/service-hours/${created.body.id}/evidence` });
    expect(JSON.stringify(created.body)).not.toContain(filePath);

    const params = { id: created.body.id };
    const mine = await call(evidence, { cookie: ivan.cookie, params });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.text).toBe(pdf.toString("latin1"));
    expect((await call(evidence, { cookie: employee.cookie, params })).status).toBe(200);
    expect(await call(evidence, { cookie: olga.cookie, params })).toMatchObject({ status: 404, body: { error: "Entry not found" } });

    const listed = await call(queue, { cookie: employee.cookie, url: `/api/admin/service-hours?year=${LAST_YEAR}&investor=${ivan.id}` });
    expect(listed.body.items[0].evidence).toMatchObject({ fileName: "minutes.pdf" });

    expect((await call(remove, { cookie: ivan.cookie, method: "DELETE", params })).status).toBe(200);
    expect(await getStorage().exists(filePath)).toBe(false);
  });

  it("refuses HTML declared as an image at the PUT itself (415), storing nothing", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const asked = await call(uploadUrl, { cookie: ivan.cookie, method: "POST", body: { fileName: "scan.png", fileSize: html.byteLength, contentType: "image/png" } });
    const put = await call(upload, putOptions(asked.body.uploadUrl, html, "image/png", ivan.cookie));
    expect(put).toMatchObject({ status: 415, body: { error: "File content does not match its type: the file is not a PNG image" } });
    expect(await getStorage().exists(asked.body.filePath)).toBe(false);
  });

  it("records only a file its upload URL's PUT received and checked, and only once", async () => {
    const asked = await call(uploadUrl, { cookie: ivan.cookie, method: "POST", body: { fileName: "scan.png", fileSize: 40, contentType: "image/png" } });
    // Bytes that reached the store some other way than the PUT never passed its check.
    await getStorage().put(asked.body.filePath, Buffer.from("<html><script>alert(1)</script></html>"), { contentType: "image/png" });
    const res = await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath: asked.body.filePath } });
    expect(res).toMatchObject({ status: 400, body: { error: "Evidence file not found: please upload it again" } });
    const file = await uploaded(ivan, minimalPdf());
    expect((await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath: file } })).status).toBe(201);
    const again = await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath: file } });
    expect(again).toMatchObject({ status: 400, body: { error: "Evidence file not found: please upload it again" } });
  });

  it("refuses another investor's upload and a made-up path", async () => {
    const olgas = await uploaded(olga, minimalPdf());
    for (const evidenceFilePath of [olgas, "service-hours-evidence/x/../../etc/passwd"]) {
      const res = await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath } });
      expect(res).toMatchObject({ status: 400, body: { error: "Evidence file not found: please upload it again" } });
    }
    expect(await getStorage().exists(olgas)).toBe(true);
  });

  it("refuses types and sizes the evidence rules exclude before any upload", async () => {
    const ask = (body: unknown) => call(uploadUrl, { cookie: ivan.cookie, method: "POST", body });
    expect(await ask({ fileName: "a.zip", fileSize: 10, contentType: "application/zip" })).toMatchObject({ status: 415 });
    expect(await ask({ fileName: "a.pdf", fileSize: 10 * 1024 * 1024 + 1 })).toMatchObject({ status: 400, body: { error: "Evidence file must be less than 10MB" } });
  });

  it("replaces and removes evidence on an edit, deleting the old file after the commit", async () => {
    const first = await uploaded(ivan, minimalPdf());
    const created = await call(create, { cookie: ivan.cookie, method: "POST", body: { ...entry, evidenceFilePath: first } });
    const params = { id: created.body.id };
    const png = realPng();
    const second = await uploaded(ivan, png, "photo.png", "image/png");
    const replaced = await call(update, { cookie: ivan.cookie, method: "PUT", params, body: { ...entry, evidenceFilePath: second } });
    expect(replaced.body.evidence).toMatchObject({ fileName: "photo.png", contentType: "image/png" });
    expect(await getStorage().exists(first)).toBe(false);
    const kept = await call(update, { cookie: ivan.cookie, method: "PUT", params, body: { ...entry, hours: "2" } });
    expect(kept.body.evidence).toMatchObject({ fileName: "photo.png" });
    const cleared = await call(update, { cookie: ivan.cookie, method: "PUT", params, body: { ...entry, evidenceFilePath: null } });
    expect(cleared.body.evidence).toBeNull();
    expect(await getStorage().exists(second)).toBe(false);
  });
});
