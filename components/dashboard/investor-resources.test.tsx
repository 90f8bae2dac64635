/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { InvestorResources } from "@/components/dashboard/investor-resources";
import { renderWithProviders } from "@/lib/client/test-utils";

test("Template Review opens the review page", () => {
  renderWithProviders(<InvestorResources />);
  expect(screen.getByRole("link", { name: /Template Review/ })).toHaveAttribute("href", "/templates");
});

test("the Participation Plan tile links to the plan page", () => {
  renderWithProviders(<InvestorResources />);
  expect(screen.getByRole("link", { name: /Participation Plan/ })).toHaveAttribute("href", "/participation-plan");
});

test("the Course Materials tile links to the course materials page", () => {
  renderWithProviders(<InvestorResources />);
  expect(screen.getByRole("link", { name: /Course Materials/ })).toHaveAttribute("href", "/course-materials");
});

test("the Deal Room tile says what it is for and opens the deal room page", () => {
  renderWithProviders(<InvestorResources />);
  const tile = screen.getByRole("link", { name: /Deal Room/ });
  expect(tile).toHaveTextContent("Upload documents for asset title transfer.");
  expect(tile).toHaveAttribute("href", "/deal-room");
});
