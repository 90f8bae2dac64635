/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { AuthGate } from "@/components/auth/auth-gate";
import { UserManagementDialog, UserManagementLoading } from "@/components/users/user-management-frame";
import { UserManagementPanel } from "@/components/users/user-management-dialog";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { resetSecondFactorAction } from "@/actions/security/reset-second-factor";
import { reauthAction } from "@/actions/security/reauth";
import { updateSecondFactorPolicyAction } from "@/actions/security/update-second-factor-policy";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import type { ManagedUser } from "@/components/users/user-status";

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
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }) }));

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
  for (const fn of [approve, deny, reset, reauth, updatePolicy, replace, refresh]) fn.mockReset();
  polyfillRadix();
  window.history.replaceState(null, "", "/dashboard?open=user-management");
  // The dialog reads nothing in the browser: its data comes from the server as props.
  global.fetch = jest.fn(() => Promise.reject(new Error("the dialog must not fetch"))) as unknown as typeof fetch;
});

type Data = Parameters<typeof UserManagementPanel>[0];
const SERVED: Data = { users: { data: USERS as ManagedUser[] }, policy: { data: "nobody" }, tab: "pending" };

/** The dialog as the @dialog slot renders it, with what the server read; `rerender` hands the same dialog the next read (after an action). */
function open(data: Partial<Data> = {}) {
  let serve: (next: Partial<Data>) => void = () => {};
  function Slot() {
    const [served, setServed] = useState(data);
    serve = (next) => setServed({ ...data, ...next });
    return (
      <AuthGate me={ME}>
        <UserManagementDialog>
          <UserManagementPanel {...SERVED} {...served} />
        </UserManagementDialog>
      </AuthGate>
    );
  }
  renderWithProviders(<Slot />);
  return { rerender: (next: Partial<Data>) => act(() => serve(next)) };
}

/** The decisions sent, as (action, input) pairs. */
const decisions = () => [...approve.mock.calls.map(([input]) => ["approve", input]), ...deny.mock.calls.map(([input]) => ["deny", input])];

test("while the server reads, the dialog shows its loading state", () => {
  renderWithProviders(
    <UserManagementDialog>
      <UserManagementLoading />
    </UserManagementDialog>,
  );
  expect(within(screen.getByRole("dialog", { name: "User Management" })).getByRole("status", { name: "Loading users" })).toHaveAttribute("aria-busy", "true");
});

test("shows the counts per status and the pending users with US dates", async () => {
  open();
  const dialog = screen.getByRole("dialog", { name: "User Management" });
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

test("Approve sends the status the screen showed and toasts 'User Approved'; the server's new read shows the new counts", async () => {
  approve.mockResolvedValue(answered(person("p1", "alice", "approved")));
  const { rerender } = open();
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("User Approved")).toBeInTheDocument();
  expect(decisions()).toEqual([["approve", { id: "p1", expectedStatus: "pending" }]]);
  // The action re-renders the slot: the dialog stays open on its tab with what the server reads now.
  await userEvent.setup().click(screen.getByRole("tab", { name: "Approved 3" }));
  await rerender({ users: { data: USERS.map((u) => (u.id === "p1" ? { ...u, status: "approved" } : u)) as ManagedUser[] } });
  expect(screen.getByRole("tab", { name: "Approved 4" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tab", { name: "Pending 1" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Revoke access for alice" })).toBeInTheDocument();
});

test("a failed read shows 'Could not load users' with the reason, and Try again reads again", async () => {
  open({ users: { error: "Database unavailable" } });
  expect(screen.getByRole("alert")).toHaveTextContent("Could not load users: Database unavailable");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
});

test("the tab is in the URL: a link's tab shows first, a chosen one is written back without a server read", async () => {
  open({ tab: "approved" });
  expect(screen.getByRole("tab", { name: "Approved 3" })).toHaveAttribute("aria-selected", "true");
  await userEvent.setup().click(screen.getByRole("tab", { name: "Denied 0" }));
  expect(window.location.search).toBe("?open=user-management&dialog-tab=denied");
  expect(replace).not.toHaveBeenCalled();
});

test("closing navigates to the page without the dialog's parameters, keeping the page's own", async () => {
  window.history.replaceState(null, "", "/service-hours/review?tab=credits&open=user-management&dialog-tab=denied");
  // The navigation is under way (the slot has not answered yet): the dialog is closed already.
  let landed = () => {};
  replace.mockReturnValue(new Promise<void>((resolve) => (landed = resolve)));
  open();
  await userEvent.setup().click(within(screen.getByRole("dialog", { name: "User Management" })).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "User Management" })).not.toBeInTheDocument());
  expect(replace).toHaveBeenCalledWith("/service-hours/review?tab=credits", { scroll: false });
  landed();
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
  expect(reauth).toHaveBeenCalledWith({ password: "correct-horse-battery" }, expect.anything());
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

