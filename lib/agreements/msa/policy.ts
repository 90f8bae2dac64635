// Who signs an MSA for which party, once each, and what its execution state is (spec 2 §3, §4; DESIGN.md
// "MSA"). Pure: takes the stored signatureData, returns what to store or throws the AppError to show.
import { conflict, forbidden } from "@/lib/errors";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import type { LegalParty } from "@/lib/legal-profile/party";
import type { RequestClient } from "@/lib/request";
import { PROFILE_REQUIRED } from "@/lib/legal-profile/wire";
import { alreadySigned, type ExecutionState, type Signature, type Signatures, type SigningParty } from "@/lib/agreements/msa/wire";

/**
 * signatureData as stored: the spec's four fields (investorSignature, investorSignedAt, companySignature,
 * companySignedAt) plus who signed, from which address, the consent version they accepted and the hash
 * of the text they signed; and the party as the agreement names it at that moment (issue 19 §2: its legal
 * name, signatory, title and postal address), so a later profile edit cannot change a signed document.
 */
export type SignatureData = Partial<
  Record<`${SigningParty}${"Signature" | "SignedAt" | "SignerId" | "SignerUsername" | SignerField | "Consent" | "ContentHash" | PartyField}`, string>
>;
type PartyField = "PartyName" | "SignatoryName" | "SignatoryTitle" | "PostalAddress";
/** How the signer came: address and browser, how they proved who they were, and when they gave the consent. */
type SignerField = "SignerAddress" | "SignerUserAgent" | "AuthMethod" | "ConsentedAt";

/** How a signer proved who they were at the moment of signing; the certificate page prints it. */
export type SigningAuthMethod = "password" | "code" | "passkey";

export function parseSignatureData(value: unknown): SignatureData {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) as SignatureData;
}

function signatureOf(data: SignatureData, party: SigningParty, withAddress: boolean): Signature<Date> | null {
  const name = data[`${party}Signature`];
  const signedAt = data[`${party}SignedAt`];
  if (!name || !signedAt) return null;
  const signature: Signature<Date> = { name, signedAt: new Date(signedAt), userId: data[`${party}SignerId`] ?? "", username: data[`${party}SignerUsername`] ?? "" };
  if (withAddress) signature.address = data[`${party}SignerAddress`] ?? "";
  return signature;
}

export function signaturesOf(data: SignatureData, withAddress = false): Signatures<Date> {
  return { investor: signatureOf(data, "investor", withAddress), company: signatureOf(data, "company", withAddress) };
}

/** Fully executed when both signature timestamps exist (spec 2 §4). */
export function executionState(data: SignatureData): ExecutionState {
  return data.investorSignedAt && data.companySignedAt ? "Fully Executed" : "Pending Execution";
}

type Signer = { id: string; role: Role };

/** The party a user signs for: the MSA's own investor as investor, the legal team for the company; anyone else none. */
export function partyOf(user: Signer, msa: { investorId: string }): SigningParty | null {
  if (can(user, "templates.negotiate")) return "company";
  if (can(user, "templates.review") && user.id === msa.investorId) return "investor";
  return null;
}

/** What the user may sign now: their party, unless it has signed already. */
export function canSign(user: Signer, msa: { investorId: string }, data: SignatureData): SigningParty | null {
  const party = partyOf(user, msa);
  return party && !data[`${party}SignedAt`] ? party : null;
}

/** The signatureData after the user signs with their typed name, or the refusal: each party signs once. */
export function decideSignature(
  user: Signer & { username: string },
  msa: { investorId: string },
  data: SignatureData,
  signer: { name: string; client: RequestClient; authMethod: SigningAuthMethod; now: Date; consent: string; contentHash: string },
  /** The party as it signs: the investor's from their legal profile (null while incomplete), the company's from its name. */
  legal: (party: SigningParty) => LegalParty | null,
): { party: SigningParty; data: SignatureData } {
  const party = partyOf(user, msa);
  if (!party) throw forbidden("Only the investor or the company can sign this agreement");
  if (data[`${party}SignedAt`]) throw conflict(alreadySigned(party));
  const named = legal(party);
  if (!named) throw conflict(PROFILE_REQUIRED);
  return {
    party,
    data: {
      ...data,
      [`${party}Signature`]: signer.name,
      [`${party}SignedAt`]: signer.now.toISOString(),
      [`${party}SignerId`]: user.id,
      [`${party}SignerUsername`]: user.username,
      [`${party}SignerAddress`]: signer.client.address,
      // Only a known browser is written: the certificate says "not recorded" for a client that sent none.
      ...(signer.client.userAgent ? { [`${party}SignerUserAgent`]: signer.client.userAgent } : {}),
      [`${party}AuthMethod`]: signer.authMethod,
      [`${party}Consent`]: signer.consent,
      // The consent is given in the signing dialog, with the signature: the same instant.
      [`${party}ConsentedAt`]: signer.now.toISOString(),
      [`${party}ContentHash`]: signer.contentHash,
      [`${party}PartyName`]: named.name,
      [`${party}SignatoryName`]: named.signatory,
      [`${party}SignatoryTitle`]: named.title,
      [`${party}PostalAddress`]: named.address,
    },
  };
}
