import { z } from "zod";
import { idParams } from "@/lib/params";
import { TEMPLATE_CATEGORIES } from "@/lib/agreements/statuses";
import { compileQuerySchema, createShareSchema, downloadQuerySchema, finalizeSchema, investorParams, shareLinkParams, signSchema, tokenParams } from "@/lib/agreements/msa/schemas";
import { EXECUTION_STATES, SIGNING_PARTIES } from "@/lib/agreements/msa/wire";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

// The MSA (issue 13; spec 2 §7): the approved record, compile and finalize (employees), the finalized
// agreement with its signatures, downloads and share links (its investor and employees), and the public
// share link. `{id}` under /msa/ is the MSA's id (the plain GET also takes the version's id).

const person = z.object({ id: z.string(), username: z.string() });
const template = z.object({ id: z.string(), title: z.string(), category: z.enum(TEMPLATE_CATEGORIES), version: z.string() });
const day = z.string().meta({ format: "date", description: "yyyy-MM-dd" });
const signature = z.object({
  name: z.string(),
  signedAt: isoDate,
  userId: z.string().optional().meta({ description: "The signer's account; left out of the company's signature for the investor" }),
  username: z.string().optional().meta({ description: "The signer's account; left out of the company's signature for the investor" }),
  address: z.string().optional().meta({ description: "The signer's address; employees only" }),
});

const party = z.object({
  name: z.string().meta({ description: "The party's legal name (an entity's registered name)" }),
  signatory: z.string().nullable().meta({ description: "Who signs for the party; null for the company until someone signs for it" }),
  title: z.string().nullable().meta({ description: "The signatory's title (\"Individual\" for an investor who signs for themselves)" }),
  address: z.string().nullable().meta({ description: "The party's postal address, one line" }),
});
const parties = z
  .object({
    investor: party.nullable().meta({ description: "null until the investor's legal profile is complete (they cannot sign before)" }),
    company: party,
  })
  .meta({ description: "The parties as the agreement names them: as recorded at signing once a party has signed, never a username" });

export const msaWireSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  investorId: z.string(),
  templateId: z.string(),
  template,
  investor: person,
  parties,
  finalizer: person.nullable().meta({ description: "The employee who finalized; null for the investor" }),
  finalizedContent: z.string().meta({ description: "Sanitized HTML" }),
  contentHash: z.string().meta({ description: "SHA-256 (hex) of finalizedContent" }),
  executiveNotes: z.string().nullable().meta({ description: "Internal notes; employees only (null for the investor)" }),
  effectiveDate: day.nullable(),
  createdAt: isoDate,
  reviewStartedAt: isoDate.nullable(),
  redlineSubmittedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  finalizedAt: isoDate.nullable(),
  updatedAt: isoDate,
  signatures: z.object({ investor: signature.nullable(), company: signature.nullable() }),
  executionState: z.enum(EXECUTION_STATES),
  canSign: z.enum(SIGNING_PARTIES).nullable(),
});

const publicSignature = z.object({ name: z.string(), signedAt: isoDate });
/** The share link's view: the agreement, the parties and the signatures, nothing else. */
const publicMsaSchema = msaWireSchema.pick({ finalizedContent: true, contentHash: true, effectiveDate: true, finalizedAt: true, executionState: true }).extend({
  template: template.pick({ title: true, version: true }),
  parties: z.object({ investor: party.omit({ address: true }).nullable(), company: party.omit({ address: true }) }).meta({ description: "The parties as the agreement names them, without addresses" }),
  signatures: z.object({ investor: publicSignature.nullable(), company: publicSignature.nullable() }),
});

export const shareLinkSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  allowDownload: z.boolean(),
  revokedAt: isoDate.nullable(),
  createdBy: person.nullable().meta({ description: "Who made the link; null for the investor when an employee made it (shown as portal staff)" }),
  viewCount: z.number().int(),
  lastViewedAt: isoDate.nullable(),
});

export const approvedRecordSchema = z.object({
  id: z.string(),
  template,
  investor: person,
  approver: person.nullable(),
  approvedAt: isoDate.nullable(),
  resolvedThreads: z.number().int(),
  pendingThreads: z.number().int(),
});

export const sharedMsaSchema = z.object({ msa: publicMsaSchema, allowDownload: z.boolean(), expiresAt: isoDate });

const FILE = { contentType: "application/pdf or application/vnd.openxmlformats-officedocument.wordprocessingml.document", description: "The agreement as a file" };
const FILE_HEADERS = { "Content-Disposition": 'attachment; filename="MSA-<investor>-<yyyy-MM-dd>.<pdf|docx>"' };
const NO_INDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

export const msaEndpoints = {
  approved: endpoint({
    method: "GET",
    path: "/api/templates/approved/{id}",
    tag: "msa",
    summary: "The approved-template record of a version",
    description: "The record the finalization wizard starts from. 409 unless the version is approved.",
    permission: "msa.finalize",
    params: idParams,
    response: { description: "The approved-template record", schema: approvedRecordSchema },
  }),
  approvedForInvestor: endpoint({
    method: "GET",
    path: "/api/templates/approved/investor/{investorId}",
    tag: "msa",
    summary: "An investor's approved MSA-category version",
    description: "404 when the investor has none.",
    permission: "msa.finalize",
    params: investorParams,
    response: { description: "The approved-template record", schema: approvedRecordSchema },
  }),
  compile: endpoint({
    method: "POST",
    path: "/api/templates/compile/{id}",
    tag: "msa",
    summary: "Compile the agreement of an approved version",
    description:
      "The version's own text with the suggestions of resolved change requests applied at their offsets (overlapping ones: 409 naming the threads), the placeholders filled ({{investor_name}}, {{company_name}}, {{effective_date}}: the optional effectiveDate query, today otherwise) and headings and numbered sections kept, as HTML. 409 unless approved.",
    permission: "msa.finalize",
    params: idParams,
    query: compileQuerySchema,
    response: { description: "The compiled HTML", schema: z.object({ compiledContent: z.string() }) },
  }),
  finalize: endpoint({
    method: "POST",
    path: "/api/templates/finalize/{id}",
    tag: "msa",
    summary: "Finalize the MSA of an approved version",
    description:
      "Irreversible. legalReview and complianceCheck must both be true (400). finalContent is sanitized (allowlist HTML: no scripts, event handlers, styles or images) and hashed (SHA-256); the version becomes finalized and locked (no more threads, status moves or edits: 409). Two calls at once make one MSA. autoGeneratePDF stores a PDF; notifyInvestor notifies the investor.",
    permission: "msa.finalize",
    idempotent: true,
    params: idParams,
    body: finalizeSchema,
    response: { status: 201, description: "The new MSA's id", schema: z.object({ msaId: z.string() }) },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/templates/msa/{id}",
    tag: "msa",
    summary: "A finalized MSA",
    description: "By the version's id or the MSA's own. An investor reads only their own (another's is 404, as is none).",
    permission: "signed-in",
    params: idParams,
    response: { description: "The MSA", schema: msaWireSchema },
  }),
  getForInvestor: endpoint({
    method: "GET",
    path: "/api/templates/msa/investor/{investorId}",
    tag: "msa",
    summary: "An investor's finalized MSA",
    description: "404 'No finalized MSA found for this investor' when there is none (or it is another investor's).",
    permission: "signed-in",
    params: investorParams,
    response: { description: "The MSA", schema: msaWireSchema },
  }),
  sign: endpoint({
    method: "POST",
    path: "/api/templates/msa/{id}/sign",
    tag: "msa",
    summary: "Sign the MSA",
    description:
      "Not in the spec's table (DESIGN.md \"MSA\"). The MSA's investor signs as investor, an employee for the company, each party once (409). The signer sends their password again (a wrong one is 400 with fieldErrors.password), or, when their account has authenticator codes on, a current `code` instead (a wrong or used one is 400 with fieldErrors.code; never both), or, with a passkey, `passkey`: the answer to POST /api/profile/passkeys/step-up-options from this session (a wrong, foreign or used one is 400 with fieldErrors.passkey), and consent: true to the electronic-records consent. The typed name, the time, the signer's id, address and browser, how they confirmed it (password, code or passkey), the consent's version and time and the hash of the text signed are recorded; 'Fully Executed' once both have signed.",
    permission: "msa.sign",
    params: idParams,
    body: signSchema,
    response: { description: "The MSA after signing", schema: msaWireSchema },
  }),
  download: endpoint({
    method: "GET",
    path: "/api/templates/msa/{id}/download",
    tag: "msa",
    summary: "Download the MSA as PDF or DOCX",
    description: "Title, parties, sections, the signature block, and a last page with the content hash and the audit trail. A bad format is 400.",
    permission: "signed-in",
    params: idParams,
    query: downloadQuerySchema,
    response: { description: "The file", raw: FILE, headers: FILE_HEADERS },
  }),
  createShare: endpoint({
    method: "POST",
    path: "/api/templates/msa/{id}/share",
    tag: "msa",
    summary: "Create a share link",
    description: "The MSA's investor and employees. The token is in shareUrl only (stored hashed). expiresInDays 1–365 (30), allowDownload (false).",
    permission: "signed-in",
    idempotent: true,
    params: idParams,
    body: createShareSchema,
    response: { status: 201, description: "The link", schema: z.object({ shareUrl: z.string(), link: shareLinkSchema }) },
  }),
  listShares: endpoint({
    method: "GET",
    path: "/api/templates/msa/{id}/share",
    tag: "msa",
    summary: "The MSA's share links",
    description: "Newest first, with how often each was viewed.",
    permission: "signed-in",
    params: idParams,
    response: { description: "The links", schema: z.object({ links: z.array(shareLinkSchema) }) },
  }),
  revokeShare: endpoint({
    method: "DELETE",
    path: "/api/templates/msa/{id}/share/{linkId}",
    tag: "msa",
    summary: "Revoke a share link",
    description: "The link stops working at once; revoking it again changes nothing.",
    permission: "signed-in",
    params: shareLinkParams,
    response: { description: "The revoked link", schema: z.object({ link: shareLinkSchema }) },
  }),
  shared: endpoint({
    method: "GET",
    path: "/api/shared/msa/{token}",
    tag: "msa",
    summary: "The MSA behind a share link (no sign-in)",
    description: "Read-only, without ids or addresses. Every view is recorded. 404 'This share link has expired or been revoked' for expired, revoked or unknown links.",
    permission: "public",
    params: tokenParams,
    response: {
      description: "The agreement",
      schema: sharedMsaSchema,
      headers: NO_INDEX,
    },
  }),
  sharedDownload: endpoint({
    method: "GET",
    path: "/api/shared/msa/{token}/download",
    tag: "msa",
    summary: "Download the MSA behind a share link (no sign-in)",
    description: "Only when the link allows downloads and is live (404 otherwise). Recorded as a view.",
    permission: "public",
    params: tokenParams,
    query: downloadQuerySchema,
    response: { description: "The file", raw: FILE, headers: { ...FILE_HEADERS, ...NO_INDEX } },
  }),
};
