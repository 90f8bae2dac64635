// The §30C estimate's edge cases, shared by its table test and the check that the SQL twin agrees.
import type { ItcInputs } from "@/lib/itc/estimate";

export const ITC_BASE: ItcInputs = {
  projectCost: "400000.00",
  numberOfChargers: 4,
  placedInServiceDate: "2025-05-01",
  censusTract: "06037206031",
  tractEligible: true,
  prevailingWageMet: true,
};

// [what, change, status, credit, capped]
export const ITC_CASES: Array<[string, Partial<ItcInputs>, string, string, boolean]> = [
  ["30 % with prevailing wage and apprenticeship", {}, "estimated", "120000.00", false],
  ["6 % without", { prevailingWageMet: false }, "estimated", "24000.00", false],
  ["the cap: $1,000,000 on one charger gives $100,000, not $300,000", { projectCost: "1000000.00", numberOfChargers: 1 }, "estimated", "100000.00", true],
  ["the cap applies per charger: 2 × $500,000 → 2 × $100,000", { projectCost: "1000000.00", numberOfChargers: 2 }, "estimated", "200000.00", true],
  ["exactly at the cap is not capped", { projectCost: "333333.33", numberOfChargers: 1 }, "estimated", "100000.00", false],
  ["one cent over the cap", { projectCost: "333333.34", numberOfChargers: 1 }, "estimated", "100000.00", true],
  ["cents stay exact (no float)", { projectCost: "0.10", numberOfChargers: 3, prevailingWageMet: false }, "estimated", "0.01", false],
  ["half a cent rounds up", { projectCost: "0.25", numberOfChargers: 1, prevailingWageMet: false }, "estimated", "0.02", false],
  ["first day of the window", { placedInServiceDate: "2023-01-01" }, "estimated", "120000.00", false],
  ["last day of the window (30 June 2026)", { placedInServiceDate: "2026-06-30" }, "estimated", "120000.00", false],
  ["placed in service after 30 June 2026", { placedInServiceDate: "2026-07-01" }, "outside-window", "0.00", false],
  ["placed in service before 2023", { placedInServiceDate: "2022-12-31" }, "outside-window", "0.00", false],
  ["tract not eligible", { tractEligible: false }, "tract-not-eligible", "0.00", false],
  ["no placed-in-service date", { placedInServiceDate: null }, "missing-inputs", "0.00", false],
  ["no census tract", { censusTract: null }, "missing-inputs", "0.00", false],
  ["eligibility not recorded", { tractEligible: null }, "missing-inputs", "0.00", false],
  ["prevailing wage not recorded", { prevailingWageMet: null }, "missing-inputs", "0.00", false],
  ["no chargers", { numberOfChargers: 0 }, "missing-inputs", "0.00", false],
  ["zero cost", { projectCost: "0" }, "estimated", "0.00", false],
];

