import { estimateItc, type ItcInputs } from "@/lib/itc/estimate";
import { recaptureEndsOn } from "@/lib/itc/recapture";

const base: ItcInputs = {
  projectCost: "400000.00",
  numberOfChargers: 4,
  placedInServiceDate: "2025-05-01",
  censusTract: "06037206031",
  tractEligible: true,
  prevailingWageMet: true,
};

// [what, change, status, credit, capped]
const CASES: Array<[string, Partial<ItcInputs>, string, string, boolean]> = [
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

it.each(CASES)("%s", (_what, change, status, credit, capped) => {
  const estimate = estimateItc({ ...base, ...change });
  expect(estimate).toMatchObject({ status, credit, capped });
});

it("shows its inputs: the rate, the items, one item's cost and credit", () => {
  expect(estimateItc({ ...base, projectCost: "1200000.00", numberOfChargers: 3 })).toEqual({
    status: "estimated",
    reason: "30 % of each charger's cost, capped at $100,000 per charger",
    credit: "300000.00",
    rate: "0.30",
    items: 3,
    itemCost: "400000.00",
    itemCredit: "100000.00",
    capped: true,
  });
});

it("names every missing input", () => {
  expect(estimateItc({ ...base, censusTract: null, prevailingWageMet: null }).reason).toBe("Not recorded: census tract, prevailing wage and apprenticeship");
});

it.each([
  ["2025-05-01", 3, "2028-05-01"],
  ["2024-02-29", 3, "2027-02-28"],
  ["2024-02-29", 4, "2028-02-29"],
  ["2025-05-01", 0, "2025-05-01"],
])("recapture window from %s for %i years ends %s", (day, years, end) => {
  expect(recaptureEndsOn(day, years)).toBe(end);
});

it("has no recapture end without a placed-in-service date", () => {
  expect(recaptureEndsOn(null, 3)).toBeNull();
});
