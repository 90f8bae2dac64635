// How an agreement names a party from a legal profile (issue 19 §2): the party, the person who signs for it,
// their title, and the postal address. Pure and client-safe; the MSA snapshots these at signing.
import type { LegalProfile } from "@/lib/legal-profile/wire";

export type LegalParty = { name: string; signatory: string; title: string; address: string };

/** The title an individual signs with: they sign for themselves. */
export const INDIVIDUAL_TITLE = "Individual";

/** Every field the agreement needs is there. The form's schema requires them all, so a stored profile is complete. */
export function isComplete(p: Omit<LegalProfile<unknown>, "updatedAt"> | null): boolean {
  if (!p || !p.legalName || !p.addressLine1 || !p.city || !p.postalCode || !p.country) return false;
  return p.kind === "individual" || (!!p.signatoryName && !!p.signatoryTitle);
}

/** "1 Main St, Suite 2, Springfield, IL 62701, United States": one line, as a parties clause writes it. */
export function postalAddress(p: Pick<LegalProfile<unknown>, "addressLine1" | "addressLine2" | "city" | "region" | "postalCode" | "country">): string {
  const locality = [p.city, [p.region, p.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [p.addressLine1, p.addressLine2, locality, p.country].filter(Boolean).join(", ");
}

/** The party a profile names: an individual signs as themselves, an entity through its signatory. */
export function partyOf(p: Omit<LegalProfile<unknown>, "updatedAt">): LegalParty {
  const individual = p.kind === "individual";
  return {
    name: p.legalName,
    signatory: individual ? p.legalName : (p.signatoryName ?? ""),
    title: individual ? INDIVIDUAL_TITLE : (p.signatoryTitle ?? ""),
    address: postalAddress(p),
  };
}
