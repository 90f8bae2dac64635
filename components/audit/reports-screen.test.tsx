/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix } from "@/lib/client/test-utils";
import { ReportsScreen } from "@/components/audit/reports-screen";
import type { AuditReport } from "@/components/audit/types";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }), usePathname: () => "/reports" }));

beforeAll(polyfillRadix);
beforeEach(() => replace.mockReset());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const REPORT: AuditReport = {
  days: 30,
  totalEdits: 42,
  editsByRecord: [
    { entityType: "project", entityId: "0123456789abcdef-project", name: "Acme Parking", projectName: "Acme Parking", editCount: 7, lastEdit: minutesAgo(3 * 24 * 60 + 5) },
    { entityType: "task", entityId: "fedcba9876543210-task", name: "Order switchgear", projectName: "Acme Parking", editCount: 2, lastEdit: minutesAgo(90) },
    { entityType: "user", entityId: "abcdabcd-user", name: "newbie", projectName: null, editCount: 1, lastEdit: null },
  ],
  editsByUser: [
    { username: "staffer", editCount: 30 },
    { username: "engineer2", editCount: 12 },
  ],
  recentEdits: [
    {
      id: "a1",
      event: "project.updated",
      action: "update",
      entityType: "project",
      entityId: "0123456789abcdef-project",
      name: "Acme Parking",
      projectName: "Acme Parking",
      user: { username: "staffer" },
      createdAt: minutesAgo(0),
      fieldChanges: ["engineeringNotes", "itcTaxCredit", "projectCost"],
      changes: [
        { field: "engineeringNotes", before: null, after: "Transformer upgrade" },
        { field: "itcTaxCredit", before: false, after: true },
        { field: "projectCost", before: "100000", after: "250000.5" },
      ],
    },
    {
      id: "a2",
      event: "comment.deleted",
      action: "delete",
      entityType: "comment",
      entityId: "99999999aaaa",
      name: "Acme Parking",
      projectName: "Acme Parking",
      user: { username: "engineer2" },
      createdAt: minutesAgo(12),
      fieldChanges: [],
      changes: [],
    },
    {
      id: "a3",
      event: "reservation.rejected",
      action: "update",
      entityType: "reservation",
      entityId: "0123456789abcdef-project",
      name: "Acme Parking",
      projectName: "Acme Parking",
      user: { username: "staffer" },
      createdAt: minutesAgo(30),
      fieldChanges: ["reservedBy", "rejectionNotes"],
      changes: [
        { field: "reservedBy", before: "investor1", after: null },
        { field: "rejectionNotes", before: null, after: "Allocation is full" },
      ],
    },
  ],
};

test("an external user sees the access message and no report", () => {
  render(<ReportsScreen report={null} />);
  expect(screen.getByRole("heading", { name: "Edit Activity Report" })).toBeInTheDocument();
  expect(screen.getByText("Employee Access Required: Audit reports are only available to company employees.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  expect(screen.queryByText("Total Edits")).not.toBeInTheDocument();
});

test("an employee sees the 30-day report: totals, records with 8-character ids, users, recent edits with relative times and fields", () => {
  render(<ReportsScreen report={REPORT} now={new Date().toISOString()} />);
  expect(screen.getByTestId("total-edits")).toHaveTextContent("42");
  expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("Last 30 days");

  const records = screen.getByRole("region", { name: "Edits by Record" });
  const [, first, second, account] = within(records).getAllByRole("row");
  // The short id shows once per layout (its own column, or under the name on phones), the full id on hover.
  for (const id of within(first).getAllByText("01234567")) expect(id).toHaveAttribute("title", "0123456789abcdef-project");
  expect(within(first).getByText("Acme Parking")).toBeInTheDocument();
  expect(within(first).getByText("7")).toBeInTheDocument();
  expect(within(first).getByText("3d ago")).toBeInTheDocument();
  expect(within(second).getByText("Order switchgear")).toBeInTheDocument();
  expect(within(second).getByText("Task")).toBeInTheDocument();
  expect(within(second).getByText("in Acme Parking")).toBeInTheDocument();
  expect(within(second).getByText("1h ago")).toBeInTheDocument();
  expect(within(account).getByText("newbie")).toBeInTheDocument();
  expect(within(account).getByText("User")).toBeInTheDocument();
  expect(within(account).getByText("Never")).toBeInTheDocument();

  const users = screen.getByRole("list", { name: "Edits by user" });
  expect(within(users).getByText("staffer")).toBeInTheDocument();
  expect(within(users).getByText("30 edits")).toBeInTheDocument();

  const recent = screen.getByRole("list", { name: "Recent edits" });
  const [update, removal, rejection] = within(recent).getAllByRole("listitem").filter((li) => li.parentElement === recent);
  expect(within(update).getByText("Project updated")).toBeInTheDocument();
  expect(within(update).getByText("Just now")).toBeInTheDocument();
  // Each change old → new, money and flags formatted.
  const changes = within(within(update).getByRole("list", { name: "Changed fields" })).getAllByRole("listitem");
  expect(changes.map((c) => c.textContent)).toEqual([
    "Engineering notes: — → Transformer upgrade",
    "ITC tax credit: No → Yes",
    "Project cost: $100,000.00 → $250,000.50",
  ]);
  expect(within(removal).getByText("Update deleted")).toBeInTheDocument();
  expect(within(removal).getByText("Engineering update")).toBeInTheDocument();
  expect(within(removal).getByText("Acme Parking")).toBeInTheDocument();
  expect(within(removal).getByText("12m ago")).toBeInTheDocument();
  expect(within(removal).getByText("by engineer2")).toBeInTheDocument();
  // A rejection's note is readable, and the investor is named.
  expect(within(rejection).getByText("Reservation rejected")).toBeInTheDocument();
  expect(within(rejection).getByText("Rejection note")).toBeInTheDocument();
  expect(within(rejection).getByText("Allocation is full")).toBeInTheDocument();
  expect(within(rejection).getByText("investor1")).toBeInTheDocument();
});

test("the period selector puts 7 or 90 days in the URL, and the page reads that report", async () => {
  render(<ReportsScreen report={REPORT} now={new Date().toISOString()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Period" }));
  await user.click(await screen.findByRole("option", { name: "Last 7 days" }));
  expect(replace).toHaveBeenCalledWith("/reports?days=7", { scroll: false });
  await user.click(screen.getByRole("combobox", { name: "Period" }));
  await user.click(await screen.findByRole("option", { name: "Last 90 days" }));
  expect(replace).toHaveBeenLastCalledWith("/reports?days=90", { scroll: false });
});

test("a period without edits says so in each section", () => {
  render(<ReportsScreen report={{ days: 30, totalEdits: 0, editsByRecord: [], editsByUser: [], recentEdits: [] }} now={new Date().toISOString()} />);
  expect(screen.getByTestId("total-edits")).toHaveTextContent("0");
  expect(screen.getAllByText("No edits in the last 30 days.")).toHaveLength(3);
});
