// Share links (hashed tokens, views, expiry on a fake clock, revocation) and the downloaded files: a PDF
// that a PDF parser reads and a DOCX whose document.xml holds the parties and the content hash.
import { createHash } from "node:crypto";
import { unzipSync, strFromU8 } from "fflate";
import { PDFParse } from "pdf-parse";
import { GET as listShares, POST as createShare } from "@/app/api/templates/msa/[id]/share/route";
import { DELETE as revokeShare } from "@/app/api/templates/msa/[id]/share/[linkId]/route";
import { GET as shared } from "@/app/api/shared/msa/[token]/route";
import { GET as sharedDownload } from "@/app/api/shared/msa/[token]/download/route";
import { GET as download } from "@/app/api/templates/msa/[id]/download/route";
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { INDIVIDUAL_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import { makeMsa, SIGNING } from "@/test/factories/agreements";
import { openSharedMsa } from "@/lib/agreements/msa/share";
import { ELECTRONIC_RECORDS_CONSENT, SHARE_LINK_GONE } from "@/lib/agreements/msa/wire";

// The browser the investor signs from: the signing certificate prints it for the investor and the staff.
const INVESTOR_BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/145.0";
let employee: TestUser;
let investor: TestUser;
let other: TestUser;
let msaId: string;
let hash: string;
beforeAll(async () => {
  employee = await createUser("share.legal", "employee");
  investor = await createUser("share.investor");
  other = await createUser("share.other");
  await makeLegalProfile(investor.id, { ...INDIVIDUAL_PROFILE, legalName: "Ivan Ivanov" });
  const msa = await makeMsa(investor.id, { finalizedBy: employee.id });
  msaId = msa.id;
  hash = msa.contentHash;
});

const tokenOf = (shareUrl: string) => shareUrl.split("/shared/msa/")[1];
const DAY = 86_400_000;

describe("share links", () => {
  it("the investor makes a link (30 days, no download by default); only the token's hash is stored", async () => {
    const before = Date.now();
    const res = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.shareUrl).toMatch(/^http:\/\/localhost:3000\/shared\/msa\/[A-Za-z0-9_-]{43}$/);
    expect(res.body.link).toMatchObject({ allowDownload: false, revokedAt: null, createdBy: { id: investor.id }, viewCount: 0, lastViewedAt: null });
    const expires = new Date(res.body.link.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * DAY + 60_000);
    const token = tokenOf(res.body.shareUrl);
    // The link names the site as the caller reached it.
    const elsewhere = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: {}, headers: { host: "portal.example:8443" } });
    expect(elsewhere.body.shareUrl).toMatch(/^http:\/\/portal\.example:8443\/shared\/msa\//);
    const db = await getDb();
    const row = await db.shareLink.findUniqueOrThrow({ where: { id: res.body.link.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: row.id, event: "share-link.created" } });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("opens signed out, read-only, with the agreement, the parties and the signatures only; every view is recorded; no download unless allowed", async () => {
    await (await getDb()).msa.update({ where: { id: msaId }, data: { executiveNotes: "Internal: margin 4%" } });
    await call(sign, { cookie: investor.cookie, params: { id: msaId }, body: { name: "Ivan Investor", ...SIGNING }, ip: "10.9.9.9", headers: { "user-agent": INVESTOR_BROWSER } });
    const { body } = await call(createShare, { cookie: employee.cookie, params: { id: msaId }, body: { expiresInDays: 7 } });
    const token = tokenOf(body.shareUrl);
    const view = await call(shared, { params: { token } });
    expect(view.status).toBe(200);
    expect(view.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(view.headers.get("cache-control")).toBe("no-store");
    expect(view.body).toMatchObject({ allowDownload: false, msa: { contentHash: hash, parties: { investor: { name: "Ivan Ivanov", signatory: "Ivan Ivanov", title: "Individual" } }, signatures: { investor: { name: "Ivan Investor" } } } });
    expect(Object.keys(view.body.msa).sort()).toEqual(["contentHash", "effectiveDate", "executionState", "finalizedAt", "finalizedContent", "parties", "signatures", "template"]);
    expect(view.body.msa.signatures.investor).toEqual({ name: "Ivan Investor", signedAt: expect.any(String) });
    for (const hidden of ["10.9.9.9", "Harbour Road", investor.username, investor.id, employee.username, employee.id, "margin 4%"]) expect(view.text).not.toContain(hidden);
    await call(shared, { params: { token } });
    const dl = await call(sharedDownload, { params: { token }, url: `/api/shared/msa/${token}/download?format=pdf` });
    expect(dl.status).toBe(404);
    const list = await call(listShares, { cookie: investor.cookie, params: { id: msaId } });
    const link = list.body.links.find((l: { id: string }) => l.id === body.link.id);
    // The employee who made it stays internal: the investor's list shows the portal's staff (createdBy null).
    expect(link).toMatchObject({ viewCount: 2, createdBy: null });
    expect(list.text).not.toContain(employee.username);
    expect(link.lastViewedAt).not.toBeNull();
    const staffList = await call(listShares, { cookie: employee.cookie, params: { id: msaId } });
    expect(staffList.body.links.find((l: { id: string }) => l.id === body.link.id)).toMatchObject({ createdBy: { id: employee.id, username: employee.username } });
    expect(await call(shared, { params: { token: "not-a-real-token" } })).toMatchObject({ status: 404, body: { error: SHARE_LINK_GONE } });
  });

  it("downloads through a link that allows it", async () => {
    const { body } = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: { allowDownload: true } });
    const token = tokenOf(body.shareUrl);
    const dl = await call(sharedDownload, { params: { token }, url: `/api/shared/msa/${token}/download?format=docx` });
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-disposition")).toContain(".docx");
    expect(dl.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("stops at its expiry (a fake clock, no sleeping)", async () => {
    const { body } = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: { expiresInDays: 1 } });
    const token = tokenOf(body.shareUrl);
    const meta = { kind: "view" as const, visitor: { address: "10.0.0.1", userAgent: null } };
    await expect(openSharedMsa(token, { ...meta, now: new Date(Date.now() + DAY - 60_000) })).resolves.toMatchObject({ allowDownload: false });
    await expect(openSharedMsa(token, { ...meta, now: new Date(Date.now() + DAY + 60_000) })).rejects.toMatchObject({ status: 404, message: SHARE_LINK_GONE });
    // Made in the past with the service's clock: already expired now, through the public route too.
    const { createShareLink } = await import("@/lib/agreements/msa/share");
    const old = await createShareLink({ ...investor, createdAt: new Date(), sessionId: "test" }, msaId, { expiresInDays: 1, allowDownload: true }, "http://x", new Date(Date.now() - 2 * DAY));
    expect(await call(shared, { params: { token: tokenOf(old.shareUrl) } })).toMatchObject({ status: 404, body: { error: SHARE_LINK_GONE } });
  });

  it("revoked: 404 at once; whoever may create links may revoke them; another investor may not touch them", async () => {
    const { body } = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: { allowDownload: true } });
    const token = tokenOf(body.shareUrl);
    expect((await call(shared, { params: { token } })).status).toBe(200);
    expect((await call(revokeShare, { method: "DELETE", cookie: other.cookie, params: { id: msaId, linkId: body.link.id } })).status).toBe(404);
    expect((await call(listShares, { cookie: other.cookie, params: { id: msaId } })).status).toBe(404);
    expect((await call(createShare, { cookie: other.cookie, params: { id: msaId }, body: {} })).status).toBe(404);
    const revoked = await call(revokeShare, { method: "DELETE", cookie: employee.cookie, params: { id: msaId, linkId: body.link.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.link.revokedAt).not.toBeNull();
    expect(await call(shared, { params: { token } })).toMatchObject({ status: 404, body: { error: SHARE_LINK_GONE } });
    expect((await call(sharedDownload, { params: { token }, url: `/api/shared/msa/${token}/download?format=pdf` })).status).toBe(404);
    // Again: unchanged, one audit row.
    const again = await call(revokeShare, { method: "DELETE", cookie: investor.cookie, params: { id: msaId, linkId: body.link.id } });
    expect(again.body.link.revokedAt).toBe(revoked.body.link.revokedAt);
    expect(await (await getDb()).auditLog.count({ where: { entityId: body.link.id, event: "share-link.revoked" } })).toBe(1);
  });
});

describe("downloads", () => {
  beforeAll(async () => {
    await call(sign, { cookie: employee.cookie, params: { id: msaId }, body: { name: "Emma Legal", ...SIGNING } });
  });

  const get = (format: string, user: TestUser = investor) => call(download, { cookie: user.cookie, params: { id: msaId }, url: `/api/templates/msa/${msaId}/download?format=${format}` });

  it("a PDF a parser reads: title, parties, sections, signatures, the hash and the audit trail", async () => {
    const res = await call(download, { cookie: investor.cookie, params: { id: msaId }, url: `/api/templates/msa/${msaId}/download?format=pdf` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toContain(`attachment; filename="MSA-${investor.username}-${day}.pdf"`);
    // call() read the body as text; fetch the bytes again for the parser.
    const raw = await download(new (await import("next/server")).NextRequest(`http://localhost:3000/api/templates/msa/${msaId}/download?format=pdf`, { headers: { cookie: investor.cookie } }), { params: Promise.resolve({ id: msaId }) });
    const parser = new PDFParse({ data: new Uint8Array(await raw.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    for (const expected of [investor.username, env.branding.companyName, hash, "1. PURPOSE", "Ivan Investor", "Emma Legal", "Finalized", "Signed by the investor"]) {
      expect(text).toContain(expected);
    }
    // Finalized without an effective date and now signed by both: the day of the last signature, as the viewer says.
    expect(text).toContain(`Effective date: ${new Date().toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" })}`);
    // Parties by legal name (issue 19 §2): the parties clause and each signature block on its own lines.
    expect(text).toContain('and Ivan Ivanov, of 12 Harbour Road, Springfield, IL 62701, United States, (the "Investor")');
    expect(text).toMatch(/INVESTOR: Ivan Ivanov By: \/s\/ Ivan Investor Name: Ivan Ivanov Title: Individual Date signed: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(text).toMatch(new RegExp(`COMPANY: ${env.branding.companyName} By: /s/ Emma Legal Name: Emma Legal Date signed: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`));
    // The last page, the signing certificate (issue 33 §2), lists each signature: party, role, signer,
    // account, authentication, consent and signing times, address, browser and the hash of the text signed.
    const record = text.slice(text.lastIndexOf("Signing certificate"));
    const at = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC";
    expect(record).toMatch(
      new RegExp(
        `Investor: Ivan Ivanov Legal name Ivan Ivanov Role Investor Signed by Ivan Ivanov, Individual Signature /s/ Ivan Investor Account ${investor.username} Authentication password E-records consent accepted ${at} \\(${ELECTRONIC_RECORDS_CONSENT.version}\\) Signed ${at} Network address 10\\.9\\.9\\.9 Browser ${INVESTOR_BROWSER.replace(/[().]/g, "\\$&")} Text signed \\(SHA-256\\) ${hash}`,
      ),
    );
    // The firm's signer is "Portal staff" to the investor, without a network address or browser (issue 30 §3).
    expect(record).toMatch(new RegExp(`Company: ${env.branding.companyName} Legal name .+ Role Company Signed by Emma Legal Signature /s/ Emma Legal Account Portal staff Authentication password E-records consent accepted ${at} \\(.+\\) Signed ${at} Text signed`));
    expect(record).toContain(`Document (SHA-256 of the finalized text) ${hash}`);
  });

  it("each reader's copy shows only what that reader may see (issue 30 §3)", async () => {
    const { NextRequest } = await import("next/server");
    const pdfText = async (res: Response) => {
      expect(res.status).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
      const text = (await parser.getText()).text.replace(/\s+/g, " ");
      await parser.destroy();
      return text;
    };
    const docxText = async (res: Response) => strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))["word/document.xml"]);
    const own = (format: string, user: TestUser) =>
      download(new NextRequest(`http://localhost:3000/api/templates/msa/${msaId}/download?format=${format}`, { headers: { cookie: user.cookie } }), { params: Promise.resolve({ id: msaId }) });

    const staffCopy = await pdfText(await own("pdf", employee));
    for (const shown of [employee.username, investor.username, "10.9.9.9", "10.0.0.1", "Harbour Road", INVESTOR_BROWSER]) expect(staffCopy).toContain(shown);
    // Employees see both signatures' addresses and browsers.
    expect(staffCopy.match(/Network address \S+ Browser/g)).toHaveLength(2);

    for (const investorCopy of [await pdfText(await own("pdf", investor)), await docxText(await own("docx", investor))]) {
      expect(investorCopy).not.toContain(employee.username);
      expect(investorCopy).not.toContain("10.0.0.1");
      expect(investorCopy).toContain("Portal staff");
      expect(investorCopy).toContain(investor.username);
    }

    const { body } = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: { allowDownload: true } });
    const token = tokenOf(body.shareUrl);
    const publicPdf = await sharedDownload(new NextRequest(`http://localhost:3000/api/shared/msa/${token}/download?format=pdf`), { params: Promise.resolve({ token }) });
    expect(publicPdf.headers.get("content-disposition")).not.toContain(investor.username);
    const publicCopy = await pdfText(publicPdf);
    for (const hidden of [employee.username, investor.username, "10.9.9.9", "10.0.0.1", "Harbour Road", "Account", "Network address", "Browser", "Firefox"]) expect(publicCopy).not.toContain(hidden);
    // Still a signing certificate: who signed for which party, how, and when.
    expect(publicCopy).toMatch(/Investor: Ivan Ivanov Legal name Ivan Ivanov Role Investor Signed by Ivan Ivanov, Individual Signature \/s\/ Ivan Investor Authentication password/);
    expect(publicCopy).toContain("Ivan Ivanov");
    expect(publicCopy).toContain(hash);
  });

  it("a DOCX that unzips to a document.xml with the parties and the hash", async () => {
    const req = new (await import("next/server")).NextRequest(`http://localhost:3000/api/templates/msa/${msaId}/download?format=docx`, { headers: { cookie: employee.cookie } });
    const res = await download(req, { params: Promise.resolve({ id: msaId }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(".docx");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const xml = strFromU8(files["word/document.xml"]);
    for (const expected of [investor.username, env.branding.companyName, hash, "1. PURPOSE", "Emma Legal", "Signing certificate", "Audit trail"]) expect(xml).toContain(expected);
    // The Word copy does not claim the PDF's seal.
    expect(xml).toContain("This Word copy is not sealed");
    // The same parties clause and signature blocks as the PDF, one paragraph per line.
    const paragraphs = [...xml.matchAll(/<w:p[ >].*?<\/w:p>/g)].map((p) => [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(""));
    expect(paragraphs.some((p) => p.includes("and Ivan Ivanov, of 12 Harbour Road, Springfield, IL 62701, United States, (the &quot;Investor&quot;)"))).toBe(true);
    const block = paragraphs.slice(paragraphs.indexOf("INVESTOR: Ivan Ivanov"), paragraphs.indexOf("INVESTOR: Ivan Ivanov") + 5);
    expect(block.slice(0, 4)).toEqual(["INVESTOR: Ivan Ivanov", "By: /s/ Ivan Investor", "Name: Ivan Ivanov", "Title: Individual"]);
    expect(block[4]).toMatch(/^Date signed: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  });

  it("a bad format is 400; another investor's MSA is 404", async () => {
    expect((await get("exe")).status).toBe(400);
    expect((await get("")).status).toBe(400);
    expect((await get("pdf", other)).status).toBe(404);
  });
});
