// Every status move happens only from the state the screen showed (issue 19 §1.2): a stale tab's move is
// 409 naming who moved first and when, and a repeat of a decision already made (a double click, 50 racing
// requests) is 409 with no second audit row. One file across the features so the answers stay alike.
import { POST as reviewDocumentRoute } from "@/app/api/admin/documents/[id]/review/route";
import { PATCH as versionStatusRoute } from "@/app/api/templates/versions/[id]/status/route";
import { POST as createThreadRoute } from "@/app/api/templates/threads/route";
import { PATCH as threadStatusRoute } from "@/app/api/templates/threads/[id]/status/route";
import { POST as approveHoursRoute } from "@/app/api/admin/service-hours/[id]/approve/route";
import { POST as bulkHoursRoute } from "@/app/api/admin/service-hours/bulk-approve/route";
import { POST as rejectCreditRoute } from "@/app/api/admin/education-credits/[id]/reject/route";
import { POST as approveCreditRoute } from "@/app/api/admin/education-credits/[id]/approve/route";
import { PATCH as reviewCompletionRoute } from "@/app/api/admin/course-completions/[id]/route";
import { getDb } from "@/lib/db";
import { call, type CallResult } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { saveLink, withTempUploads } from "@/test/factories/deal-room";
import { makeVersion, SELECTION } from "@/test/factories/agreements";
import { makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { makeAssignment, makeCompletion } from "@/test/factories/courses";

withTempUploads();
let ann: TestUser, ben: TestUser, ivan: TestUser;
beforeAll(async () => {
  ann = await createUser("ann.stale", "employee");
  ben = await createUser("ben.stale", "employee");
  ivan = await createUser("ivan.stale");
});

/** "by ann.stale (27 Nov 2026, 03:10 UTC)" */
const by = (who: string) => new RegExp(` by ${who.replace(".", "\\.")} \\(\\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d UTC\\)`);
const audits = async (entityId: string) => (await getDb()).auditLog.count({ where: { entityId } });
const statuses = (results: CallResult[]) => results.map((r) => r.status).sort();

describe("deal-room documents", () => {
  const review = (id: string, body: unknown, as = ann) => call(reviewDocumentRoute, { cookie: as.cookie, params: { id }, body });

  it("50 identical accepts at once: one 200, 49 × 409, one audit row", async () => {
    const doc = (await saveLink(ivan, "pictures", "https://drive.google.com/file/d/fifty/view")).body;
    const before = await audits(doc.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => review(doc.id, { decision: "accepted" })));
    expect(statuses(results)).toEqual([200, ...Array(49).fill(409)]);
    expect(results.find((r) => r.status === 409)!.body.error).toMatch(/^This document was already accepted by you \(/);
    expect(await audits(doc.id)).toBe(before + 1);
  });

  it("a stale tab cannot overturn a colleague's decision; a deliberate change from what the screen showed can", async () => {
    const doc = (await saveLink(ivan, "company_one_pager", "https://drive.google.com/file/d/stale/view")).body;
    expect((await review(doc.id, { decision: "accepted", expectedStatus: null })).status).toBe(200);
    const stale = await review(doc.id, { decision: "rejected", reason: "Blurry", expectedStatus: null }, ben);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This document was already accepted/);
    expect(stale.body.error).toMatch(by("ann.stale"));
    const db = await getDb();
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).reviewStatus).toBe("accepted");
    expect((await review(doc.id, { decision: "rejected", reason: "Blurry", expectedStatus: "accepted" }, ben)).status).toBe(200);
    expect((await review(doc.id, { decision: "rejected", reason: "x", expectedStatus: "bogus" })).status).toBe(400);
  });
});

describe("template versions", () => {
  const move = (id: string, body: Record<string, unknown>, as: TestUser) => call(versionStatusRoute, { method: "PATCH", cookie: as.cookie, params: { id }, body });

  it("B's tab still showing In Review cannot reject what A approved (409 naming A and when)", async () => {
    const v = await makeVersion(ivan.id, "reviewing");
    expect((await move(v.id, { status: "approved", expectedStatus: "reviewing" }, ann)).status).toBe(200);
    const stale = await move(v.id, { status: "rejected", note: "No", expectedStatus: "reviewing" }, ben);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This template version is already approved; moved there by ann/);
    expect(stale.body.error).toMatch(by("ann.stale"));
    expect((await (await getDb()).investorTemplateVersion.findUniqueOrThrow({ where: { id: v.id } })).status).toBe("approved");
    expect(await audits(v.id)).toBe(1);
  });

  it("without expectedStatus (a spec client), racing identical approvals still make one", async () => {
    const v = await makeVersion(ivan.id, "negotiating");
    const results = await Promise.all(Array.from({ length: 10 }, () => move(v.id, { status: "approved" }, ann)));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
    expect(await audits(v.id)).toBe(1);
  });
});

describe("redline threads", () => {
  it("marking a thread what it already is, or from a status it left, is 409 with no audit row", async () => {
    const v = await makeVersion(ivan.id, "redlined");
    const thread = (await call(createThreadRoute, { cookie: ivan.cookie, body: { templateVersionId: v.id, ...SELECTION, comment: "Which company?" } })).body;
    const set = (body: Record<string, unknown>, as: TestUser) => call(threadStatusRoute, { method: "PATCH", cookie: as.cookie, params: { id: thread.id }, body });
    expect((await set({ status: "resolved", expectedStatus: "open" }, ann)).status).toBe(200);
    const before = await audits(thread.id);
    const again = await set({ status: "resolved" }, ann);
    expect(again).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^This thread was already marked resolved by you \(/) } });
    const stale = await set({ status: "dismissed", expectedStatus: "open" }, ben);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(by("ann.stale"));
    expect(await audits(thread.id)).toBe(before);
  });
});

describe("service hours and education credits", () => {
  it("racing approvals of one entry: one 200, the rest 409 naming the first decision; one audit row", async () => {
    const e = await makeServiceHours(ivan.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(approveHoursRoute, { cookie: ann.cookie, params: { id: e.id }, method: "POST" })));
    expect(statuses(results)).toEqual([200, ...Array(19).fill(409)]);
    expect(await audits(e.id)).toBe(1);
  });

  it("a second 'Approve selected' says the entries were already approved, not that nothing was approved", async () => {
    const a = await makeServiceHours(ivan.id);
    const b = await makeServiceHours(ivan.id);
    const bulk = () => call(bulkHoursRoute, { cookie: ann.cookie, method: "POST", body: { ids: [a.id, b.id] } });
    expect((await bulk()).status).toBe(200);
    const repeat = await bulk();
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toMatch(/^These 2 entries were already approved by you \(/);
    expect(repeat.body.error).not.toContain("nothing was approved");
  });

  it("a credit another employee approved cannot be rejected from a stale tab", async () => {
    const c = await makeCredit(ivan.id);
    expect((await call(approveCreditRoute, { cookie: ann.cookie, params: { id: c.id }, method: "POST" })).status).toBe(200);
    const stale = await call(rejectCreditRoute, { cookie: ben.cookie, params: { id: c.id }, body: { reason: "Not accredited" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This entry was already approved/);
    expect(stale.body.error).toMatch(by("ann.stale"));
  });
});

describe("course completions", () => {
  it("a second review is 409 naming the first reviewer; the first decision stands", async () => {
    const completion = await makeCompletion(await makeAssignment(ivan.id));
    const review = (body: unknown, as: TestUser) => call(reviewCompletionRoute, { method: "PATCH", cookie: as.cookie, params: { id: completion.id }, body });
    expect((await review({ status: "approved" }, ann)).status).toBe(200);
    const stale = await review({ status: "rejected", rejectionReason: "Unreadable" }, ben);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This course completion was already approved/);
    expect(stale.body.error).toMatch(by("ann.stale"));
    expect(await audits(completion.id)).toBe(1);
  });
});
