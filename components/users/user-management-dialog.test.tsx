/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserManagementDialog } from "@/components/users/user-management-dialog";
import { mockFetch, renderWithProviders, type FakeAnswer } from "@/lib/client/test-utils";

const at = "2025-03-04T15:30:00.000Z";
const person = (id: string, username: string, status: string, role = "external") => ({ id, username, role, status, createdAt: at });
const USERS = [
  person("p1", "alice", "pending"),
  person("p2", "bob", "pending", "employee"),
  person("a1", "carol", "approved", "employee"),
  person("me", "staffer", "approved", "employee"),
];
const ME = { user: person("me", "staffer", "approved", "employee"), isEmployee: true };

type Decide = (url: string, body: unknown) => FakeAnswer;

function open(decide: Decide = () => ({ status: 404, body: { error: "Not found" } })) {
  const fetch = mockFetch((url, init) => {
    if (url === "/api/auth/me") return { body: ME };
    if (url === "/api/admin/users") return { body: USERS };
    return decide(url, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  renderWithProviders(<UserManagementDialog open onOpenChange={jest.fn()} />);
  return fetch;
}

const decisions = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/admin/users/")).map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);

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
  const fetch = open(() => ({ body: { ...person("p1", "alice", "approved") } }));
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("User Approved")).toBeInTheDocument();
  expect(decisions(fetch)).toEqual([["/api/admin/users/p1/approve", { expectedStatus: "pending" }]]);
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === "/api/admin/users")).toHaveLength(2));
});

test("a colleague's earlier decision comes back as 'Approval Failed' with the server's message", async () => {
  open(() => ({ status: 409, body: { error: "This account was already denied by dana" } }));
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("Approval Failed")).toBeInTheDocument();
  expect(screen.getByText("This account was already denied by dana")).toBeInTheDocument();
});

test("Deny asks for confirmation first; Cancel sends nothing, confirming denies from 'pending'", async () => {
  const fetch = open(() => ({ body: person("p2", "bob", "denied", "employee") }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Deny bob" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Deny bob?" });
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(decisions(fetch)).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Deny bob" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Deny bob?" })).getByRole("button", { name: "Deny" }));
  expect(await screen.findByText("User Denied")).toBeInTheDocument();
  expect(decisions(fetch)).toEqual([["/api/admin/users/p2/deny", { expectedStatus: "pending" }]]);
});

test("an approved account can have its access revoked, with confirmation; never one's own", async () => {
  const fetch = open(() => ({ body: person("a1", "carol", "denied", "employee") }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Approved 2" }));
  expect(screen.queryByRole("button", { name: "Revoke access for staffer" })).not.toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Revoke access for carol" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Revoke access for carol?" });
  expect(confirm).toHaveTextContent("signed out everywhere at once");
  await user.click(within(confirm).getByRole("button", { name: "Revoke access" }));
  expect(await screen.findByText("Access Revoked")).toBeInTheDocument();
  expect(decisions(fetch)).toEqual([["/api/admin/users/a1/deny", { expectedStatus: "approved" }]]);
});
