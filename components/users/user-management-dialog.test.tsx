/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthGate } from "@/components/auth/auth-gate";
import { UserManagementDialog } from "@/components/users/user-management-dialog";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { resetSecondFactorAction } from "@/actions/security/reset-second-factor";
import { reauthAction } from "@/actions/security/reauth";
import { updateSecondFactorPolicyAction } from "@/actions/security/update-second-factor-policy";
import { mockFetch, polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";

jest.mock("@/actions/users/approve-user", () => ({ approveUserAction: jest.fn() }));
jest.mock("@/actions/users/deny-user", () => ({ denyUserAction: jest.fn() }));
jest.mock("@/actions/security/reset-second-factor", () => ({ resetSecondFactorAction: jest.fn() }));
jest.mock("@/actions/security/reauth", () => ({ reauthAction: jest.fn() }));
jest.mock("@/actions/security/update-second-factor-policy", () => ({ updateSecondFactorPolicyAction: jest.fn() }));
const approve = approveUserAction as jest.Mock;
const deny = denyUserAction as jest.Mock;
const reset = resetSecondFactorAction as jest.Mock;
const reauth = reauthAction as jest.Mock;
const updatePolicy = updateSecondFactorPolicyAction as jest.Mock;

const at = "2025-03-04T15:30:00.000Z";
const person = (id: string, username: string, status: string, role = "external", secondFactor = false) => ({ id, username, role, status, createdAt: at, secondFactor });
const USERS = [
  person("p1", "alice", "pending"),
  person("p2", "bob", "pending", "employee"),
  person("a1", "carol", "approved", "employee", true),
  person("me", "staffer", "approved", "employee", true),
  person("a2", "dave", "approved"),
];
const ME = { user: person("me", "staffer", "approved", "employee") as { id: string; username: string; role: "employee"; status: "approved"; createdAt: string }, isEmployee: true };

const answered = (data: unknown) => ({ ok: true, data });

beforeEach(() => {
  for (const fn of [approve, deny, reset, reauth, updatePolicy]) fn.mockReset();
  polyfillRadix();
});

function open() {
  const fetch = mockFetch((url) => ({ body: url === "/api/admin/second-factor-policy" ? { requireSecondFactor: "nobody" } : USERS }));
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
  expect(within(dialog).getByRole("tab", { name: "Approved 3" })).toBeInTheDocument();
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
  await user.click(await screen.findByRole("tab", { name: "Approved 3" }));
  expect(screen.queryByRole("button", { name: "Revoke access for staffer" })).not.toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Revoke access for carol" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Revoke access for carol?" });
  expect(confirm).toHaveTextContent("signed out everywhere at once");
  await user.click(within(confirm).getByRole("button", { name: "Revoke access" }));
  expect(await screen.findByText("Access Revoked")).toBeInTheDocument();
  expect(decisions()).toEqual([["deny", { id: "a1", expectedStatus: "approved" }]]);
});

test("Reset second factor shows only for another approved account with one; it asks first, then resets", async () => {
  reset.mockResolvedValue(answered({ message: "carol's second factor was reset and their sessions ended" }));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Approved 3" }));
  expect(screen.queryByRole("button", { name: "Reset second factor for staffer" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Reset second factor for dave" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Reset second factor for carol" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Reset the second factor of carol?" });
  await user.click(within(confirm).getByRole("button", { name: "Reset second factor" }));
  expect(await screen.findByText("Second Factor Reset")).toBeInTheDocument();
  expect(reset).toHaveBeenCalledWith({ id: "a1", expectedStatus: "approved" }, expect.anything());
});

test("an approval the server wants confirmed opens the re-auth dialog, then goes through", async () => {
  approve.mockResolvedValueOnce({ ok: false, status: 403, error: "Confirm it is you", reauth: true }).mockResolvedValueOnce(answered(person("p1", "alice", "approved")));
  reauth.mockResolvedValue(answered({ message: "Confirmed" }));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Approve alice" }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" });
  expect(screen.queryByText("Approval Failed")).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText("Your password"), "correct-horse-battery");
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText("User Approved")).toBeInTheDocument();
  expect(reauth).toHaveBeenCalledWith({ password: "correct-horse-battery", code: "" }, expect.anything());
  expect(approve).toHaveBeenCalledTimes(2);
});

test("the switch 'Require a second factor' shows the stored choice and sends a new one", async () => {
  updatePolicy.mockResolvedValue(answered({ requireSecondFactor: "employees" }));
  open();
  const user = userEvent.setup();
  const field = await screen.findByRole("combobox", { name: "Require a second factor" });
  await waitFor(() => expect(field).toHaveTextContent("No one"));
  await user.click(field);
  await user.click(await screen.findByRole("option", { name: "Employees" }));
  expect(await screen.findByText("A second factor is now required for employees")).toBeInTheDocument();
  expect(updatePolicy).toHaveBeenCalledWith({ requireSecondFactor: "employees" }, expect.anything());
});

