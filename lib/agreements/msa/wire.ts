// The MSA as the server's presenters build it (issue 13; /tmp/msa-contract.md); the screens read the
// registry's response types instead (components/agreements/msa/wire-types.ts). Client-safe (types and
// constants only). `D` is the date type: Date on the server, ISO text once it went over the wire.
import type { TemplateCategory } from "@/lib/agreements/statuses";

export type UserRef = { id: string; username: string };
export type TemplateRef = { id: string; title: string; category: TemplateCategory; version: string };

export const EXECUTION_STATES = ["Pending Execution", "Fully Executed"] as const;
export type ExecutionState = (typeof EXECUTION_STATES)[number];

export const SIGNING_PARTIES = ["investor", "company"] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

/**
 * One party's signature: the typed full name, when, and who. Who (`userId`, `username`) is left out of the
 * company's signature for the investor; `address` (the signer's IP) is for employees only.
 */
export type Signature<D = string> = { name: string; signedAt: D; userId?: string; username?: string; address?: string };

export type Signatures<D = string> = { investor: Signature<D> | null; company: Signature<D> | null };

/** GET /api/templates/msa/{id}, /msa/investor/{investorId}; POST /msa/{id}/sign. */
export type MsaWire<D = string> = {
  id: string;
  versionId: string;
  investorId: string;
  templateId: string;
  template: TemplateRef;
  investor: UserRef;
  finalizer: UserRef | null;
  /** Sanitized HTML. */
  finalizedContent: string;
  /** SHA-256 (hex) of finalizedContent, recorded at finalization. */
  contentHash: string;
  /** Employees only: null for the investor. */
  executiveNotes: string | null;
  /** yyyy-MM-dd or null. */
  effectiveDate: string | null;
  createdAt: D;
  reviewStartedAt: D | null;
  redlineSubmittedAt: D | null;
  approvedAt: D | null;
  finalizedAt: D | null;
  updatedAt: D;
  signatures: Signatures<D>;
  executionState: ExecutionState;
  /** What the caller may sign now. */
  canSign: SigningParty | null;
};

/** The public share page's view: the agreement, the parties and the signatures, nothing else. */
export type PublicSignature<D = string> = { name: string; signedAt: D };
export type PublicMsaWire<D = string> = Pick<MsaWire<D>, "finalizedContent" | "contentHash" | "effectiveDate" | "finalizedAt" | "executionState"> & {
  template: { title: string; version: string };
  /** The parties as the agreement names them (the company is the firm's configured name). */
  parties: { investor: string };
  signatures: { investor: PublicSignature<D> | null; company: PublicSignature<D> | null };
};

export type ShareLinkWire<D = string> = {
  id: string;
  createdAt: D;
  expiresAt: D;
  allowDownload: boolean;
  revokedAt: D | null;
  createdBy: UserRef;
  viewCount: number;
  lastViewedAt: D | null;
};

/** GET /api/templates/approved/{versionId} and /approved/investor/{investorId}. */
export type ApprovedRecord<D = string> = {
  id: string;
  template: TemplateRef;
  investor: UserRef;
  approver: UserRef | null;
  approvedAt: D | null;
  resolvedThreads: number;
  pendingThreads: number;
};


export const DOWNLOAD_FORMATS = ["pdf", "docx"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** Spec 2 §9: share link defaults. */
export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 365;

// The texts the server sends and the screens may match.
export const MSA_NOT_FOUND = "No finalized MSA found for this investor";
export const NOT_READY_FOR_FINALIZATION = "The requested template is not approved or ready for finalization.";
export const FINALIZE_GATES_UNMET = "Legal review and compliance check must be completed before finalization";
export const SHARE_LINK_GONE = "This share link has expired or been revoked";
export const alreadySigned = (party: SigningParty) => `This agreement has already been signed by the ${party}`;
