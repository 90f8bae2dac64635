import { estimateItc } from "@/lib/itc/estimate";
import { ITC_BASE as base, ITC_CASES as CASES } from "@/test/factories/itc";
import { recaptureEndsOn } from "@/lib/itc/recapture";

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
