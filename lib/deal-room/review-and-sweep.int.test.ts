// Beyond the spec: employees accept or reject documents (a rejection counts as not done until a new file
// or link replaces it); and the sweep that removes files stored but never recorded.
import { POST as reviewRoute } from "@/app/api/admin/documents/[id]/review/route";
import { GET as statusRoute } from "@/app/api/documents/status/route";
import { GET as documentsRoute } from "@/app/api/documents/route";
import { PUT as putRoute } from "@/app/api/uploads/[token]/route";
import { getAuditReport } from "@/lib/audit-report/report";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";
import { askUpload, saveLink, uploadDocument, withTempUploads } from "@/test/factories/deal-room";
import { sweepUnrecordedUploads } from "@/lib/storage/upload-sweep";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";

const storage = withTempUploads();
let ivan: TestUser, emma: TestUser;
beforeAll(async () => {
  ivan = await createUser("ivan.review");
  emma = await createUser("emma.review", "employee");
});

const review = (id: string, body: unknown, as = emma) => call(reviewRoute, { cookie: as.cookie, params: { id }, body });
const status = async () => (await call(statusRoute, { cookie: ivan.cookie })).body;

describe("review", () => {
  it("a rejection with its reason counts as not done and is shown to the investor; a new link clears it", async () => {
    const linked = await saveLink(ivan, "insurance_warranty_documents", "https://drive.google.com/file/d/abc/view");
    expect(linked.status).toBe(201);
    expect((await status()).completedDocuments).toBe(1);

    const rejected = await review(linked.body.id, { decision: "rejected", reason: "The policy has expired" });
    expect(rejected).toMatchObject({ status: 200, body: { reviewStatus: "rejected", reviewReason: "The policy has expired", reviewedBy: "emma.review" } });
    const after = await status();
    expect(after.completedDocuments).toBe(0);
    expect(after.documents[2]).toMatchObject({ documentType: "insurance_warranty_documents", status: "Partial", done: false, reviewStatus: "rejected", reviewReason: "The policy has expired" });
    // The investor reads the decision, not the reviewer's account (issue 30 §3).
    const own = await call(documentsRoute, { cookie: ivan.cookie });
    expect(own.body.find((d: { id: string }) => d.id === linked.body.id)).toMatchObject({ reviewStatus: "rejected", reviewedBy: "Portal staff" });
    expect(own.text).not.toContain("emma.review");
    const db = await getDb();
    expect(await db.auditLog.findFirst({ where: { entityId: linked.body.id, newValues: { path: ["reviewStatus"], equals: "rejected" } } })).toMatchObject({
      event: "document.reviewed",
      userId: emma.id,
      oldValues: { reviewStatus: null, reviewReason: null },
      newValues: { reviewStatus: "rejected", reviewReason: "The policy has expired" },
    });

    // The Edit Activity Report names the record by its type and investor.
    const report = await getAuditReport(emma, 7);
    const reviewed = report.recentEdits.find((e) => e.entityId === linked.body.id && e.event === "document.reviewed");
    expect(reviewed).toMatchObject({ entityType: "document", name: "Insurance & Warranty Documents (ivan.review)" });

    const relinked = await saveLink(ivan, "insurance_warranty_documents", "https://docs.google.com/document/d/new");
    expect(relinked.body).toMatchObject({ reviewStatus: null, reviewReason: null, reviewedBy: null });
    expect((await status()).completedDocuments).toBe(1);
  });

  it("an accepted document stays done; a new upload clears the decision too", async () => {
    const { saved } = await uploadDocument(ivan, { documentType: "company_one_pager" });
    expect((await review(saved!.body.id, { decision: "accepted" })).body.reviewStatus).toBe("accepted");
    const again = await uploadDocument(ivan, { documentType: "company_one_pager" });
    expect(again.saved!.body.reviewStatus).toBeNull();
  });

  it("refuses a rejection without a reason, an unknown document and investors, changing nothing", async () => {
    const linked = await saveLink(ivan, "debt_agreement", "https://docs.google.com/document/d/debt");
    const db = await getDb();
    const audit = await db.auditLog.count();
    expect(await review(linked.body.id, { decision: "rejected", reason: "  " })).toMatchObject({ status: 400, body: { error: "A reason is required to reject a document" } });
    expect(await review(linked.body.id, { decision: "maybe" })).toMatchObject({ status: 400 });
    expect(await review("no-such-document", { decision: "accepted" })).toMatchObject({ status: 404 });
    expect(await review(linked.body.id, { decision: "accepted" }, ivan)).toMatchObject({ status: 403 });
    expect(await db.auditLog.count()).toBe(audit);
    expect((await db.document.findUnique({ where: { id: linked.body.id } }))!.reviewStatus).toBeNull();
  });
});

describe("the sweep of unrecorded uploads", () => {
  it("removes files PUT but never recorded once their record window has passed, and nothing else", async () => {
    const bytes = minimalPdf();
    const recorded = await uploadDocument(ivan, { documentType: "sale_purchase_agreement" });
    const orphan = await askUpload(ivan, { documentType: "pictures", bytes });
    expect((await call(putRoute, putOptions(orphan.body.uploadUrl, bytes, "application/pdf", ivan.cookie))).status).toBe(200);
    const young = await askUpload(ivan, { documentType: "pictures", bytes });
    expect((await call(putRoute, putOptions(young.body.uploadUrl, bytes, "application/pdf", ivan.cookie))).status).toBe(200);

    const db = await getDb();
    await db.pendingUpload.update({ where: { key: orphan.body.filePath }, data: { expiresAt: new Date(Date.now() - 2 * 3600 * 1000) } });
    expect(await sweepUnrecordedUploads()).toBe(1);
    expect(await getStorage().exists(orphan.body.filePath)).toBe(false);
    expect(await getStorage().exists(young.body.filePath)).toBe(true);
    expect(await getStorage().exists(recorded.saved!.body.filePath)).toBe(true);
    expect(storage.files()).toEqual(expect.arrayContaining([young.body.filePath, recorded.saved!.body.filePath]));
    expect(await db.pendingUpload.count({ where: { key: orphan.body.filePath } })).toBe(0);
    // Recording a swept upload is refused; the young one still records.
    const save = (filePath: string) => import("@/app/api/documents/route").then(({ POST }) => call(POST, { cookie: ivan.cookie, body: { documentType: "pictures", userId: ivan.id, filePath, filename: "p.pdf", fileSize: bytes.length } }));
    expect((await save(orphan.body.filePath)).status).toBe(400);
    expect((await save(young.body.filePath)).status).toBe(201);
  });
});
