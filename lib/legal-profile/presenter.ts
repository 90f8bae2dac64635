import type { LegalProfile, LegalProfileWire } from "@/lib/legal-profile/wire";
import { isComplete } from "@/lib/legal-profile/party";

/** The same shape for the investor and for the employees who read it: a legal profile has nothing internal. */
export const toLegalProfileWire = (investorId: string, profile: LegalProfile<Date> | null): LegalProfileWire<Date> => ({
  investorId,
  complete: isComplete(profile),
  profile,
});
