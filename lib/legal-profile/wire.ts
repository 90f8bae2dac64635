// The legal profile as the API sends it, and the texts the server sends that screens may match.
// Client-safe (types and constants only). `D` is the date type: Date on the server, ISO text on the wire.
import type { LegalProfileKind } from "@/lib/legal-profile/schemas";

export type LegalProfile<D = string> = {
  kind: LegalProfileKind;
  legalName: string;
  signatoryName: string | null;
  signatoryTitle: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
  updatedAt: D;
};

/** GET/PUT /api/profile/legal, GET /api/profile/legal/{investorId}: null until the investor fills it in. */
export type LegalProfileWire<D = string> = { investorId: string; complete: boolean; profile: LegalProfile<D> | null };

/** Where the investor fills it in: the user menu and the signing screen link here. */
export const LEGAL_PROFILE_PATH = "/profile/legal";

export const LEGAL_PROFILE_NOT_FOUND = "Investor not found";
export const PROFILE_REQUIRED =
  "Complete your legal profile (your legal name and postal address) before signing: the agreement names you by it.";
