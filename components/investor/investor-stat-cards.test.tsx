/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorStatCards } from "@/components/investor/investor-stat-cards";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

const STATS = {
  committedAvailableCount: 3,
  committedAvailableValue: "1250000.5",
  committedReservedByMeCount: 1,
  committedReservedByMeValue: "400000.00",
  deployedOwnedCount: 0,
  deployedOwnedValue: "0.00",
  byStage: [],
  byType: [],
};

const card = (name: string) => screen.getByRole("group", { name });

test("shows skeletons, then each card's count and value in millions with one decimal (spec 1 §9, as the employee's cards) from /api/dashboard/stats", async () => {
  const fetch = mockFetch((url) => (url === "/api/dashboard/stats" ? { body: STATS } : { status: 404, body: { error: "Not found" } }));
  renderWithProviders(<InvestorStatCards />);
  expect(screen.getByRole("status", { name: "Loading My Reservations" })).toBeInTheDocument();

  expect(await within(card("Available to Reserve")).findByText("$1.3M")).toBeInTheDocument();
  expect(within(card("Available to Reserve")).getByTestId("available-count")).toHaveTextContent("3");
  expect(within(card("My Reservations")).getByTestId("reserved-count")).toHaveTextContent("1");
  expect(within(card("My Reservations")).getByTestId("reserved-value")).toHaveTextContent("$0.4M");
  expect(within(card("My Reservations")).getByText("project")).toBeInTheDocument();
  expect(within(card("Deployed Projects")).getByTestId("deployed-count")).toHaveTextContent("0");
  expect(within(card("Deployed Projects")).getByTestId("deployed-value")).toHaveTextContent("$0.0M");
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a failed load says 'Failed to fetch dashboard stats' and Try again reloads", async () => {
  let fail = true;
  mockFetch(() => (fail ? { status: 500, body: { error: "Something went wrong" } } : { body: STATS }));
  renderWithProviders(<InvestorStatCards />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dashboard stats");
  fail = false;
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(await within(await screen.findByRole("group", { name: "Available to Reserve" })).findByTestId("available-count")).toHaveTextContent("3");
});
