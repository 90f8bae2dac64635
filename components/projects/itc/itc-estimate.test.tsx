/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { estimateItc } from "@/lib/itc/estimate";
import { ItcEstimatePanel } from "@/components/projects/itc/itc-estimate";

const INPUTS = { placedInServiceDate: "2025-03-01", censusTract: "17031010100", tractEligible: true, tractEligibilitySource: "CDFI map", prevailingWageMet: true };

test("an estimated credit shows when its recapture window ends", () => {
  const estimate = estimateItc({ ...INPUTS, numberOfChargers: 4, projectCost: "200000.00" });
  render(<ItcEstimatePanel estimate={estimate} inputs={INPUTS} recaptureEndsOn="2030-03-01" />);
  expect(screen.getByText("Recapture window ends")).toBeInTheDocument();
  expect(screen.getByText("2030-03-01")).toBeInTheDocument();
});

test("a $0 estimate (here an ineligible tract) names no recapture window: there is nothing to recapture", () => {
  const inputs = { ...INPUTS, tractEligible: false };
  const estimate = estimateItc({ ...inputs, numberOfChargers: 4, projectCost: "200000.00" });
  expect(estimate.credit).toBe("0.00");
  render(<ItcEstimatePanel estimate={estimate} inputs={inputs} recaptureEndsOn="2030-03-01" />);
  expect(screen.getByTestId("itc-estimate-credit")).toHaveTextContent("$0.00");
  expect(screen.queryByText("Recapture window ends")).not.toBeInTheDocument();
  expect(screen.queryByText("2030-03-01")).not.toBeInTheDocument();
});
