/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthGate } from "@/components/auth/auth-gate";
import { UserManagementDialog } from "@/components/users/user-management-dialog";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

jest.mock("@/actions/users/approve-user", () => ({ approveUserAction: jest.fn() }));
jest.mock("@/actions/users/deny-user", () => ({ denyUserAction: jest.fn() }));
const approve = approveUserAction as jest.Mock;
const deny = denyUserAction as jest.Mock;

const at = "2025-03-04T15:30:00.000Z";
const person = (id: string, username: string, status: string, role = "external") => ({ id, username, role, status, createdAt: at });
const USERS = [
  person("p1", "alice", "pending"),
  person("p2", "bob", "pending", "employee"),
  person("a1", "carol", "approved", "employee"),
  person("me", "staffer", "approved", "employee"),
];
const ME = { user: person("me", "staffer", "approved", "employee") as { id: string; username: string; role: "employee"; status: "approved"; createdAt: string }, isEmployee: true };

const answered = (data: unknown) => ({ ok: true, data });

beforeEach(() => {
  approve.mockReset();
  deny.mockReset();
});

function open() {
  const fetch = mockFetch(() => ({ body: USERS }));
  renderWithProviders(
    <AuthGate me={ME}>
      <UserManagementDialog open onOpenChange={jest.fn()} />
    </AuthGate>,
  );
  return fetch;
}

/** The decisions sent, as (action, input) pairs. */
const decisions = () => [...approve.mock.calls.map(([input]) => ["approve", input]), ...deny.mock.calls.map(([input]) => ["deny", input])];

test("shows a loading state, then the counts per status and the pending users with US dates", async () => {
  open();
  const dialog = screen.getByRole("dialog", { name: "User Management" });
  expect(within(dialog).getByRole("status", { name: "Loading users" })).toBeInTheDocument();
  expect(await within(dialog).findByRole("tab", { name: "Pending 2" })).toHaveAttribute("aria-selected", "true");
  expect(within(dialog).getByRole("tab", { name: "Approved 2" })).toBeInTheDocument();
  expect(within(dialog).getByRole("tab", { name: "Denied 0" })).toBeInTheDocument();
  expect(within(dialog).getByText("alice")).toBeInTheDocument();
  expect(within(dialog).queryByText("carol")).not.toBeInTheDocument();
  expect(within(dialog).getAllByText(/^03\/0[45]\/2025 \d{1,2}:\d{2} (AM|PM)$/)).toHaveLength(2);
});

test("the empty status shows 'No users found'", async () => {
  open();
  await userEvent.setup().click(await screen.findByRole("tab", { name: "Denied 0" }));
  expect(await screen.findByText("No users found")).toBeInTheDocument();
});

test("Approve sends the status the screen showed, toasts 'User Approved' and reloads the list", async () => {
  approve.mockResolvedValue(answered(person("p1", "alice", "approved")));
  const fetch = open();
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("User Approved")).toBeInTheDocument();
  expect(decisions()).toEqual([["approve", { id: "p1", expectedStatus: "pending" }]]);
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === "/api/admin/users")).toHaveLength(2));
});

test("a colleague's earlier decision comes back as 'Approval Failed' with the server's message", async () => {
  approve.mockResolvedValue({ ok: false, status: 409, error: "This account was already denied by dana" });
  open();
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("Approval Failed")).toBeInTheDocument();
  expect(screen.getByText("This account was already denied by dana")).toBeInTheDocument();
});

test("Deny asks for confirmation first; Cancel sends nothing, confirming denies from 'pending'", async () => {
  deny.mockResolvedValue(answered(person("p2", "bob", "denied", "employee")));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Deny bob" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Deny bob?" });
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(decisions()).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Deny bob" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Deny bob?" })).getByRole("button", { name: "Deny" }));
  expect(await screen.findByText("User Denied")).toBeInTheDocument();
  expect(decisions()).toEqual([["deny", { id: "p2", expectedStatus: "pending" }]]);
});

test("an approved account can have its access revoked, with confirmation; never one's own", async () => {
  deny.mockResolvedValue(answered(person("a1", "carol", "denied", "employee")));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Approved 2" }));
  expect(screen.queryByRole("button", { name: "Revoke access for staffer" })).not.toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Revoke access for carol" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Revoke access for carol?" });
  expect(confirm).toHaveTextContent("signed out everywhere at once");
  await user.click(within(confirm).getByRole("button", { name: "Revoke access" }));
  expect(await screen.findByText("Access Revoked")).toBeInTheDocument();
  expect(decisions()).toEqual([["deny", { id: "a1", expectedStatus: "approved" }]]);
});
