/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import { EmployeeStatCards } from "@/components/dashboard/employee-stat-cards";
import { STATS } from "@/test/factories/dashboard";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

function card(label: string) {
  return screen.getByText(label, { selector: "dt" }).parentElement!;
}

test("shows skeletons, then Total Projects, Total Value in millions with one decimal, Committed and Deployed", async () => {
  mockFetch(() => ({ body: STATS }));
  renderWithProviders(<EmployeeStatCards />);
  expect(screen.getByRole("region", { name: "Pipeline totals" })).toHaveAttribute("aria-busy", "true");
  expect(await within(card("Total Value")).findByText("$12.3M")).toBeInTheDocument();
  expect(card("Total Projects")).toHaveTextContent("35");
  expect(card("Committed")).toHaveTextContent("7");
  expect(card("Deployed")).toHaveTextContent("6");
});

test("a failed load says 'Failed to fetch dashboard stats'", async () => {
  mockFetch(() => ({ status: 500, body: { error: "Internal error" } }));
  renderWithProviders(<EmployeeStatCards />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dashboard stats");
});

test("the cards form a valid description list (axe: definition-list, dlitem)", async () => {
  mockFetch(() => ({ body: STATS }));
  const { container } = renderWithProviders(<EmployeeStatCards />);
  await within(card("Total Value")).findByText("$12.3M");
  const { default: axe } = await import("axe-core");
  const result = await axe.run(container, { runOnly: ["definition-list", "dlitem"] });
  expect(result.violations.map((v) => v.id)).toEqual([]);
});
