/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@/lib/client/test-utils";
import { UserOverview } from "@/components/deal-room/admin/user-overview";
import type { SummaryRow } from "@/components/deal-room/types";

const row = (id: string, username: string, completedDocuments: number): SummaryRow => ({
  user: { id, username, role: "external", status: "approved" },
  documents: [],
  completedDocuments,
  totalDocuments: 9,
  completionPercentage: Math.round((completedDocuments / 9) * 100),
});

test("User Overview: one row per investor with the link to their documents, x/9, progress and badge; the same rows as cards on a phone", () => {
  renderWithProviders(<UserOverview rows={[row("u1", "ivan", 9), row("u2", "mia", 3)]} />);
  const [, first, second] = within(screen.getByRole("table", { name: "User overview" })).getAllByRole("row");
  expect(within(first).getByRole("link", { name: "ivan" })).toHaveAttribute("href", "/admin/documents/u1");
  expect(first).toHaveTextContent("9/9");
  expect(within(first).getByText("Complete")).toBeInTheDocument();
  expect(within(second).getByRole("progressbar", { name: "mia: 33%" })).toBeInTheDocument();
  expect(second).toHaveTextContent("3/9");
  // The same rows are the phone's cards: the investor their heading, the badge beside it.
  expect(within(first).getByRole("link", { name: "ivan" }).closest("td")).toHaveAttribute("data-card", "title");
  expect(within(first).getByText("Complete").closest("td")).toHaveAttribute("data-card", "badge");
});
