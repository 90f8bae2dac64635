// The MSA end to end through its routes (issue 13): compile (placeholders, applied suggestions, overlaps),
// the finalize gates and lock, two finalize calls at once, signatures once per party, and the reads.
import { createHash } from "node:crypto";
import { POST as compile } from "@/app/api/templates/compile/[id]/route";
import { POST as finalize } from "@/app/api/templates/finalize/[id]/route";
import { GET as approved } from "@/app/api/templates/approved/[id]/route";
import { GET as approvedForInvestor } from "@/app/api/templates/approved/investor/[investorId]/route";
import { GET as getMsa } from "@/app/api/templates/msa/[id]/route";
import { GET as getMsaForInvestor } from "@/app/api/templates/msa/investor/[investorId]/route";
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { PATCH as patchStatus } from "@/app/api/templates/versions/[id]/status/route";
import { POST as createThread } from "@/app/api/templates/threads/route";
import { getDb } from "@/lib/db";
import { NOT_AN_MSA } from "@/lib/agreements/versions/policy";
import { env } from "@/lib/env";
import { getStorage } from "@/lib/storage";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { ENTITY_PROFILE, INDIVIDUAL_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import { makeTemplate, SIGNING } from "@/test/factories/agreements";
import { PROFILE_REQUIRED } from "@/lib/legal-profile/wire";
import { ELECTRONIC_RECORDS_CONSENT, FINALIZE_GATES_UNMET, MSA_NOT_FOUND, NOT_READY_FOR_FINALIZATION } from "@/lib/agreements/msa/wire";

let employee: TestUser;
let investor: TestUser;
let other: TestUser;
beforeAll(async () => {
  employee = await createUser("msa.legal", "employee");
  investor = await createUser("msa.investor");
  other = await createUser("msa.other");
  await makeLegalProfile(investor.id, ENTITY_PROFILE);
});

const TEXT = [
  "MASTER SERVICE AGREEMENT",
  "",
  "This Agreement is made as of {{effective_date}} between {{company_name}} and {{investor_name}}.",
  "",
  "1. PURPOSE",
  "1.1 The Company develops chargers <fast> & reliable.",
  "1.2 The fee is five percent.",
  "2. TERM",
  "2.1 This Agreement runs for ten years.",
].join("\n");

async function approvedVersion(investorId = investor.id, text = TEXT, category: "msa" | "compliance" = "msa") {
  const db = await getDb();
  const template = await makeTemplate({ content: text, category });
  return db.investorTemplateVersion.create({
    data: { templateId: template.id, investorId, status: "approved", content: text, templateVersion: "1.0", approvedAt: new Date(), approvedBy: employee.id },
  });
}

async function thread(versionId: string, selected: string, data: { suggestions?: string | null; status?: "open" | "resolved" | "dismissed"; threadType?: "change_request" | "comment" } = {}) {
  const db = await getDb();
  const startOffset = TEXT.indexOf(selected);
  return db.redlineThread.create({
    data: {
      versionId,
      authorId: investor.id,
      authorRole: "investor",
      threadType: data.threadType ?? "change_request",
      selectedText: selected,
      startOffset,
      endOffset: startOffset + selected.length,
      comment: "Change this",
      suggestions: data.suggestions === undefined ? null : data.suggestions,
      status: data.status ?? "resolved",
    },
  });
}

const GOOD = { finalContent: "<h1>MASTER SERVICE AGREEMENT</h1><p>Terms.</p>", legalReview: true, complianceCheck: true };

describe("compile", () => {
  it("fills the placeholders, applies resolved change requests only, keeps headings and numbered clauses, escapes the text", async () => {
    const v = await approvedVersion();
    await thread(v.id, "five percent", { suggestions: "four percent" });
    await thread(v.id, "ten years", { suggestions: "twelve years", status: "open" });
    await thread(v.id, "The Company develops", { suggestions: "Nobody", status: "dismissed" });
    await thread(v.id, "2. TERM", { suggestions: "ignored", threadType: "comment" });
    const res = await call(compile, { cookie: employee.cookie, params: { id: v.id }, url: `/api/templates/compile/${v.id}?effectiveDate=2026-12-01` });
    expect(res.status).toBe(200);
    const html: string = res.body.compiledContent;
    expect(html).toContain("<h1>MASTER SERVICE AGREEMENT</h1>");
    expect(html).toContain(`made as of December 1, 2026 between ${env.branding.companyName} and Żółć Capital Partners LLC.`);
    expect(html).toContain("<h2>1. PURPOSE</h2>");
    expect(html).toContain("<h2>2. TERM</h2>");
    expect(html).toContain('<p class="clause"><strong>1.2</strong> The fee is four percent.</p>');
    expect(html).toContain("runs for ten years");
    expect(html).toContain("The Company develops chargers &lt;fast&gt; &amp; reliable.");
    expect(html).not.toContain("{{");
    expect(html).not.toContain("<fast>");
  });

  it("refuses overlapping resolved change requests with 409 naming both threads", async () => {
    const v = await approvedVersion();
    const a = await thread(v.id, "The fee is five percent", { suggestions: "No fee" });
    const b = await thread(v.id, "five percent", { suggestions: "four percent" });
    const res = await call(compile, { cookie: employee.cookie, params: { id: v.id } });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain(a.id);
    expect(res.body.error).toContain(b.id);
  });

  it("is only for an approved version (409), and for employees (403)", async () => {
    const v = await approvedVersion();
    await (await getDb()).investorTemplateVersion.update({ where: { id: v.id }, data: { status: "negotiating" } });
    const res = await call(compile, { cookie: employee.cookie, params: { id: v.id } });
    expect(res).toMatchObject({ status: 409, body: { error: NOT_READY_FOR_FINALIZATION } });
    expect((await call(compile, { cookie: investor.cookie, params: { id: v.id } })).status).toBe(403);
  });
});

describe("approved record", () => {
  it("counts resolved and pending threads; the investor route finds the approved MSA-category version", async () => {
    const someone = await createUser("msa.approved");
    const v = await approvedVersion(someone.id);
    await thread(v.id, "five percent", { suggestions: "four percent" });
    await thread(v.id, "ten years", { status: "open" });
    await thread(v.id, "2. TERM", { status: "dismissed" });
    const res = await call(approved, { cookie: employee.cookie, params: { id: v.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, investor: { id: someone.id, username: someone.username }, approver: { id: employee.id }, resolvedThreads: 1, pendingThreads: 1 });
    expect(res.body.template).toMatchObject({ category: "msa", version: "1.0" });
    const byInvestor = await call(approvedForInvestor, { cookie: employee.cookie, params: { investorId: someone.id } });
    expect(byInvestor).toMatchObject({ status: 200, body: { id: v.id } });
    expect((await call(approvedForInvestor, { cookie: employee.cookie, params: { investorId: other.id } })).status).toBe(404);
  });
});

describe("finalize", () => {
  it("needs both legal review and compliance check (400) and then changes nothing", async () => {
    const v = await approvedVersion();
    for (const gates of [{ legalReview: false, complianceCheck: true }, { legalReview: true, complianceCheck: false }]) {
      const res = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, ...gates } });
      expect(res).toMatchObject({ status: 400, body: { error: FINALIZE_GATES_UNMET } });
    }
    const db = await getDb();
    expect(await db.msa.count({ where: { versionId: v.id } })).toBe(0);
    expect((await db.investorTemplateVersion.findUniqueOrThrow({ where: { id: v.id } })).status).toBe("approved");
  });

  it("stores sanitized HTML with its hash, finalizes and locks the version, audits, stores the PDF and notifies", async () => {
    const v = await approvedVersion();
    const dirty =
      '<h1 onclick="steal()">MASTER SERVICE AGREEMENT</h1><script>alert(1)</script><p style="color:red">Terms <img src="https://evil.example/x.png"> <a href="javascript:alert(1)">here</a></p>';
    const res = await call(finalize, {
      cookie: employee.cookie,
      params: { id: v.id },
      body: { ...GOOD, finalContent: dirty, executiveNotes: "Signed off", effectiveDate: "2026-12-01", finalizedBy: "someone-else" },
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const msa = await db.msa.findUniqueOrThrow({ where: { id: res.body.msaId } });
    expect(msa.finalizedContent).toBe("<h1>MASTER SERVICE AGREEMENT</h1><p>Terms  <a>here</a></p>");
    expect(msa.contentHash).toBe(createHash("sha256").update(msa.finalizedContent).digest("hex"));
    expect(msa).toMatchObject({ versionId: v.id, investorId: investor.id, finalizedBy: employee.id, executiveNotes: "Signed off" });
    expect(msa.effectiveDate?.toISOString().slice(0, 10)).toBe("2026-12-01");
    const version = await db.investorTemplateVersion.findUniqueOrThrow({ where: { id: v.id } });
    expect(version.status).toBe("finalized");
    expect(version.finalizedAt).not.toBeNull();
    const audits = await db.auditLog.findMany({ where: { OR: [{ entityId: msa.id }, { entityId: v.id }] }, select: { event: true } });
    expect(audits.map((a) => a.event).sort()).toEqual(["msa.finalized", "template.status-changed"]);
    // autoGeneratePDF (on by default): a real PDF in storage.
    expect(msa.finalizedFilePath).toMatch(/^msa\//);
    const file = await getStorage().get(msa.finalizedFilePath!);
    expect(file?.contentType).toBe("application/pdf");
    const bytes = Buffer.from(await new Response(file!.stream).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // notifyInvestor (on by default).
    const notes = await db.notification.findMany({ where: { userId: investor.id, kind: "msa.finalized" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].link).toBe(`/msa/${msa.id}`);

    // Locked: no second finalize, no status moves, no threads.
    expect((await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: GOOD })).status).toBe(409);
    expect((await call(patchStatus, { method: "PATCH", cookie: employee.cookie, params: { id: v.id }, body: { status: "approved" } })).status).toBe(409);
    expect((await call(patchStatus, { method: "PATCH", cookie: employee.cookie, params: { id: v.id }, body: { status: "rejected", note: "No" } })).status).toBe(409);
    const selection = "five percent";
    const start = TEXT.indexOf(selection);
    const t = await call(createThread, { cookie: investor.cookie, body: { templateVersionId: v.id, selectedText: selection, startOffset: start, endOffset: start + selection.length, comment: "Late" } });
    expect(t.status).toBe(409);
    expect(await db.msa.count({ where: { versionId: v.id } })).toBe(1);
  });

  it("skips the PDF and the notification when both are off", async () => {
    const someone = await createUser("msa.quiet");
    const v = await approvedVersion(someone.id);
    const res = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false, notifyInvestor: false } });
    expect(res.status).toBe(201);
    const db = await getDb();
    expect((await db.msa.findUniqueOrThrow({ where: { id: res.body.msaId } })).finalizedFilePath).toBeNull();
    expect(await db.notification.count({ where: { userId: someone.id } })).toBe(0);
  });

  it("refuses a version that is not approved (409) and content that is nothing but script (400)", async () => {
    const v = await approvedVersion();
    const db = await getDb();
    const script = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, finalContent: "<script>alert(1)</script>" } });
    expect(script.status).toBe(400);
    await db.investorTemplateVersion.update({ where: { id: v.id }, data: { status: "reviewing" } });
    const res = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: GOOD });
    expect(res).toMatchObject({ status: 409, body: { error: NOT_READY_FOR_FINALIZATION } });
    expect(await db.msa.count({ where: { versionId: v.id } })).toBe(0);
  });

  it("two (and four) finalize calls at once make one MSA", async () => {
    const db = await getDb();
    for (const n of [2, 4]) {
      const v = await approvedVersion();
      const results = await Promise.all(Array.from({ length: n }, () => call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: GOOD })));
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(n - 1).fill(409)]);
      expect(await db.msa.count({ where: { versionId: v.id } })).toBe(1);
      expect(await db.auditLog.count({ where: { event: "msa.finalized", newValues: { path: ["versionId"], equals: v.id } } })).toBe(1);
    }
  });
});

describe("reading and signing", () => {
  let msaId: string;
  let versionId: string;
  beforeAll(async () => {
    const signer = await createUser("msa.signer");
    await makeLegalProfile(signer.id);
    investor = signer;
    const v = await approvedVersion(signer.id);
    versionId = v.id;
    msaId = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
  });

  it("reads by version id, MSA id and investor; another investor's or none is 404", async () => {
    for (const id of [versionId, msaId]) {
      const res = await call(getMsa, { cookie: investor.cookie, params: { id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: msaId, versionId, investor: { id: investor.id }, finalizer: null, executionState: "Pending Execution", canSign: "investor" });
      expect(res.body.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(res.body.finalizedAt).not.toBeNull();
    }
    expect((await call(getMsaForInvestor, { cookie: investor.cookie, params: { investorId: investor.id } })).body.id).toBe(msaId);
    expect((await call(getMsaForInvestor, { cookie: employee.cookie, params: { investorId: investor.id } })).body).toMatchObject({ canSign: "company", finalizer: { id: employee.id } });
    expect(await call(getMsa, { cookie: other.cookie, params: { id: msaId } })).toMatchObject({ status: 404, body: { error: MSA_NOT_FOUND } });
    expect(await call(getMsaForInvestor, { cookie: other.cookie, params: { investorId: investor.id } })).toMatchObject({ status: 404, body: { error: MSA_NOT_FOUND } });
    expect(await call(getMsaForInvestor, { cookie: other.cookie, params: { investorId: other.id } })).toMatchObject({ status: 404, body: { error: MSA_NOT_FOUND } });
  });

  it("each party signs once; fully executed after both; the address is shown to employees only", async () => {
    expect((await call(sign, { cookie: other.cookie, params: { id: msaId }, body: { name: "Olga Other", ...SIGNING } })).status).toBe(404);
    const first = await call(sign, { cookie: investor.cookie, params: { id: msaId }, body: { name: "  Ivan Investor ", ...SIGNING }, ip: "10.1.2.3" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ executionState: "Pending Execution", canSign: null, signatures: { investor: { name: "Ivan Investor", userId: investor.id, username: investor.username }, company: null } });
    expect(first.body.signatures.investor.address).toBeUndefined();
    const again = await call(sign, { cookie: investor.cookie, params: { id: msaId }, body: { name: "Ivan Investor", ...SIGNING } });
    expect(again).toMatchObject({ status: 409, body: { error: "This agreement has already been signed by the investor" } });

    const company = await call(sign, { cookie: employee.cookie, params: { id: msaId }, body: { name: "Emma Legal", ...SIGNING } });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ executionState: "Fully Executed", canSign: null, signatures: { company: { name: "Emma Legal", userId: employee.id } } });
    expect(company.body.signatures.investor.address).toBe("10.1.2.3");
    expect(await call(sign, { cookie: employee.cookie, params: { id: msaId }, body: { name: "Emma Legal", ...SIGNING } })).toMatchObject({
      status: 409,
      body: { error: "This agreement has already been signed by the company" },
    });
    const db = await getDb();
    expect(await db.auditLog.count({ where: { entityId: msaId, event: "msa.signed" } })).toBe(2);
    const data = (await db.msa.findUniqueOrThrow({ where: { id: msaId } })).signatureData as Record<string, string>;
    expect(data).toMatchObject({ investorSignature: "Ivan Investor", companySignature: "Emma Legal" });
    expect(data.investorSignedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("internal notes and the employees' accounts stay with the employees (issue 19 §2)", async () => {
    const db = await getDb();
    await db.msa.update({ where: { id: msaId }, data: { executiveNotes: "Internal: discount approved by the board" } });
    const mine = await call(getMsa, { cookie: investor.cookie, params: { id: msaId } });
    expect(mine.body).toMatchObject({ executiveNotes: null, finalizer: null, signatures: { company: { name: "Emma Legal" }, investor: { username: investor.username } } });
    expect(mine.body.signatures.company).toEqual({ name: "Emma Legal", signedAt: expect.any(String) });
    expect(mine.text).not.toContain("discount approved");
    expect(mine.text).not.toContain(employee.username);
    expect(mine.text).not.toContain(employee.id);
    const theirs = await call(getMsa, { cookie: employee.cookie, params: { id: msaId } });
    expect(theirs.body).toMatchObject({ executiveNotes: "Internal: discount approved by the board", finalizer: { username: employee.username }, signatures: { company: { username: employee.username } } });
  });

  it("two signatures by the same party at once: one lands, the other is 409", async () => {
    const signer = await createUser("msa.race.signer");
    await makeLegalProfile(signer.id);
    const v = await approvedVersion(signer.id);
    const id = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
    const results = await Promise.all([1, 2].map((n) => call(sign, { cookie: signer.cookie, params: { id }, body: { name: `Ivan ${n}`, ...SIGNING } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("only an MSA-category version is finalized as an MSA (409 otherwise, nothing made)", async () => {
    const v = await approvedVersion(investor.id, TEXT, "compliance");
    const res = await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } });
    expect(res).toMatchObject({ status: 409, body: { error: NOT_AN_MSA } });
    expect(await (await getDb()).msa.count({ where: { versionId: v.id } })).toBe(0);
  });

  it("signing asks for the password again and the electronic-records consent, and records both with the signature", async () => {
    const v = await approvedVersion(investor.id, TEXT, "msa");
    const id = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
    const attempt = (body: object) => call(sign, { cookie: investor.cookie, params: { id }, body: { name: "Ivan Investor", ...body } });
    expect(await attempt({ consent: true, password: "not-my-password" })).toMatchObject({ status: 400, body: { error: "The password is incorrect", fieldErrors: { password: ["The password is incorrect"] } } });
    expect(await attempt({ consent: true })).toMatchObject({ status: 400, body: { fieldErrors: { password: ["Enter your password to sign"] } } });
    expect(await attempt({ password: SIGNING.password })).toMatchObject({ status: 400, body: { fieldErrors: { consent: ["Agree to sign and keep records electronically to sign"] } } });
    expect(await attempt({ password: SIGNING.password, consent: "yes" })).toMatchObject({ status: 400 });
    const db = await getDb();
    expect((await db.msa.findUniqueOrThrow({ where: { id } })).signatureData).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: id, event: "msa.signed" } })).toBe(0);
    expect((await attempt(SIGNING)).status).toBe(200);
    const row = await db.msa.findUniqueOrThrow({ where: { id } });
    expect(row.signatureData).toMatchObject({ investorConsent: ELECTRONIC_RECORDS_CONSENT.version, investorContentHash: row.contentHash });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: id, event: "msa.signed" } });
    expect(JSON.stringify(audit)).toContain(ELECTRONIC_RECORDS_CONSENT.version);
    expect(JSON.stringify(audit)).not.toContain(SIGNING.password);
  });

  it("refuses a name shorter than 2 or longer than 120 characters", async () => {
    for (const name of ["", " x ", "y".repeat(121)]) {
      expect((await call(sign, { cookie: employee.cookie, params: { id: msaId }, body: { name, ...SIGNING } })).status).toBe(400);
    }
  });

  it("the investor cannot sign until their legal profile is complete: 409 with the way to it, nothing written", async () => {
    const newcomer = await createUser("msa.newcomer");
    const v = await approvedVersion(newcomer.id);
    const compiled = await call(compile, { cookie: employee.cookie, params: { id: v.id } });
    // Before the profile, {{investor_name}} is a visible blank for the legal team, never the username.
    expect(compiled.body.compiledContent).toContain("and [the investor's legal name].");
    expect(compiled.text).not.toContain(newcomer.username);
    const id = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
    const view = await call(getMsa, { cookie: newcomer.cookie, params: { id } });
    expect(view.body).toMatchObject({ canSign: "investor", parties: { investor: null, company: { name: env.branding.companyName } } });
    const refused = await call(sign, { cookie: newcomer.cookie, params: { id }, body: { name: "New Comer", ...SIGNING } });
    expect(refused).toMatchObject({ status: 409, body: { error: PROFILE_REQUIRED } });
    const db = await getDb();
    expect((await db.msa.findUniqueOrThrow({ where: { id } })).signatureData).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: id, event: "msa.signed" } })).toBe(0);
    // Half a profile (as an older row might be) is not enough either.
    await makeLegalProfile(newcomer.id, { ...ENTITY_PROFILE, signatoryTitle: null });
    expect((await call(sign, { cookie: newcomer.cookie, params: { id }, body: { name: "New Comer", ...SIGNING } })).status).toBe(409);
    await makeLegalProfile(newcomer.id, INDIVIDUAL_PROFILE);
    const signed = await call(sign, { cookie: newcomer.cookie, params: { id }, body: { name: "New Comer", ...SIGNING } });
    expect(signed.status).toBe(200);
    expect(signed.body.parties.investor).toEqual({ name: INDIVIDUAL_PROFILE.legalName, signatory: INDIVIDUAL_PROFILE.legalName, title: "Individual", address: "12 Harbour Road, Springfield, IL 62701, United States" });
  });

  it("the signature record keeps the party as signed: a later profile edit changes no signed document", async () => {
    const signer = await createUser("msa.snapshot");
    await makeLegalProfile(signer.id, ENTITY_PROFILE);
    const v = await approvedVersion(signer.id);
    const id = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
    expect((await call(sign, { cookie: signer.cookie, params: { id }, body: { name: "Łukasz Żółć", ...SIGNING } })).status).toBe(200);
    const company = await call(sign, { cookie: employee.cookie, params: { id }, body: { name: "Emma Legal", title: "General Counsel", ...SIGNING } });
    expect(company.body.parties).toEqual({
      investor: { name: "Żółć Capital Partners LLC", signatory: "Łukasz Żółć", title: "Managing Member", address: "500 Market Street, Suite 1200, San Francisco, CA 94105, United States" },
      company: { name: env.branding.companyName, signatory: "Emma Legal", title: "General Counsel", address: null },
    });
    await makeLegalProfile(signer.id, { ...INDIVIDUAL_PROFILE, legalName: "Someone Else Entirely" });
    const after = await call(getMsa, { cookie: signer.cookie, params: { id } });
    expect(after.body.parties).toEqual(company.body.parties);
    expect(after.text).not.toContain("Someone Else Entirely");
    const audit = await (await getDb()).auditLog.findFirstOrThrow({ where: { entityId: id, event: "msa.signed", userId: signer.id } });
    expect(audit.newValues).toMatchObject({ party: "investor", partyName: "Żółć Capital Partners LLC", signatoryName: "Łukasz Żółć", signatoryTitle: "Managing Member" });
  });

  it("five wrong signing passwords in the window pause signing for the account: 429, even with the right one", async () => {
    const signer = await createUser("msa.guesser");
    await makeLegalProfile(signer.id);
    const v = await approvedVersion(signer.id);
    const id = (await call(finalize, { cookie: employee.cookie, params: { id: v.id }, body: { ...GOOD, autoGeneratePDF: false } })).body.msaId;
    const attempt = (password: string, ip = "10.7.7.7") => call(sign, { cookie: signer.cookie, params: { id }, body: { name: "Guess Er", consent: true, password }, ip });
    // Counted per account, from whatever address.
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`, `10.7.7.${i}`)).status).toBe(400);
    const paused = await attempt(SIGNING.password, "10.8.8.8");
    expect(paused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many wrong passwords\. Signing is paused for this account; try again in 1[45] minutes\.$/) } });
    expect(paused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await getDb()).msa.findUniqueOrThrow({ where: { id } })).resolves.toMatchObject({ signatureData: null });
    // Another account is not affected; the login store is the same one, under a key no login can have.
    const rows = await (await getDb()).loginAttempt.findMany({ where: { username: `SIGN:${signer.id}` } });
    expect(rows).toHaveLength(5);
    // The window passes: the oldest failures age out and signing works again.
    await (await getDb()).loginAttempt.updateMany({ where: { username: `SIGN:${signer.id}` }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    expect((await attempt(SIGNING.password)).status).toBe(200);
    expect(await (await getDb()).loginAttempt.count({ where: { username: `SIGN:${signer.id}` } })).toBe(0);
  });
});
