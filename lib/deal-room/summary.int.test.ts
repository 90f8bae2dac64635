// GET /api/admin/documents/summary and its CSV export: one SQL statement for all investors, with spec 2
// §4's counting (file or link, rejected not done), badges, filters, paging and the total.
import { GET as summaryRoute } from "@/app/api/admin/documents/summary/route";
import { GET as exportRoute } from "@/app/api/admin/documents/export/route";
import { getDb } from "@/lib/db";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { completionBadge, completionPercentage } from "@/lib/deal-room/policy";
import { getPglite } from "@/lib/db";
import { getDocumentSummary } from "@/lib/deal-room/summary";
import { summaryQuerySchema } from "@/lib/deal-room/schemas";
import { captureStatements } from "@/scripts/bench/capture";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";

let emma: TestUser;
const investors: Record<string, TestUser> = {};

/** `n` documents as links (the first `rejected` of them rejected). */
async function give(user: TestUser, n: number, rejected = 0) {
  const db = await getDb();
  for (const [i, documentType] of DOCUMENT_TYPES.slice(0, n).entries()) {
    await db.document.create({
      data: { userId: user.id, documentType, googleDocUrl: i % 2 ? "https://docs.google.com/d/x" : null, filePath: i % 2 ? null : `deal-room/${user.id}/${"a".repeat(32)}-${i}.pdf`, reviewStatus: i < rejected ? "rejected" : null },
    });
  }
}

beforeAll(async () => {
  emma = await createUser("emma.summary", "employee");
  for (const [name, n, rejected, status] of [
    ["alice", 9, 0, "approved"],
    ["bob", 5, 0, "approved"],
    ["carol", 4, 0, "approved"],
    ["dave", 0, 0, "approved"],
    ["erin", 9, 1, "approved"],
    ["pat_pending", 1, 0, "pending"],
    ["100%club", 9, 0, "denied"],
  ] as const) {
    investors[name] = await createUser(name, "external", status);
    await give(investors[name], n, rejected);
  }
});

const summary = (qs = "") => call(summaryRoute, { cookie: emma.cookie, url: `/api/admin/documents/summary${qs}` });

describe("GET /api/admin/documents/summary", () => {
  it("answers every investor (never employees) with the spec's fields, counted as the policy counts", async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("7");
    const byName = Object.fromEntries(res.body.map((r: { user: { username: string } }) => [r.user.username, r]));
    expect(Object.keys(byName)).toEqual(["100%club", "alice", "bob", "carol", "dave", "erin", "pat_pending"]);
    expect(byName.alice).toEqual({
      user: { id: investors.alice.id, username: "alice", role: "external", status: "approved" },
      documents: DOCUMENT_TYPES.map((documentType, i) => ({ documentType, hasFile: i % 2 === 0, hasGoogleDoc: i % 2 === 1, reviewStatus: null })),
      completedDocuments: 9,
      totalDocuments: 9,
      completionPercentage: 100,
    });
    for (const [name, done] of [["bob", 5], ["carol", 4], ["dave", 0], ["erin", 8], ["pat_pending", 1]] as const) {
      expect(byName[name]).toMatchObject({ completedDocuments: done, completionPercentage: completionPercentage(done) });
    }
    expect(byName.dave.documents).toEqual([]);
    expect(byName.erin.documents[0]).toMatchObject({ reviewStatus: "rejected" });
  });

  it.each([
    ["complete", ["100%club", "alice"]],
    ["in_progress", ["bob", "erin"]],
    ["started", ["carol", "pat_pending"]],
    ["not_started", ["dave"]],
  ])("filters by the badge %s with spec 2 §4's thresholds", async (badge, names) => {
    const res = await summary(`?badge=${badge}`);
    expect(res.body.map((r: { user: { username: string } }) => r.user.username)).toEqual(names);
    for (const r of res.body) expect(completionBadge(r.completionPercentage).toLowerCase().replace(" ", "_")).toBe(badge);
  });

  it("searches names literally and case-insensitively, filters by user status, and pages with the total", async () => {
    expect((await summary("?search=ALI")).body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["alice"]);
    expect((await summary("?search=%25")).body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["100%club"]);
    expect((await summary("?search=_")).body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["pat_pending"]);
    expect((await summary("?status=pending")).body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["pat_pending"]);
    const page = await summary("?pageSize=2&page=2");
    expect(page.body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["bob", "carol"]);
    expect(page.headers.get("x-total-count")).toBe("7");
    expect((await summary("?status=approved&badge=complete&pageSize=1")).headers.get("x-total-count")).toBe("1");
  });

  it("is one SQL statement whatever the number of investors", async () => {
    const driver = (await getPglite()) ?? "pg";
    const { value, statements } = await captureStatements(driver, () => getDocumentSummary(emma, summaryQuerySchema.parse({ pageSize: "3" })));
    expect(value.rows).toHaveLength(3);
    expect(statements).toHaveLength(1);
  });

  it("refuses bad filters with 400", async () => {
    expect(await summary("?badge=done")).toMatchObject({ status: 400, body: { error: "Badge must be one of complete, in_progress, started, not_started" } });
    expect((await summary("?pageSize=0")).status).toBe(400);
  });
});

describe("GET /api/admin/documents/export", () => {
  it("exports the filtered matrix as CSV, with the legend's words and formula-looking names guarded", async () => {
    await createUser("=cmd", "external");
    const res = await call(exportRoute, { cookie: emma.cookie, url: "/api/admin/documents/export?status=approved" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Username,User Status,Completed,Completion %,Badge,Appraisal of Poles Value,LSA / Vendor Agreements,Insurance & Warranty Documents,Company One-Pager,Sale & Purchase Agreement,Certificate of Non-Litigation,Project One-Pager,Pictures,Debt Agreement");
    expect(lines[1]).toBe(`"'=cmd",approved,0/9,0,Not Started,Missing,Missing,Missing,Missing,Missing,Missing,Missing,Missing,Missing`);
    expect(lines).toContain("erin,approved,8/9,89,In Progress,File (rejected),Link,File,Link,File,Link,File,Link,File");
    expect(lines).toHaveLength(7);
  });
});
