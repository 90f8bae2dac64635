// Legal profiles for integration tests, written straight to the database (the service's own tests go through it).
import { getDb } from "@/lib/db";
import type { LegalProfileInput } from "@/lib/legal-profile/schemas";

export const INDIVIDUAL_PROFILE: LegalProfileInput = {
  kind: "individual",
  legalName: "王小明 Łukasz Żółć",
  signatoryName: null,
  signatoryTitle: null,
  addressLine1: "12 Harbour Road",
  addressLine2: null,
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "United States",
};

export const ENTITY_PROFILE: LegalProfileInput = {
  kind: "entity",
  legalName: "Żółć Capital Partners LLC",
  signatoryName: "Łukasz Żółć",
  signatoryTitle: "Managing Member",
  addressLine1: "500 Market Street",
  addressLine2: "Suite 1200",
  city: "San Francisco",
  region: "CA",
  postalCode: "94105",
  country: "United States",
};

export async function makeLegalProfile(userId: string, profile: LegalProfileInput = INDIVIDUAL_PROFILE) {
  const db = await getDb();
  return db.legalProfile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
}
