// The two parties as an MSA names them (issue 19 §2 "Parties by legal name"): once a party has signed, as
// its signature record keeps them; before that, the investor by their legal profile as it stands and the
// company by its configured name. Never by a username.
import "server-only";
import { env } from "@/lib/env";
import { isComplete, partyOf, type LegalParty } from "@/lib/legal-profile/party";
import type { LegalProfile } from "@/lib/legal-profile/wire";
import type { SignatureData } from "@/lib/agreements/msa/policy";
import type { Parties, Party, SigningParty } from "@/lib/agreements/msa/wire";


type Profile = Omit<LegalProfile<unknown>, "updatedAt"> | null;

function recorded(data: SignatureData, party: SigningParty): Party | null {
  const name = data[`${party}PartyName`];
  if (!data[`${party}SignedAt`] || !name) return null;
  return { name, signatory: data[`${party}SignatoryName`] || null, title: data[`${party}SignatoryTitle`] || null, address: data[`${party}PostalAddress`] || null };
}

/** The investor's party from their current profile: null while it is incomplete (they cannot sign yet). */
export function investorParty(profile: Profile): LegalParty | null {
  return profile && isComplete(profile) ? partyOf(profile) : null;
}

/** The company signs through the employee who signs for it, with the title they give. */
export const companyParty = (signatory: string, title: string | null): LegalParty => ({ name: env.branding.companyName, signatory, title: title ?? "", address: "" });

/**
 * Both parties. An investor who signed before profiles existed has no recorded party: their current
 * profile names them, or null. A company signature from then shows its typed name as its signatory.
 */
export function partiesOf(data: SignatureData, profile: Profile): Parties {
  const current = investorParty(profile);
  return {
    investor: recorded(data, "investor") ?? (current && { ...current, address: current.address || null }),
    company: recorded(data, "company") ?? { name: env.branding.companyName, signatory: data.companySignature ?? null, title: null, address: null },
  };
}
