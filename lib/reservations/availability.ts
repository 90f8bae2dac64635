// The one definition of "available to reserve": shared with investors, in stage Committed, and held by
// nobody. A rejection clears the holder (the project keeps only whose reservation was rejected, and why), so a rejected
// project is available again. The rule is written three ways for the three places that ask: a Prisma
// filter (lists), a predicate (a row already read under lock, or a row in the UI) and a SQL condition
// (aggregates); an integration test checks that all three pick the same rows. Type-only imports keep
// this file safe for client components.
import type { Prisma } from "@/generated/prisma/client";

export const availableWhere = {
  sharedWithInvestors: true,
  stage: "Committed",
  reservedBy: null,
} satisfies Prisma.ProjectWhereInput;

export function isAvailable(p: { sharedWithInvestors: boolean; stage: string; reservedBy: string | null }): boolean {
  return p.sharedWithInvestors && p.stage === "Committed" && p.reservedBy === null;
}

/** A constant SQL condition over unaliased `projects` columns; wrap it with `Prisma.raw` in server code. */
export const AVAILABLE_SQL = `("sharedWithInvestors" AND "stage" = 'Committed' AND "reservedBy" IS NULL)`;
