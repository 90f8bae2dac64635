import "server-only";
import type { Db, Tx } from "@/lib/db";
import type { LegalProfile } from "@/lib/legal-profile/wire";

export const legalProfileSelect = {
  kind: true,
  legalName: true,
  signatoryName: true,
  signatoryTitle: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  region: true,
  postalCode: true,
  country: true,
  updatedAt: true,
} as const;

/** The investor's profile as stored, or null before they fill it in. `db` is the transaction when inside one. */
export async function readLegalProfile(db: Db | Tx, userId: string): Promise<LegalProfile<Date> | null> {
  return db.legalProfile.findUnique({ where: { userId }, select: legalProfileSelect });
}
