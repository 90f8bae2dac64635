// Redline threads (spec 2 §4, §5): the selection must be the version's own text between the offsets, the
// investor's first redline while reviewing moves the version to redlined in the same transaction, locked
// versions take nothing, and each side's words notify the other after the commit.
import { GET as listThreads, POST as createThread } from "@/app/api/templates/threads/route";
import { POST as reply } from "@/app/api/templates/threads/[id]/replies/route";
import { PATCH as threadStatus } from "@/app/api/templates/threads/[id]/status/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { SELECTION_MISMATCH } from "@/lib/agreements/threads/policy";
import type { VersionStatus } from "@/lib/agreements/statuses";
import { makeVersion, SELECTION, TEST_TEXT } from "@/test/factories/agreements";

let employee: TestUser;
let investor: TestUser;
let other: TestUser;
beforeAll(async () => {
  employee = await createUser("th.employee", "employee");
  investor = await createUser("th.investor");
  other = await createUser("th.other");
});

const redline = (u: TestUser, versionId: string, extra: Record<string, unknown> = {}) =>
  call(createThread, { cookie: u.cookie, body: { templateVersionId: versionId, ...SELECTION, comment: "Please say which company.", ...extra } });

const counts = async (versionId: string) => {
  const db = await getDb();
  return {
    threads: await db.redlineThread.count({ where: { versionId } }),
    version: await db.investorTemplateVersion.findUniqueOrThrow({ where: { id: versionId }, select: { status: true, redlineSubmittedAt: true } }),
    audits: await db.auditLog.count(),
  };
};

describe("the selection check", () => {
  it.each([
    ["shifted offsets", { startOffset: 12, endOffset: 23 }],
    ["other text", { selectedText: "The Manager" }],
    ["offsets past the end", { startOffset: TEST_TEXT.length - 2, endOffset: TEST_TEXT.length + 9, selectedText: "s." + "x".repeat(9) }],
  ])("%s: 400 and nothing stored", async (_label, change) => {
    const v = await makeVersion(investor.id, "reviewing");
    const before = await counts(v.id);
    const res = await redline(investor, v.id, change);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SELECTION_MISMATCH);
    expect(await counts(v.id)).toEqual(before);
  });

  it.each([
    ["a blank comment", { comment: "   " }, "Comment is required"],
    ["an empty selection", { selectedText: "" }, "Select some text to comment on"],
    ["an unknown thread type", { threadType: "veto" }, "threadType must be one of: comment, change_request, clarification, approval"],
    ["end before start", { startOffset: 22, endOffset: 11 }, "endOffset must be greater than startOffset"],
  ])("%s: 400", async (_label, change, message) => {
    const v = await makeVersion(investor.id, "reviewing");
    const res = await redline(investor, v.id, change);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await counts(v.id)).threads).toBe(0);
  });

  it("checks against the version's own text, not the template's current text", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    await (await getDb()).templateDocument.update({ where: { id: v.templateId }, data: { content: `PREFACE\n${TEST_TEXT}` } });
    expect((await redline(investor, v.id)).status).toBe(201);
  });
});

describe("the move to redlined", () => {
  it("the investor's first redline while reviewing moves the version, with its audit rows, in one go", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const before = await counts(v.id);
    const res = await redline(investor, v.id, { threadType: "change_request", suggestions: "The Company, a Delaware corporation," });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...SELECTION, authorRole: "investor", threadType: "change_request", status: "open", versionStatus: "redlined", replies: [] });
    const after = await counts(v.id);
    expect(after.version.status).toBe("redlined");
    expect(after.version.redlineSubmittedAt).toBeInstanceOf(Date);
    expect(after.audits).toBe(before.audits + 2);
    // The second redline leaves the status alone.
    expect((await redline(investor, v.id)).body.versionStatus).toBe("redlined");
  });

  it.each<VersionStatus>(["assigned", "redlined", "negotiating", "approved"])("a redline while %s leaves the status alone", async (status) => {
    const v = await makeVersion(investor.id, status);
    const res = await redline(investor, v.id);
    expect(res.status).toBe(201);
    expect((await counts(v.id)).version.status).toBe(status);
  });

  it("the legal team's comment while reviewing does not move the version", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    expect((await redline(employee, v.id)).body).toMatchObject({ authorRole: "employee", versionStatus: "reviewing" });
  });

  it.each<VersionStatus>(["finalized", "rejected"])("a %s version takes no new threads (409, nothing stored)", async (status) => {
    const v = await makeVersion(investor.id, status);
    const before = await counts(v.id);
    for (const who of [investor, employee]) {
      const res = await redline(who, v.id);
      expect(res.status).toBe(409);
      expect(res.body.error).toContain(status);
    }
    expect(await counts(v.id)).toEqual(before);
  });

  it("another investor's version is 404", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    expect((await redline(other, v.id)).status).toBe(404);
    expect((await counts(v.id)).threads).toBe(0);
  });
});

describe("replies, thread status and the list", () => {
  it("both sides reply; the list has threads in text order with their replies, oldest first", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const later = await redline(investor, v.id, { selectedText: "ten years", startOffset: TEST_TEXT.indexOf("ten years"), endOffset: TEST_TEXT.indexOf("ten years") + 9 });
    const first = await redline(investor, v.id);
    expect((await call(reply, { cookie: employee.cookie, params: { id: first.body.id }, body: { text: "We will add the legal name." } })).status).toBe(201);
    const mine = await call(reply, { cookie: investor.cookie, params: { id: first.body.id }, body: { text: "Thank you." } });
    expect(mine.body).toMatchObject({ text: "Thank you.", authorRole: "investor", author: { username: investor.username } });
    const list = await call(listThreads, { cookie: investor.cookie, url: `/api/templates/threads?versionId=${v.id}` });
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([first.body.id, later.body.id]);
    expect(list.body[0].replies.map((r: { text: string; authorRole: string }) => [r.authorRole, r.text])).toEqual([
      ["employee", "We will add the legal name."],
      ["investor", "Thank you."],
    ]);
    expect((await call(listThreads, { cookie: other.cookie, url: `/api/templates/threads?versionId=${v.id}` })).status).toBe(404);
  });

  it("a blank reply is 400; another investor's thread is 404; a locked version takes no replies", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const t = await redline(investor, v.id);
    expect((await call(reply, { cookie: investor.cookie, params: { id: t.body.id }, body: { text: "  " } })).body.error).toBe("Reply is required");
    expect((await call(reply, { cookie: other.cookie, params: { id: t.body.id }, body: { text: "Hi" } })).status).toBe(404);
    await (await getDb()).investorTemplateVersion.update({ where: { id: v.id }, data: { status: "finalized" } });
    expect((await call(reply, { cookie: employee.cookie, params: { id: t.body.id }, body: { text: "Late" } })).status).toBe(409);
    expect(await (await getDb()).redlineReply.count({ where: { threadId: t.body.id } })).toBe(0);
  });

  it("the legal team or the version's investor sets a thread's status; resolved records who and when", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const t = await redline(investor, v.id);
    const set = (u: TestUser, status: string) => call(threadStatus, { method: "PATCH", cookie: u.cookie, params: { id: t.body.id }, body: { status } });
    const resolved = await set(employee, "resolved");
    expect(resolved.body).toMatchObject({ status: "resolved", resolvedBy: employee.id });
    expect((await set(investor, "open")).body).toMatchObject({ status: "open", resolvedBy: null, resolvedAt: null });
    expect((await set(other, "dismissed")).status).toBe(404);
    expect((await set(investor, "closed")).status).toBe(400);
    expect(await (await getDb()).auditLog.count({ where: { entityType: "thread", entityId: t.body.id } })).toBe(3);
  });
});

describe("notifications that follow", () => {
  it("an investor's redline notifies every approved employee; the legal team's reply notifies the investor", async () => {
    const db = await getDb();
    const second = await createUser("th.employee2", "employee");
    await createUser("th.pending.employee", "employee", "pending");
    const v = await makeVersion(investor.id, "reviewing");
    const t = await redline(investor, v.id);
    const toEmployees = await db.notification.findMany({ where: { versionId: v.id }, select: { userId: true, kind: true, link: true } });
    expect(toEmployees.map((n) => n.userId).sort()).toEqual([employee.id, second.id].sort());
    expect(toEmployees[0]).toMatchObject({ kind: "thread.created", link: `/negotiations?investor=${investor.id}&template=${v.templateId}` });
    await call(reply, { cookie: employee.cookie, params: { id: t.body.id }, body: { text: "Noted." } });
    const toInvestor = await db.notification.findFirstOrThrow({ where: { versionId: v.id, userId: investor.id } });
    expect(toInvestor).toMatchObject({ kind: "thread.reply", link: `/templates?template=${v.templateId}` });
    expect(toInvestor.message).toContain("Noted.");
  });

  it("a refused redline notifies nobody", async () => {
    const v = await makeVersion(investor.id, "rejected");
    await redline(investor, v.id);
    expect(await (await getDb()).notification.count({ where: { versionId: v.id } })).toBe(0);
  });
});

describe("length limits", () => {
  it("a comment, a suggestion or a reply over 5,000 characters is 400 with the limit, and nothing is stored", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const long = "x".repeat(5001);
    expect(await redline(investor, v.id, { comment: long })).toMatchObject({ status: 400, body: { error: "Comment must be at most 5000 characters" } });
    expect(await redline(investor, v.id, { suggestions: long })).toMatchObject({ status: 400, body: { error: "Suggestions must be at most 5000 characters" } });
    expect((await counts(v.id)).threads).toBe(0);
    const t = await redline(investor, v.id, { comment: "x".repeat(5000) });
    expect(t.status).toBe(201);
    expect(await call(reply, { cookie: employee.cookie, params: { id: t.body.id }, body: { text: long } })).toMatchObject({ status: 400, body: { error: "Reply must be at most 5000 characters" } });
    expect(await (await getDb()).redlineReply.count({ where: { threadId: t.body.id } })).toBe(0);
  });
});

describe("invisible characters", () => {
  it("a comment, suggestion or reply with a direction override or a zero-width character is 400; nothing is stored", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const message = (what: string) => `${what} must not contain invisible direction or zero-width characters`;
    expect(await redline(investor, v.id, { comment: "Pay \u202E0001$" })).toMatchObject({ status: 400, body: { error: message("Comment") } });
    expect(await redline(investor, v.id, { suggestions: "No\u200Bfees" })).toMatchObject({ status: 400, body: { error: message("Suggestions") } });
    expect((await counts(v.id)).threads).toBe(0);
    const t = await redline(investor, v.id);
    expect(await call(reply, { cookie: employee.cookie, params: { id: t.body.id }, body: { text: "ok\u2066" } })).toMatchObject({ status: 400, body: { error: message("Reply") } });
  });
});
