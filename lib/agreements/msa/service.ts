import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";
import type { RelyingParty } from "@/lib/passkeys/relying-party";
import { passkeyConfirms } from "@/lib/security/step-up";
import type { SessionUser } from "@/lib/session";
import type { RequestClient } from "@/lib/request";
import { newKeyNonce } from "@/lib/storage";
import { storePdfEffect } from "@/lib/agreements/msa/store-pdf";
import { authorizeAgreements, lockVersion, negotiates, VERSION_NOT_FOUND } from "@/lib/agreements/access";
import { notifyLegalTeam, notifyUser } from "@/lib/notifications/deliver";
import { compileAgreement, longDate } from "@/lib/agreements/msa/compile";
import { assertMsaCategory } from "@/lib/agreements/versions/policy";
import { contentHash, sanitizeAgreementHtml } from "@/lib/agreements/msa/sanitize";
import { decideSignature, executionState, parseSignatureData, partyOf, type SigningAuthMethod } from "@/lib/agreements/msa/policy";
import { consumeTotpCode } from "@/lib/second-factor/factor-store";
import { companyParty, investorParty } from "@/lib/agreements/msa/parties";
import { UNNAMED_INVESTOR } from "@/lib/agreements/msa/unnamed";
import { legalProfileSelect, readLegalProfile } from "@/lib/legal-profile/queries";
import { beginSigningAttempt, clearSigningFailures } from "@/lib/auth/rate-limit";
import { toMsaWire } from "@/lib/agreements/msa/presenter";
import { getMsaRow } from "@/lib/agreements/msa/queries";
import { msaLink } from "@/lib/agreements/msa/links";
import type { CompileQuery, FinalizeInput, SignInput } from "@/lib/agreements/msa/schemas";
import { ELECTRONIC_RECORDS_CONSENT, FINALIZE_GATES_UNMET, MSA_NOT_FOUND, NOT_READY_FOR_FINALIZATION, WRONG_SIGNING_CODE, WRONG_SIGNING_PASSKEY, WRONG_SIGNING_PASSWORD, type SigningParty } from "@/lib/agreements/msa/wire";

export const ALREADY_FINALIZED = "This template version is already finalized";


/** POST /api/templates/compile/{versionId}: the approved version's text with resolved change requests applied, as HTML. */
export async function compileVersion(actor: SessionUser, versionId: string, query: CompileQuery, now = new Date()) {
  authorize(actor, "msa.finalize");
  const db = await getDb();
  const version = await db.investorTemplateVersion.findUnique({
    where: { id: versionId },
    select: {
      status: true,
      content: true,
      template: { select: { category: true } },
      investor: { select: { legalProfile: { select: legalProfileSelect } } },
      threads: {
        where: { threadType: "change_request", status: "resolved", suggestions: { not: null } },
        select: { id: true, startOffset: true, endOffset: true, selectedText: true, suggestions: true },
      },
    },
  });
  if (!version) throw notFound(VERSION_NOT_FOUND);
  if (version.status !== "approved") throw conflict(NOT_READY_FOR_FINALIZATION);
  assertMsaCategory(version.template.category);
  const suggestions = version.threads.map(({ id, suggestions, ...t }) => ({ ...t, threadId: id, suggestions: suggestions ?? "" }));
  const html = compileAgreement(version.content, suggestions, {
    investorName: investorParty(version.investor.legalProfile)?.name ?? UNNAMED_INVESTOR,
    companyName: env.branding.companyName,
    effectiveDate: longDate(query.effectiveDate ?? now.toISOString().slice(0, 10)),
  });
  // Every text is escaped already; the same allowlist as finalize keeps the wizard's editable preview safe regardless.
  return { compiledContent: sanitizeAgreementHtml(html) };
}

/**
 * POST /api/templates/finalize/{versionId}: irreversible. Under the version's row lock, so two calls at
 * once make one MSA (the second finds the version finalized: 409). The stored PDF and the investor's
 * notification follow the commit.
 */
export async function finalizeMsa(actor: SessionUser, versionId: string, input: FinalizeInput, now = new Date()) {
  authorize(actor, "msa.finalize");
  if (!input.legalReview || !input.complianceCheck) throw badRequest(FINALIZE_GATES_UNMET);
  const finalizedContent = sanitizeAgreementHtml(input.finalContent);
  if (!finalizedContent) throw badRequest("finalContent has no agreement text once scripts and other disallowed content are removed");
  const hash = contentHash(finalizedContent);

  const msaId = await transaction(async (tx, afterCommit) => {
    const version = await lockVersion(tx, actor, versionId);
    if (version.status === "finalized") throw conflict(ALREADY_FINALIZED);
    if (version.status !== "approved") throw conflict(NOT_READY_FOR_FINALIZATION);
    assertMsaCategory(version.category);
    const msa = await tx.msa.create({
      data: {
        versionId,
        investorId: version.investorId,
        templateId: version.templateId,
        finalizedContent,
        contentHash: hash,
        executiveNotes: input.executiveNotes,
        effectiveDate: input.effectiveDate ? new Date(`${input.effectiveDate}T00:00:00Z`) : null,
        finalizedBy: actor.id,
      },
      select: { id: true },
    });
    await tx.investorTemplateVersion.update({ where: { id: versionId }, data: { status: "finalized", finalizedAt: now } });
    await writeAudit(tx, {
      event: "template.status-changed",
      entityId: versionId,
      actorId: actor.id,
      before: { status: version.status },
      after: { status: "finalized" },
    });
    await writeAudit(tx, {
      event: "msa.finalized",
      entityId: msa.id,
      actorId: actor.id,
      after: {
        versionId,
        investorId: version.investorId,
        templateId: version.templateId,
        contentHash: hash,
        executiveNotes: input.executiveNotes,
        effectiveDate: input.effectiveDate,
        finalizedBy: actor.id,
      },
    });
    if (input.autoGeneratePDF) await afterCommit(storePdfEffect, { msaId: msa.id, nonce: newKeyNonce() });
    if (input.notifyInvestor) {
      await notifyUser(afterCommit, version.investorId, {
        kind: "msa.finalized",
        message: `${version.title} has been finalized and is ready for your signature.`,
        link: msaLink(msa.id),
        versionId,
      });
    }
    return msa.id;
  });
  return { msaId };
}

/**
 * The signer proves again who they are: their password, or a current authenticator code when their account
 * has codes on, or one of its passkeys answering a challenge of this session (issue 32 §4); checked before any lock is taken (argon2 is slow). Counted like a login
 * (lib/auth/rate-limit.ts): five wrong ones in the window and the account's signing answers 429 until it
 * passes, so a session left open cannot be used to guess its way to a signature. Answers how, for the record.
 */
async function confirmSigner(actor: SessionUser, input: Pick<SignInput, "password" | "code" | "passkey">, address: string, rp: RelyingParty | undefined): Promise<SigningAuthMethod> {
  const attempt = await beginSigningAttempt(actor.id, address);
  const db = await getDb();
  if (input.passkey !== undefined) {
    if (!rp || !(await passkeyConfirms(db, actor, input.passkey, rp))) throw new AppError("BAD_REQUEST", WRONG_SIGNING_PASSKEY, { fieldErrors: { passkey: [WRONG_SIGNING_PASSKEY] } });
    await clearSigningFailures(attempt);
    return "passkey";
  }
  if (input.code !== undefined) {
    if (!(await consumeTotpCode(db, actor.id, input.code))) throw new AppError("BAD_REQUEST", WRONG_SIGNING_CODE, { fieldErrors: { code: [WRONG_SIGNING_CODE] } });
    await clearSigningFailures(attempt);
    return "code";
  }
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password ?? ""))) {
    throw new AppError("BAD_REQUEST", WRONG_SIGNING_PASSWORD, { fieldErrors: { password: [WRONG_SIGNING_PASSWORD] } });
  }
  await clearSigningFailures(attempt);
  return "password";
}

/**
 * POST /api/templates/msa/{id}/sign: the investor for themselves, an employee for the company; each party
 * once, with the password (or an authenticator code) and the electronic-records consent (recorded with the signature, as is the hash
 * of the text signed).
 */
/** `rp`: this site, for a passkey's answer (lib/passkeys/relying-party.ts). */
export async function signMsa(actor: SessionUser, msaId: string, input: SignInput, client: RequestClient, rp?: RelyingParty, now = new Date()) {
  authorize(actor, "msa.sign");
  authorizeAgreements(actor);
  const authMethod = await confirmSigner(actor, input, client.address, rp);
  await transaction(async (tx, afterCommit) => {
    const [msa] = await tx.$queryRaw<{ id: string; investorId: string; versionId: string; signatureData: unknown; title: string; contentHash: string }[]>`
      SELECT m.id, m."investorId", m."versionId", m."signatureData", m."contentHash", t.title
      FROM msas m JOIN template_documents t ON t.id = m."templateId"
      WHERE m.id = ${msaId} FOR UPDATE OF m`;
    if (!msa || (!negotiates(actor) && msa.investorId !== actor.id)) throw notFound(MSA_NOT_FOUND);
    const consent = ELECTRONIC_RECORDS_CONSENT.version;
    const signer = { name: input.name, client, authMethod, now, consent, contentHash: msa.contentHash };
    // The investor signs as their legal profile names them now; the record keeps that copy (issue 19 §2).
    const profile = partyOf(actor, msa) === "investor" ? await readLegalProfile(tx, actor.id) : null;
    const legal = (p: SigningParty) => (p === "investor" ? investorParty(profile) : companyParty(input.name, input.title));
    const { party, data } = decideSignature(actor, msa, parseSignatureData(msa.signatureData), signer, legal);
    await tx.msa.update({ where: { id: msaId }, data: { signatureData: data } });
    await writeAudit(tx, {
      event: "msa.signed",
      entityId: msaId,
      actorId: actor.id,
      before: { party: null, signedBy: null, signedName: null, signedAt: null, consent: null, signedHash: null, partyName: null, signatoryName: null, signatoryTitle: null },
      after: {
        party,
        signedBy: actor.id,
        signedName: input.name,
        signedAt: now,
        consent,
        signedHash: msa.contentHash,
        partyName: data[`${party}PartyName`],
        signatoryName: data[`${party}SignatoryName`],
        signatoryTitle: data[`${party}SignatoryTitle`] || null,
      },
    });
    // The other side hears of the signature; the one that executes the MSA tells both sides (issue 31 §3).
    const about = { link: msaLink(msaId), versionId: msa.versionId };
    if (executionState(data) === "Fully Executed") {
      const executed = { ...about, kind: "msa.executed", message: `${msa.title} is fully executed: both parties have signed.` };
      await notifyUser(afterCommit, msa.investorId, executed);
      await notifyLegalTeam(afterCommit, executed);
    } else {
      const n = { ...about, kind: "msa.signed", message: `${msa.title} was signed by the ${party} (${input.name}).` };
      if (party === "investor") await notifyLegalTeam(afterCommit, n);
      else await notifyUser(afterCommit, msa.investorId, n);
    }
  });
  return toMsaWire(await getMsaRow(actor, msaId), actor);
}
