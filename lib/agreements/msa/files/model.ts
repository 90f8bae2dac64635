// What a downloaded MSA holds, whatever its format: title, parties, sections, the signature block, and a
// last page with the content hash and the agreement's history (issue 13). The PDF and DOCX writers only
// lay this out.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { htmlToBlocks, plainText, type Block } from "@/lib/agreements/msa/html-blocks";
import { executionState, parseSignatureData, signaturesOf } from "@/lib/agreements/msa/policy";
import { partiesOf } from "@/lib/agreements/msa/parties";
import { UNNAMED_INVESTOR } from "@/lib/agreements/msa/unnamed";
import { dayOf, type MsaRow } from "@/lib/agreements/msa/presenter";
import { SIGNING_PARTIES, type DownloadFormat, type ExecutionState } from "@/lib/agreements/msa/wire";
import { sanitizeFileName } from "@/lib/storage";

export type TrailEntry = { at: Date; label: string; by: string | null };
/** One party's signature block: the party by its legal name, the typed signature, who signed, their title, the date. */
export type SignatureLine = { party: string; signer: string | null; name: string | null; title: string | null; signedAt: Date | null };
/** One signature as the record page lists it (issue 19 §2, in the manner of a signing certificate). */
export type SignatureRecord = { party: string; name: string; signedAt: Date; account: string; address: string; consent: string | null; signedHash: string | null };

export type AgreementDocument = {
  title: string;
  companyName: string;
  investorName: string;
  /** The investor's postal address as the parties clause gives it; null until known. */
  investorAddress: string | null;
  effectiveDate: string | null;
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

/** A signature's lines on the record page, the same in both files. */
export function signatureRecordLines(r: SignatureRecord): { heading: string; lines: string[] } {
  return {
    heading: `${r.party}: ${r.name}`,
    lines: [
      `Signed ${r.signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`,
      `Account: ${r.account}`,
      `Address: ${r.address || "not recorded"}`,
      r.consent ? `Electronic-records consent: accepted (${r.consent})` : "Electronic-records consent: not recorded (signed before it was asked)",
      `Text signed (SHA-256): ${r.signedHash ?? "not recorded"}`,
    ],
  };
}

/** `tx` when called inside a transaction (the stored PDF's outbox run), whose connection must do the reads. */
export async function agreementDocument(row: MsaRow, tx?: Tx): Promise<AgreementDocument> {
  const db = tx ?? (await getDb());
  const threads = await db.redlineThread.findMany({
    where: { versionId: row.versionId, parentThreadId: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { createdAt: true, threadType: true, status: true, selectedText: true, author: { select: { username: true } } },
  });
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
    trail.push({ at: t.createdAt, label: `Redline (${t.threadType.replace("_", " ")}, now ${t.status}) on "${clip}"`, by: t.author.username });
  }
  if (v.approvedAt) trail.push({ at: v.approvedAt, label: "Approved", by: v.approver?.username ?? null });
  if (v.finalizedAt) trail.push({ at: v.finalizedAt, label: "Finalized", by: row.finalizer?.username ?? null });
  if (signed.investor) trail.push({ at: signed.investor.signedAt, label: `Signed by the investor as "${signed.investor.name}"`, by: signed.investor.username ?? null });
  if (signed.company) trail.push({ at: signed.company.signedAt, label: `Signed for ${companyName} as "${signed.company.name}"`, by: signed.company.username ?? null });
  trail.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    title: row.template.title,
    companyName,
    investorName,
    investorAddress: parties.investor?.address ?? null,
    effectiveDate: dayOf(row.effectiveDate),
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
    records: SIGNING_PARTIES.flatMap((party) => {
      const s = signed[party];
      if (!s) return [];
      const label = party === "investor" ? `${investorName} (the Investor)` : `${companyName} (the Company)`;
      return [{ party: label, name: s.name, signedAt: s.signedAt, account: s.username ?? "", address: s.address ?? "", consent: data[`${party}Consent`] ?? null, signedHash: data[`${party}ContentHash`] ?? null }];
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

/** MSA-<investor>-<yyyy-MM-dd>.<ext>: the investor and the day the agreement was finalized. */
export function downloadName(row: MsaRow, format: DownloadFormat): string {
  const day = dayOf(row.version.finalizedAt ?? row.createdAt);
  return sanitizeFileName(`MSA-${row.investor.username}-${day}.${format}`);
}
