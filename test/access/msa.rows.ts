import { createHash, randomBytes } from "node:crypto";
import { makeLegalProfile } from "@/test/factories/legal-profile";
import type { AccessRow, Cast, ActionRow } from "@/test/access/types";
import { GET as approved } from "@/app/api/templates/approved/[id]/route";
import { GET as approvedForInvestor } from "@/app/api/templates/approved/investor/[investorId]/route";
import { POST as compile } from "@/app/api/templates/compile/[id]/route";
import { POST as finalize } from "@/app/api/templates/finalize/[id]/route";
import { GET as getMsa } from "@/app/api/templates/msa/[id]/route";
import { GET as getMsaForInvestor } from "@/app/api/templates/msa/investor/[investorId]/route";
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { GET as download } from "@/app/api/templates/msa/[id]/download/route";
import { GET as listShares, POST as createShare } from "@/app/api/templates/msa/[id]/share/route";
import { DELETE as revokeShare } from "@/app/api/templates/msa/[id]/share/[linkId]/route";
import { GET as shared } from "@/app/api/shared/msa/[token]/route";
import { GET as sharedDownload } from "@/app/api/shared/msa/[token]/download/route";
import { compileAgreementAction } from "@/actions/msa/compile-agreement";
import { finalizeMsaAction } from "@/actions/msa/finalize-msa";
import { signMsaAction } from "@/actions/msa/sign-msa";
import { createShareLinkAction } from "@/actions/msa/create-share-link";
import { revokeShareLinkAction } from "@/actions/msa/revoke-share-link";
import { getDb } from "@/lib/db";
import { makeApprovedMsaVersion, makeMsa, SIGNING } from "@/test/factories/agreements";

// The MSA belongs to `external`: `otherExternal` gets 404 for it, as if it did not exist. Approved
// records, compile and finalize are the legal team's (msa.finalize). Share links are public by token.
const OWN_MSA = { permission: "signed-in", overrides: { otherExternal: 404 } } as const;
const approvedVersion = async (cast: Cast) => ({ params: { id: (await makeApprovedMsaVersion(cast.external.id, cast.employee.id)).id } });
const msa = async (cast: Cast) => makeMsa(cast.external.id, { finalizedBy: cast.employee.id });
const msaParams = async (cast: Cast) => ({ params: { id: (await msa(cast)).id } });
/** An MSA its investor can sign: their legal profile names them (issue 19 §2). */
const signableMsaParams = async (cast: Cast) => {
  await makeLegalProfile(cast.external.id);
  return msaParams(cast);
};

async function liveLink(cast: Cast, allowDownload: boolean) {
  const m = await msa(cast);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const link = await (await getDb()).shareLink.create({
    data: { msaId: m.id, createdBy: cast.external.id, tokenHash, allowDownload, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { msaId: m.id, linkId: link.id, token };
}

export const msaRows: AccessRow[] = [
  { name: "GET /api/templates/approved/{id}", handler: approved, setup: approvedVersion, permission: "msa.finalize" },
  {
    name: "GET /api/templates/approved/investor/{investorId}",
    handler: approvedForInvestor,
    setup: async (cast) => {
      await makeApprovedMsaVersion(cast.external.id);
      return { params: { investorId: cast.external.id } };
    },
    permission: "msa.finalize",
  },
  { name: "POST /api/templates/compile/{id}", handler: compile, setup: approvedVersion, permission: "msa.finalize" },
  {
    name: "POST /api/templates/finalize/{id}",
    handler: finalize,
    setup: async (cast) => ({ ...(await approvedVersion(cast)), body: { finalContent: "<h1>MSA</h1><p>Terms.</p>", legalReview: true, complianceCheck: true, autoGeneratePDF: false } }),
    permission: "msa.finalize",
  },
  { name: "GET /api/templates/msa/{id}", handler: getMsa, setup: msaParams, ...OWN_MSA },
  { name: "GET /api/templates/msa/{id} (a version id)", handler: getMsa, setup: async (cast) => ({ params: { id: (await msa(cast)).versionId } }), ...OWN_MSA },
  {
    name: "GET /api/templates/msa/investor/{investorId}",
    handler: getMsaForInvestor,
    setup: async (cast) => {
      await msa(cast);
      return { params: { investorId: cast.external.id } };
    },
    ...OWN_MSA,
  },
  // Both parties sign (msa.sign is everyone's); another investor's MSA does not exist for them.
  { name: "POST /api/templates/msa/{id}/sign", handler: sign, setup: async (cast) => ({ ...(await signableMsaParams(cast)), body: { name: "Matrix Signer", ...SIGNING } }), permission: "msa.sign", overrides: { otherExternal: 404 } },
  {
    name: "GET /api/templates/msa/{id}/download",
    handler: download,
    setup: async (cast) => {
      const { params } = await msaParams(cast);
      return { params, url: `/api/templates/msa/${params.id}/download?format=pdf` };
    },
    ...OWN_MSA,
  },
  { name: "POST /api/templates/msa/{id}/share", handler: createShare, setup: async (cast) => ({ ...(await msaParams(cast)), body: {} }), ...OWN_MSA },
  { name: "GET /api/templates/msa/{id}/share", handler: listShares, setup: msaParams, ...OWN_MSA },
  {
    name: "DELETE /api/templates/msa/{id}/share/{linkId}",
    handler: revokeShare,
    setup: async (cast) => {
      const { msaId, linkId } = await liveLink(cast, false);
      return { params: { id: msaId, linkId } };
    },
    ...OWN_MSA,
  },
  // The token is the credential: anyone holding it, signed in or not.
  { name: "GET /api/shared/msa/{token}", handler: shared, setup: async (cast) => ({ params: { token: (await liveLink(cast, false)).token } }), permission: "public" },
  {
    name: "GET /api/shared/msa/{token}/download",
    handler: sharedDownload,
    setup: async (cast) => {
      const { token } = await liveLink(cast, true);
      return { params: { token }, url: `/api/shared/msa/${token}/download?format=docx` };
    },
    permission: "public",
  },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
export const msaActionRows: ActionRow[] = [
  { name: "compileAgreementAction", action: compileAgreementAction, input: async (cast) => (await approvedVersion(cast)).params, permission: "msa.finalize" },
  {
    name: "finalizeMsaAction",
    action: finalizeMsaAction,
    input: async (cast) => ({ ...(await approvedVersion(cast)).params, finalContent: "<h1>MSA</h1><p>Terms.</p>", legalReview: true, complianceCheck: true, autoGeneratePDF: false }),
    permission: "msa.finalize",
  },
  // As on the route: both parties sign, another investor's MSA does not exist for them.
  { name: "signMsaAction", action: signMsaAction, input: async (cast) => ({ ...(await signableMsaParams(cast)).params, name: "Matrix Signer", ...SIGNING }), permission: "msa.sign", overrides: { otherExternal: 404 } },
  { name: "createShareLinkAction", action: createShareLinkAction, input: async (cast) => (await msaParams(cast)).params, ...OWN_MSA },
  {
    name: "revokeShareLinkAction",
    action: revokeShareLinkAction,
    input: async (cast) => {
      const { msaId, linkId } = await liveLink(cast, false);
      return { id: msaId, linkId };
    },
    ...OWN_MSA,
  },
];
