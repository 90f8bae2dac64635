// What a downloaded MSA holds, whatever its format: title, parties, sections, the signature block, and a
// last page, the signing certificate: each signature's party, signer, authentication, consent, time,
// address and browser, the content hash and the agreement's history (issues 13, 33). The PDF and DOCX
// writers only lay this out.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { htmlToBlocks, plainText, type Block } from "@/lib/agreements/msa/html-blocks";
import { executionState, parseSignatureData, signaturesOf, type SignatureData } from "@/lib/agreements/msa/policy";
import { partiesOf } from "@/lib/agreements/msa/parties";
import { UNNAMED_INVESTOR } from "@/lib/agreements/msa/unnamed";
import { dayOf, type MsaRow } from "@/lib/agreements/msa/presenter";
import { effectiveDateText } from "@/lib/agreements/msa/effective-date";
import { SIGNING_PARTIES, type DownloadFormat, type ExecutionState, type SigningParty } from "@/lib/agreements/msa/wire";
import { sanitizeFileName } from "@/lib/storage";
import { personFor, type Audience } from "@/lib/users/audience";

export type TrailEntry = { at: Date; label: string; by: string | null };
/** One party's signature block: the party by its legal name, the typed signature, who signed, their title, the date. */
export type SignatureLine = { party: string; signer: string | null; name: string | null; title: string | null; signedAt: Date | null };
/**
 * One signature as the signing certificate lists it (issue 33 §2, in the manner of Documenso's certificate
 * page). `account`, `address` and `browser` are null where the reader is not told them (issue 30 §3: another
 * party's account and network address; nothing of the kind to a share link's reader); an empty `address` or
 * `browser` is one that was not recorded.
 */
export type SignatureRecord = {
  role: "Investor" | "Company";
  /** The party's legal name as recorded at signing. */
  legalName: string;
  /** Who signed for the party, and their title. */
  signatory: string | null;
  title: string | null;
  /** The typed signature. */
  name: string;
  signedAt: Date;
  /** How the signer proved who they were when signing: "password" unless the record says otherwise. */
  authentication: string;
  /** The consent's version, and when it was given (with the signature unless recorded apart). */
  consent: string | null;
  consentedAt: Date | null;
  account: string | null;
  address: string | null;
  browser: string | null;
  signedHash: string | null;
};

export type AgreementDocument = {
  title: string;
  companyName: string;
  investorName: string;
  /** The investor's postal address as the parties clause gives it; null until known. */
  investorAddress: string | null;
  /** As printed: the given date, the day of the last signature once both signed, or the rule that fixes it. */
  effectiveDate: string;
  finalizedAt: Date | null;
  blocks: Block[];
  signatures: SignatureLine[];
  records: SignatureRecord[];
  executionState: ExecutionState;
  contentHash: string;
  trail: TrailEntry[];
};

/** "2026-11-24 09:30 UTC": one unambiguous form for every time in the files. */
export const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The agreement's blocks without a leading heading that repeats the title both files already print. */
export function bodyBlocks(doc: AgreementDocument): Block[] {
  const [first, ...rest] = doc.blocks;
  const repeatsTitle = first?.kind === "heading" && plainText(first.runs).trim().toLowerCase() === doc.title.trim().toLowerCase();
  return repeatsTitle ? rest : doc.blocks;
}

/** `Between … (the "Company") and …, of <address> (the "Investor")`: the parties clause, the same in both files. */
export const partiesLine = (doc: AgreementDocument) =>
  `Between ${doc.companyName} (the "Company") and ${doc.investorName}${doc.investorAddress ? `, of ${doc.investorAddress},` : ""} (the "Investor")`;

/** A party's signature block, each item on its own line (issue 19 §2), the same in both files. */
export function signatureBlockLines(s: SignatureLine): { heading: string; lines: string[] } {
  return {
    heading: s.party,
    lines: [
      s.signer ? `By: /s/ ${s.signer}` : "By: ______________________ (not yet signed)",
      `Name: ${s.name ?? "—"}`,
      ...(s.title ? [`Title: ${s.title}`] : []),
      `Date signed: ${s.signedAt ? stamp(s.signedAt) : "—"}`,
    ],
  };
}

/** "2026-11-24 09:30:05 UTC": a signing certificate's times, to the second. */
export const stampSeconds = (d: Date) => `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** A row of the signing certificate; `mono` for hexadecimal, drawn in the monospace face. */
export type CertificateRow = { label: string; value: string; mono?: boolean };

/** A signature's heading and rows on the signing certificate, the same in both files. */
export function certificateOf(r: SignatureRecord): { heading: string; rows: CertificateRow[] } {
  const signedBy = [r.signatory ?? r.name, r.title].filter(Boolean).join(", ");
  return {
    heading: `${r.role}: ${r.legalName}`,
    rows: [
      { label: "Legal name", value: r.legalName },
      { label: "Role", value: r.role },
      { label: "Signed by", value: signedBy },
      { label: "Signature", value: `/s/ ${r.name}` },
      ...(r.account === null ? [] : [{ label: "Account", value: r.account }]),
      { label: "Authentication", value: r.authentication },
      {
        label: "E-records consent",
        value: r.consent ? `accepted ${stampSeconds(r.consentedAt ?? r.signedAt)} (${r.consent})` : "not recorded (signed before it was asked)",
      },
      { label: "Signed", value: stampSeconds(r.signedAt) },
      ...(r.address === null ? [] : [{ label: "Network address", value: r.address || "not recorded" }]),
      ...(r.browser === null ? [] : [{ label: "Browser", value: r.browser || "not recorded" }]),
      { label: "Text signed (SHA-256)", value: r.signedHash ?? "not recorded", mono: !!r.signedHash },
    ],
  };
}

/** What the signing certificate says about the file's seal: the PDF carries one, the Word copy does not. */
export const sealNote = (doc: Pick<AgreementDocument, "companyName">, format: DownloadFormat) =>
  format === "pdf"
    ? `This file carries the digital signature (PAdES) of ${doc.companyName}: a PDF reader's signature panel shows who sealed it and whether anything in it changed afterwards.`
    : `This Word copy is not sealed; the PDF copy carries the digital signature (PAdES) of ${doc.companyName}, which a PDF reader checks.`;

/**
 * What a signature record may hold beyond what signing writes today (lib/agreements/msa/policy.ts): how the
 * signer was authenticated (`<party>AuthMethod`: a passkey or a code once the second factor signs), when the
 * consent was given if apart from the signature (`<party>ConsentedAt`), and the browser
 * (`<party>SignerUserAgent`). Absent, the certificate says "password", the signing time and "not recorded".
 */
function signingDetails(data: SignatureData, party: SigningParty): { authentication: string | null; consentedAt: Date | null; browser: string | null } {
  const record = data as Record<string, string | undefined>;
  const consentedAt = record[`${party}ConsentedAt`] ? new Date(record[`${party}ConsentedAt`]!) : null;
  return {
    authentication: record[`${party}AuthMethod`] || null,
    consentedAt: consentedAt && !Number.isNaN(consentedAt.getTime()) ? consentedAt : null,
    browser: record[`${party}SignerUserAgent`] || null,
  };
}

/** The recorded method (lib/agreements/msa/policy.ts SigningAuthMethod) as the certificate names it. */
const AUTHENTICATION_SHOWN: Record<string, string> = { password: "password", code: "authenticator code", passkey: "passkey" };

const staff = (username: string | null | undefined) => (username ? { username, role: "employee" as const } : null);

/**
 * The agreement as `audience` may read it: employees get every account and address; the investor their own
 * and "Portal staff" for the firm's people; a share link's reader no account, no network address and no
 * postal address. `tx` when called inside a transaction (the stored PDF's outbox run), whose connection
 * must do the reads.
 */
export async function agreementDocument(row: MsaRow, audience: Audience, tx?: Tx): Promise<AgreementDocument> {
  const db = tx ?? (await getDb());
  const threads = await db.redlineThread.findMany({
    where: { versionId: row.versionId, parentThreadId: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { createdAt: true, threadType: true, status: true, selectedText: true, author: { select: { username: true, role: true } } },
  });
  const who = (person: Parameters<typeof personFor>[1]) => personFor(audience, person);
  const investorAccount = { username: row.investor.username, role: "external" as const };
  const data = parseSignatureData(row.signatureData);
  const signed = signaturesOf(data, true);
  const companyName = env.branding.companyName;
  // By legal name, as recorded at signing (issue 19 §2); never the account's username.
  const parties = partiesOf(data, row.investor.legalProfile);
  const investorName = parties.investor?.name ?? UNNAMED_INVESTOR;
  const v = row.version;
  const trail: TrailEntry[] = [{ at: v.createdAt, label: "Template assigned to the investor", by: null }];
  if (v.reviewStartedAt) trail.push({ at: v.reviewStartedAt, label: "Review started", by: null });
  if (v.redlineSubmittedAt) trail.push({ at: v.redlineSubmittedAt, label: "First redline submitted", by: null });
  for (const t of threads) {
    const clip = t.selectedText.length > 60 ? `${t.selectedText.slice(0, 59)}…` : t.selectedText;
    trail.push({ at: t.createdAt, label: `Redline (${t.threadType.replace("_", " ")}, now ${t.status}) on "${clip}"`, by: who(t.author) });
  }
  if (v.approvedAt) trail.push({ at: v.approvedAt, label: "Approved", by: who(staff(v.approver?.username)) });
  if (v.finalizedAt) trail.push({ at: v.finalizedAt, label: "Finalized", by: who(staff(row.finalizer?.username)) });
  if (signed.investor) trail.push({ at: signed.investor.signedAt, label: `Signed by the investor as "${signed.investor.name}"`, by: who(investorAccount) });
  if (signed.company) trail.push({ at: signed.company.signedAt, label: `Signed for ${companyName} as "${signed.company.name}"`, by: who(staff(signed.company.username)) });
  trail.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    title: row.template.title,
    companyName,
    investorName,
    investorAddress: audience === "public" ? null : (parties.investor?.address ?? null),
    effectiveDate: effectiveDateText(dayOf(row.effectiveDate), signed),
    finalizedAt: v.finalizedAt,
    blocks: htmlToBlocks(row.finalizedContent),
    signatures: [
      {
        party: `COMPANY: ${parties.company.name}`,
        signer: signed.company?.name ?? null,
        name: parties.company.signatory,
        title: parties.company.title,
        signedAt: signed.company?.signedAt ?? null,
      },
      {
        party: `INVESTOR: ${investorName}`,
        signer: signed.investor?.name ?? null,
        name: parties.investor?.signatory ?? null,
        title: parties.investor?.title ?? null,
        signedAt: signed.investor?.signedAt ?? null,
      },
    ],
    records: SIGNING_PARTIES.flatMap((party): SignatureRecord[] => {
      const s = signed[party];
      if (!s) return [];
      const named = parties[party];
      // A network address and browser are the reader's to see only for their own signature (employees see both).
      const ownSignature = audience === "employee" || (audience === "investor" && party === "investor");
      const account = audience === "public" ? null : who(party === "investor" ? investorAccount : staff(s.username));
      const extra = signingDetails(data, party);
      return [
        {
          role: party === "investor" ? "Investor" : "Company",
          legalName: party === "investor" ? investorName : parties.company.name,
          signatory: named?.signatory ?? null,
          title: named?.title ?? null,
          name: s.name,
          signedAt: s.signedAt,
          authentication: AUTHENTICATION_SHOWN[extra.authentication ?? "password"] ?? extra.authentication ?? "password",
          consent: data[`${party}Consent`] ?? null,
          consentedAt: extra.consentedAt,
          account,
          address: ownSignature ? (s.address ?? "") : null,
          browser: ownSignature ? (extra.browser ?? "") : null,
          signedHash: data[`${party}ContentHash`] ?? null,
        },
      ];
    }),
    executionState: executionState(data),
    contentHash: row.contentHash,
    trail,
  };
}

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** MSA-<investor>-<yyyy-MM-dd>.<ext>: the investor (their account, except to a share link's reader) and the day the agreement was finalized. */
export function downloadName(row: MsaRow, format: DownloadFormat, audience: Audience): string {
  const day = dayOf(row.version.finalizedAt ?? row.createdAt);
  return sanitizeFileName(audience === "public" ? `MSA-${day}.${format}` : `MSA-${row.investor.username}-${day}.${format}`);
}

