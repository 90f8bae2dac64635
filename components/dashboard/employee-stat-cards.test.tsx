/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmployeeStatCards } from "@/components/dashboard/employee-stat-cards";
import { STATS } from "@/test/factories/dashboard";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

function card(label: string) {
  return screen.getByText(label, { selector: "dt" }).parentElement!;
}

test("Total Projects, Total Value in millions with one decimal, Committed and Deployed, from the server's stats", () => {
  render(<EmployeeStatCards stats={STATS} />);
  expect(within(card("Total Value")).getByText("$12.3M")).toBeInTheDocument();
  expect(card("Total Projects")).toHaveTextContent("35");
  expect(card("Committed")).toHaveTextContent("7");
  expect(card("Deployed")).toHaveTextContent("6");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a failed read says 'Failed to fetch dashboard stats'; Try again reads the page again", async () => {
  render(<EmployeeStatCards stats={null} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch dashboard stats");
  expect(card("Total Value")).toHaveTextContent("—");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
});

test("the cards form a valid description list (axe: definition-list, dlitem)", async () => {
  const { container } = render(<EmployeeStatCards stats={STATS} />);
  const { default: axe } = await import("axe-core");
  const result = await axe.run(container, { runOnly: ["definition-list", "dlitem"] });
  expect(result.violations.map((v) => v.id)).toEqual([]);
});
