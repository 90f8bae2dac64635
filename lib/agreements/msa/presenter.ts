// The MSA as each viewer may see it, decided in one place (issue 19 §2 "Internal notes stay internal"):
// employees see everything, with the signers' addresses; the investor sees their agreement without the
// executive notes and without the employees' accounts; a share link's reader sees the agreement, the
// parties and the signatures, nothing else.
import "server-only";
import type { SessionUser } from "@/lib/session";
import { negotiates } from "@/lib/agreements/access";
import type { TemplateCategory } from "@/lib/agreements/statuses";
import { canSign, executionState, parseSignatureData, signaturesOf } from "@/lib/agreements/msa/policy";
import type { MsaWire, PublicMsaWire } from "@/lib/agreements/msa/wire";
import { partiesOf } from "@/lib/agreements/msa/parties";
import { legalProfileSelect } from "@/lib/legal-profile/queries";
import type { LegalProfile } from "@/lib/legal-profile/wire";

export const msaSelect = {
  id: true,
  versionId: true,
  investorId: true,
  templateId: true,
  finalizedContent: true,
  contentHash: true,
  executiveNotes: true,
  effectiveDate: true,
  signatureData: true,
  finalizedFilePath: true,
  createdAt: true,
  updatedAt: true,
  template: { select: { id: true, title: true, category: true } },
  investor: { select: { id: true, username: true, legalProfile: { select: legalProfileSelect } } },
  finalizer: { select: { id: true, username: true } },
  version: {
    select: {
      templateVersion: true,
      createdAt: true,
      reviewStartedAt: true,
      redlineSubmittedAt: true,
      approvedAt: true,
      finalizedAt: true,
      approver: { select: { id: true, username: true } },
    },
  },
} as const;

export type MsaRow = {
  id: string;
  versionId: string;
  investorId: string;
  templateId: string;
  finalizedContent: string;
  contentHash: string;
  executiveNotes: string | null;
  effectiveDate: Date | null;
  signatureData: unknown;
  finalizedFilePath: string | null;
  createdAt: Date;
  updatedAt: Date;
  template: { id: string; title: string; category: TemplateCategory };
  investor: { id: string; username: string; legalProfile: LegalProfile<Date> | null };
  finalizer: { id: string; username: string } | null;
  version: {
    templateVersion: string;
    createdAt: Date;
    reviewStartedAt: Date | null;
    redlineSubmittedAt: Date | null;
    approvedAt: Date | null;
    finalizedAt: Date | null;
    approver: { id: string; username: string } | null;
  };
};

export const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The agreement itself: what a share link shows too. */
function agreementFields(row: MsaRow) {
  return {
    finalizedContent: row.finalizedContent,
    contentHash: row.contentHash,
    effectiveDate: dayOf(row.effectiveDate),
    finalizedAt: row.version.finalizedAt,
  };
}

/** The agreement and its life's dates, for the signed-in readers. */
function documentFields(row: MsaRow) {
  return {
    ...agreementFields(row),
    createdAt: row.createdAt,
    reviewStartedAt: row.version.reviewStartedAt,
    redlineSubmittedAt: row.version.redlineSubmittedAt,
    approvedAt: row.version.approvedAt,
    updatedAt: row.updatedAt,
  };
}
export function toMsaWire(row: MsaRow, viewer: SessionUser): MsaWire<Date> {
  const data = parseSignatureData(row.signatureData);
  const employee = negotiates(viewer);
  const signatures = signaturesOf(data, employee);
  const company = signatures.company;
  return {
    id: row.id,
    versionId: row.versionId,
    investorId: row.investorId,
    templateId: row.templateId,
    template: { ...row.template, version: row.version.templateVersion },
    investor: { id: row.investor.id, username: row.investor.username },
    parties: partiesOf(data, row.investor.legalProfile),
    finalizer: employee ? row.finalizer : null,
    ...documentFields(row),
    executiveNotes: employee ? row.executiveNotes : null,
    // Who signed for the company is the company's affair: the investor sees the name typed and the time.
    signatures: employee || !company ? signatures : { ...signatures, company: { name: company.name, signedAt: company.signedAt } },
    executionState: executionState(data),
    canSign: canSign(viewer, row, data),
  };
}

/** A share link's reader: the agreement, the parties and the signatures' names and times. */
export function toPublicMsa(row: MsaRow): PublicMsaWire<Date> {
  const data = parseSignatureData(row.signatureData);
  const { investor, company } = signaturesOf(data);
  const strip = (s: typeof investor) => (s ? { name: s.name, signedAt: s.signedAt } : null);
  // The parties by name, signatory and title: the investor's postal address stays with the signed-in readers.
  const parties = partiesOf(data, row.investor.legalProfile);
  const publicParty = (p: typeof parties.company | null) => p && { name: p.name, signatory: p.signatory, title: p.title };
  return {
    template: { title: row.template.title, version: row.version.templateVersion },
    parties: { investor: publicParty(parties.investor), company: publicParty(parties.company)! },
    ...agreementFields(row),
    signatures: { investor: strip(investor), company: strip(company) },
    executionState: executionState(data),
  };
}
