// The §30C credit estimate for one project (issue 22 §3). Pure and client-safe; exact to the cent with
// Prisma's Decimal. The same rule aggregated in SQL is lib/itc/sql.ts, built from these constants.
import { Prisma } from "@/generated/prisma/browser";

const Decimal = Prisma.Decimal;
type Decimal = InstanceType<typeof Decimal>;

// 26 U.S.C. § 30C (alternative fuel vehicle refueling property credit) as amended by the Inflation
// Reduction Act of 2022, Pub. L. 117-169, § 13404, for property of a character subject to depreciation:
// each charger is a single item of property (§ 30C(b)(1)); its credit is 6 % of its cost (§ 30C(a)),
// 30 % when the prevailing wage and apprenticeship requirements are met (§ 30C(g)), at most $100,000 per
// item (§ 30C(b)(1)); only property in a low-income community or non-urban census tract qualifies
// (§ 30C(c)(3)); the amended rules apply to property placed in service after 31 December 2022. The 2025
// act (Pub. L. 119-21, § 70503) ends the credit for property placed in service after 30 June 2026.
export const BASE_RATE = "0.06";
export const PWA_RATE = "0.30";
export const PER_ITEM_CAP = "100000.00";
export const FIRST_PLACED_IN_SERVICE = "2023-01-01";
export const LAST_PLACED_IN_SERVICE = "2026-06-30";

export type ItcInputs = {
  projectCost: string;
  numberOfChargers: number;
  /** yyyy-MM-dd, or null when not recorded. */
  placedInServiceDate: string | null;
  censusTract: string | null;
  tractEligible: boolean | null;
  prevailingWageMet: boolean | null;
};

export type ItcStatus = "estimated" | "missing-inputs" | "tract-not-eligible" | "outside-window";

export type ItcEstimate = {
  status: ItcStatus;
  /** Why the estimate is what it is, in a sentence the dialog and the tax pack show. */
  reason: string;
  /** The estimated credit for the whole project, "0.00" unless estimated. */
  credit: string;
  /** The rate applied ("0.30" or "0.06"), the items (chargers), one item's cost and credit; null when not estimated. */
  rate: string | null;
  items: number | null;
  itemCost: string | null;
  itemCredit: string | null;
  /** True when the $100,000 per-item cap lowered the credit. */
  capped: boolean;
};

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

function nothing(status: Exclude<ItcStatus, "estimated">, reason: string): ItcEstimate {
  return { status, reason, credit: "0.00", rate: null, items: null, itemCost: null, itemCredit: null, capped: false };
}

export function estimateItc(p: ItcInputs): ItcEstimate {
  const missing = [
    p.placedInServiceDate === null && "placed-in-service date",
    !p.censusTract && "census tract",
    p.tractEligible === null && "tract eligibility",
    p.prevailingWageMet === null && "prevailing wage and apprenticeship",
    !(p.numberOfChargers > 0) && "number of chargers",
  ].filter((m): m is string => typeof m === "string");
  if (missing.length) return nothing("missing-inputs", `Not recorded: ${missing.join(", ")}`);
  if (!p.tractEligible) return nothing("tract-not-eligible", "The census tract is not an eligible (low-income or non-urban) tract");
  const day = p.placedInServiceDate!;
  if (day < FIRST_PLACED_IN_SERVICE || day > LAST_PLACED_IN_SERVICE) {
    return nothing("outside-window", `Placed in service outside ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`);
  }
  const rate = p.prevailingWageMet ? PWA_RATE : BASE_RATE;
  const cost = new Decimal(p.projectCost);
  const items = new Decimal(p.numberOfChargers);
  const cap = new Decimal(PER_ITEM_CAP);
  // Every item costs the same, so the uncapped credit is rate × cost, rounded once; the cap applies per item.
  const uncapped = cost.times(rate);
  const capped = uncapped.greaterThan(cap.times(items));
  const itemCost = cost.dividedBy(items);
  const itemCredit = Decimal.min(itemCost.times(rate), cap);
  return {
    status: "estimated",
    reason: `${p.prevailingWageMet ? "30 %" : "6 %"} of each charger's cost${capped ? ", capped at $100,000 per charger" : ""}`,
    credit: cents(capped ? cap.times(items) : uncapped),
    rate,
    items: p.numberOfChargers,
    itemCost: cents(itemCost),
    itemCredit: cents(itemCredit),
    capped,
  };
}
