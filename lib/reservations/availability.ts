// The one definition of "available to reserve": shared with investors, in stage Committed, and held by
// nobody. A rejection clears the holder (the rejection itself stays in the audit log), so a rejected
// project is available again.
import type { Prisma } from "@/generated/prisma/client";

export const availableWhere = {
  sharedWithInvestors: true,
  stage: "Committed",
  reservedBy: null,
} satisfies Prisma.ProjectWhereInput;

export function isAvailable(p: { sharedWithInvestors: boolean; stage: string; reservedBy: string | null }): boolean {
  return p.sharedWithInvestors && p.stage === "Committed" && p.reservedBy === null;
}
