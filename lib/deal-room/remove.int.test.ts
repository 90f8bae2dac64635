// Beyond the spec: a wrongly handed-in file or link can be taken back; the file stays in the version history.
import { POST as removeRoute } from "@/app/api/documents/remove/route";
import { GET as listRoute } from "@/app/api/documents/route";
import { GET as statusRoute } from "@/app/api/documents/status/route";
import { GET as versionDownload } from "@/app/api/documents/versions/[id]/download/route";
import { getDb } from "@/lib/db";
import { saveLink, uploadDocument, withTempUploads } from "@/test/factories/deal-room";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";

withTempUploads();
let ivan: TestUser, emma: TestUser;
beforeAll(async () => {
  ivan = await createUser("ivan.remove");
  emma = await createUser("emma.remove", "employee");
});

const remove = (body: unknown, as = ivan) => call(removeRoute, { cookie: as.cookie, body });
const typeStatus = async (type: string) => (await call(statusRoute, { cookie: ivan.cookie })).body.documents.find((d: { documentType: string }) => d.documentType === type);

it("removes the current file, keeps it downloadable as a version, and audits it", async () => {
  const { saved } = await uploadDocument(ivan, { documentType: "pictures", fileName: "wrong.pdf" });
  expect(saved?.status).toBe(201);
  expect(await typeStatus("pictures")).toMatchObject({ hasFile: true, done: true });

  const removed = await remove({ documentType: "pictures", userId: ivan.id, part: "file" });
  expect(removed.status).toBe(200);
  expect(removed.body).toMatchObject({ filename: null, downloadUrl: null });
  expect(await typeStatus("pictures")).toMatchObject({ status: "Missing", hasFile: false, done: false });

  const [doc] = (await call(listRoute, { cookie: ivan.cookie })).body.filter((d: { documentType: string }) => d.documentType === "pictures");
  expect(doc.versions).toHaveLength(1);
  const file = await call(versionDownload, { cookie: ivan.cookie, params: { id: doc.versions[0].id } });
  expect(file.status).toBe(200);

  const audit = await (await getDb()).auditLog.findFirst({ where: { entityId: doc.id, event: "document.removed" } });
  expect(audit).toMatchObject({ userId: ivan.id, oldValues: { filename: "wrong.pdf" }, newValues: { filename: null } });
});

it("removes a link for the investor when an employee asks, and clears a decision on it", async () => {
  const linked = await saveLink(ivan, "debt_agreement", "https://docs.google.com/document/d/wrong");
  await (await getDb()).document.update({ where: { id: linked.body.id }, data: { reviewStatus: "accepted", reviewedBy: emma.id } });
  const removed = await remove({ documentType: "debt_agreement", userId: ivan.id, part: "link" }, emma);
  expect(removed.status).toBe(200);
  expect(removed.body).toMatchObject({ googleDocUrl: null, reviewStatus: null });
});

it("answers 409 when there is nothing to remove and changes nothing", async () => {
  const before = await (await getDb()).auditLog.count();
  expect(await remove({ documentType: "company_one_pager", userId: ivan.id, part: "file" })).toMatchObject({ status: 409, body: { error: "There is no file to remove" } });
  await saveLink(ivan, "project_one_pager", "https://docs.google.com/document/d/keep");
  const after = await (await getDb()).auditLog.count();
  expect(await remove({ documentType: "project_one_pager", userId: ivan.id, part: "file" })).toMatchObject({ status: 409, body: { error: "There is no file to remove" } });
  expect(await (await getDb()).auditLog.count()).toBe(after);
  expect(after).toBe(before + 1);
  expect(await typeStatus("project_one_pager")).toMatchObject({ hasGoogleDoc: true });
});

it("refuses another investor's room (404) and a bad part (400)", async () => {
  const olga = await createUser("olga.remove");
  expect((await remove({ documentType: "pictures", userId: ivan.id, part: "file" }, olga)).status).toBe(404);
  expect((await remove({ documentType: "pictures", userId: ivan.id, part: "everything" })).status).toBe(400);
});
