import "server-only";
// estimateItc (lib/itc/estimate.ts) as a SQL expression over `projects` columns, for sums the database
// makes (the dashboard cards). Built from the same constants; lib/itc/sql.int.test.ts checks that both
// give the same credit for every case of the estimate's table test.
import { Prisma } from "@/generated/prisma/client";
import { BASE_RATE, FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE, PER_ITEM_CAP, PWA_RATE } from "@/lib/itc/estimate";

/** The project's estimated credit (numeric(12,2)); `p` is the alias of the projects row. */
export function itcCreditSql(p: Prisma.Sql = Prisma.sql`projects`): Prisma.Sql {
  const col = (name: string) => Prisma.sql`${p}.${Prisma.raw(`"${name}"`)}`;
  const rate = Prisma.sql`(CASE WHEN ${col("prevailingWageMet")} THEN ${PWA_RATE}::numeric ELSE ${BASE_RATE}::numeric END)`;
  return Prisma.sql`(CASE WHEN ${col("tractEligible")} AND ${col("censusTract")} IS NOT NULL AND ${col("prevailingWageMet")} IS NOT NULL
      AND ${col("numberOfChargers")} > 0
      AND ${col("placedInServiceDate")} BETWEEN ${FIRST_PLACED_IN_SERVICE}::date AND ${LAST_PLACED_IN_SERVICE}::date
    THEN LEAST(ROUND(${col("projectCost")} * ${rate}, 2), ${PER_ITEM_CAP}::numeric * ${col("numberOfChargers")})
    ELSE 0 END)::numeric(12,2)`;
}
