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

/**
 * A party as the agreement names it (issue 19 §2): its legal name, who signs for it and their title, its
 * postal address. As recorded at signing once the party has signed; before that, the investor's legal
 * profile (null while it is incomplete) and the company's name.
 */
export type Party = { name: string; signatory: string | null; title: string | null; address: string | null };
export type Parties = { investor: Party | null; company: Party };

/** GET /api/templates/msa/{id}, /msa/investor/{investorId}; POST /msa/{id}/sign. */
export type MsaWire<D = string> = {
  id: string;
  versionId: string;
  investorId: string;
  templateId: string;
  template: TemplateRef;
  investor: UserRef;
  parties: Parties;
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
  /** The parties as the agreement names them, without the investor's postal address. */
  parties: { investor: Omit<Party, "address"> | null; company: Omit<Party, "address"> };
  signatures: { investor: PublicSignature<D> | null; company: PublicSignature<D> | null };
};

export type ShareLinkWire<D = string> = {
  id: string;
  createdAt: D;
  expiresAt: D;
  allowDownload: boolean;
  revokedAt: D | null;
  /** Who made the link; null for an investor when the portal's staff made it (employees' accounts stay internal). */
  createdBy: UserRef | null;
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
export const WRONG_SIGNING_PASSWORD = "The password is incorrect";
export const WRONG_SIGNING_CODE = "That code is not right (or was used already). Type the code your app shows now.";
export const WRONG_SIGNING_PASSKEY = "That passkey did not confirm it is you. Try again, or use your password.";
export const CONSENT_REQUIRED = "Agree to sign and keep records electronically to sign";

/**
 * The electronic-records consent a signer accepts with the signature (issue 19 §2; in the manner of the
 * E-SIGN Act's consumer consent). Its version is stored with each signature: a new wording needs a new version.
 */
export const ELECTRONIC_RECORDS_CONSENT = {
  version: "2026-11-e-records-1",
  text: "I agree to use electronic records and signatures for this agreement. My typed name is my signature and binds me as a handwritten signature would. I have read the agreement, I can download it as PDF or DOCX at any time, and I may ask for a paper copy.",
} as const;

export const alreadySigned = (party: SigningParty) => `This agreement has already been signed by the ${party}`;
