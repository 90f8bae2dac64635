/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorStatCards } from "@/components/dashboard/investor-stat-cards";
import { STATS as EMPLOYEE_STATS } from "@/test/factories/dashboard";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const STATS = {
  ...EMPLOYEE_STATS,
  committedAvailableCount: 3,
  committedAvailableValue: "1250000.5",
  committedReservedByMeCount: 1,
  committedReservedByMeValue: "400000.00",
  deployedOwnedCount: 0,
  deployedOwnedValue: "0.00",
  committedReservedByMeItc: "24000.00",
};

const card = (name: string) => screen.getByRole("group", { name });

test("each card's count and value in millions with one decimal (spec 1 §9, as the employee's cards)", () => {
  render(<InvestorStatCards stats={STATS} />);
  expect(within(card("Available to Reserve")).getByText("$1.3M")).toBeInTheDocument();
  expect(within(card("Available to Reserve")).getByTestId("available-count")).toHaveTextContent("3");
  expect(within(card("My Reservations")).getByTestId("reserved-count")).toHaveTextContent("1");
  expect(within(card("My Reservations")).getByTestId("reserved-value")).toHaveTextContent("$0.4M");
  expect(within(card("My Reservations")).getByText("project")).toBeInTheDocument();
  expect(within(card("Deployed Projects")).getByTestId("deployed-count")).toHaveTextContent("0");
  expect(within(card("Deployed Projects")).getByTestId("deployed-value")).toHaveTextContent("$0.0M");
});

test("My Reservations and Deployed Projects add the estimated §30C credit of the approved projects, to the cent", () => {
  render(<InvestorStatCards stats={STATS} />);
  expect(within(card("My Reservations")).getByTestId("reserved-itc")).toHaveTextContent("$24,000.00");
  expect(within(card("Deployed Projects")).getByTestId("deployed-itc")).toHaveTextContent("$0.00");
  expect(within(card("Available to Reserve")).queryByText(/ITC estimate/)).toBeNull();
});

test("a failed read says 'Failed to fetch dashboard stats' and Try again reads the page again", async () => {
  render(<InvestorStatCards stats={null} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch dashboard stats");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
});
