/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthGate } from "@/components/auth/auth-gate";
import { AppHeader } from "@/components/shell/app-header";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";
import type { MePayload } from "@/lib/client/use-auth";
import { logOutAction } from "@/actions/auth/log-out";

jest.mock("@/actions/auth/log-out", () => ({ logOutAction: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }), usePathname: () => "/dashboard", useSearchParams: () => new URLSearchParams() }));
jest.mock("@/actions/agreements/mark-notification-read", () => ({ markNotificationReadAction: jest.fn() }));
jest.mock("@/actions/agreements/mark-all-notifications-read", () => ({ markAllNotificationsReadAction: jest.fn() }));

const me = (role: "employee" | "external"): MePayload => ({
  user: { id: "u1", username: role === "employee" ? "staffer" : "investor", role, status: "approved", createdAt: "2025-01-01T00:00:00Z" },
  isEmployee: role === "employee",
});

function renderHeader(payload: MePayload) {
  mockFetch((url) => (url === "/api/auth/me" ? { body: payload } : { body: [] }));
  renderWithProviders(
    <AuthGate me={payload}>
      <AppHeader companyName="Voltline Capital" logoPath="/logo.svg" />
    </AuthGate>,
  );
}

test("employees get the side menu: My work, the spec's ten entries in its order, then the pipeline board, the mail log and the API reference", async () => {
  renderHeader(me("employee"));
  expect(screen.getByRole("img", { name: "Voltline Capital" })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Open menu" }));
  const nav = within(screen.getByRole("dialog", { name: "Employee tools" })).getByRole("navigation");
  const labels = within(nav).getAllByRole("listitem").map((item) => item.textContent);
  expect(labels).toEqual([
    "My work",
    "Edit Reports",
    "Import CSV",
    "User Management",
    "Project Reservations",
    "Service Hours Tracking",
    "Course Management",
    "Education Credits",
    "Participation Plan",
    "Negotiation Tracker",
    "Agreement Templates",
    "Document Tracking",
    "Pipeline Board",
    "Mail Log",
    "API Reference",
  ]);
  expect(within(nav).getByRole("link", { name: "Edit Reports" })).toHaveAttribute("href", "/reports");
  expect(within(nav).getByRole("link", { name: "Document Tracking" })).toHaveAttribute("href", "/admin/documents");
  expect(within(nav).getByRole("link", { name: "API Reference" })).toHaveAttribute("href", "/api-docs");
  expect(within(nav).getByRole("link", { name: "Pipeline Board" })).toHaveAttribute("href", "/pipeline");
  expect(within(nav).getByRole("link", { name: "Course Management" })).toHaveAttribute("href", "/courses");
  expect(within(nav).getByRole("link", { name: "Negotiation Tracker" })).toHaveAttribute("href", "/negotiations");
  expect(within(nav).getByRole("link", { name: "Agreement Templates" })).toHaveAttribute("href", "/templates/manage");
  // The review screen's three tabs; screens still being built open a panel instead of a link.
  expect(within(nav).getByRole("link", { name: "Service Hours Tracking" })).toHaveAttribute("href", "/service-hours/review");
  expect(within(nav).getByRole("link", { name: "Education Credits" })).toHaveAttribute("href", "/service-hours/review?tab=credits");
  expect(within(nav).getByRole("link", { name: "Participation Plan" })).toHaveAttribute("href", "/service-hours/review?tab=progress");
  expect(within(nav).getByRole("link", { name: "My work" })).toHaveAttribute("href", "/my-work");
  expect(within(nav).getAllByRole("link")).toHaveLength(12);
});

// Every screen of both specs exists now: no entry opens a coming-soon panel; a dialog entry opens its tool.
test("a dialog entry opens its titled tool, and closing it returns focus to the menu button", async () => {
  renderHeader(me("employee"));
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  await user.click(screen.getByRole("button", { name: "Import CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Import CSV" });
  expect(dialog).not.toHaveTextContent("This screen is being built");
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus());
});

test("external users' side menu holds My work alone; the user menu shows the username, role label, their legal profile, their email address and Log out", async () => {
  renderHeader(me("external"));
  await userEvent.setup().click(screen.getByRole("button", { name: "Open menu" }));
  const nav = within(screen.getByRole("dialog", { name: "Investor tools" })).getByRole("navigation", { name: "Investor tools" });
  expect(within(nav).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["My work"]);
  expect(within(nav).getByRole("link", { name: "My work" })).toHaveAttribute("href", "/my-work");
  await userEvent.setup().keyboard("{Escape}");
  await userEvent.setup().click(screen.getByRole("button", { name: /investor/ }));
  const menu = await screen.findByRole("menu");
  expect(menu).toHaveTextContent("investor");
  expect(menu).toHaveTextContent("External User");
  expect(within(menu).getByRole("menuitem", { name: "Legal profile" })).toHaveAttribute("href", "/profile/legal");
  expect(within(menu).getByRole("menuitem", { name: "Email address" })).toHaveAttribute("href", "/profile/email");
  expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
});

test("Log out ends the session through the logout action; a refusal is the 'Logout failed' toast", async () => {
  (logOutAction as jest.Mock).mockResolvedValue({ ok: false, status: 500, error: "Something went wrong" });
  renderHeader(me("external"));
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /investor/ }));
  await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
  expect(logOutAction).toHaveBeenCalledWith({}, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  expect(await screen.findByText("Logout failed")).toBeInTheDocument();
});
