/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { approveUserAction } from "@/actions/users/approve-user";
import { denyUserAction } from "@/actions/users/deny-user";
import { UserManagementDialog } from "@/components/users/user-management-dialog";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

jest.mock("@/actions/users/approve-user", () => ({ approveUserAction: jest.fn() }));
jest.mock("@/actions/users/deny-user", () => ({ denyUserAction: jest.fn() }));
const approve = approveUserAction as jest.MockedFunction<typeof approveUserAction>;
const deny = denyUserAction as jest.MockedFunction<typeof denyUserAction>;

const at = "2025-03-04T15:30:00.000Z";
const person = (id: string, username: string, status: string, role = "external") => ({ id, username, role, status, createdAt: at });
const USERS = [
  person("p1", "alice", "pending"),
  person("p2", "bob", "pending", "employee"),
  person("a1", "carol", "approved", "employee"),
];

beforeEach(() => {
  approve.mockReset();
  deny.mockReset();
});

function open() {
  const fetch = mockFetch((url) => (url === "/api/admin/users" ? { body: USERS } : { status: 404, body: { error: "Not found" } }));
  renderWithProviders(<UserManagementDialog open onOpenChange={jest.fn()} />);
  return fetch;
}

test("shows a loading state, then the counts per status and the pending users with US dates", async () => {
  open();
  const dialog = screen.getByRole("dialog", { name: "User Management" });
  expect(within(dialog).getByRole("status", { name: "Loading users" })).toBeInTheDocument();
  expect(await within(dialog).findByRole("tab", { name: "Pending 2" })).toHaveAttribute("aria-selected", "true");
  expect(within(dialog).getByRole("tab", { name: "Approved 1" })).toBeInTheDocument();
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

test("Approve calls the server action, toasts 'User Approved' and reloads the list", async () => {
  approve.mockResolvedValue({ ok: true, data: { ...person("p1", "alice", "approved"), role: "external", status: "approved", createdAt: new Date(at) } });
  const fetch = open();
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(approve).toHaveBeenCalledWith({ id: "p1" });
  expect(await screen.findByText("User Approved")).toBeInTheDocument();
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === "/api/admin/users")).toHaveLength(2));
});

test("a refused approval toasts 'Approval Failed' with the server's message", async () => {
  approve.mockResolvedValue({ ok: false, error: "User not found" });
  open();
  await userEvent.setup().click(await screen.findByRole("button", { name: "Approve alice" }));
  expect(await screen.findByText("Approval Failed")).toBeInTheDocument();
  expect(screen.getByText("User not found")).toBeInTheDocument();
});

test("Deny calls the deny action and toasts 'User Denied'; a failure toasts 'Denial Failed'", async () => {
  deny.mockResolvedValueOnce({ ok: true, data: { ...person("p2", "bob", "denied"), role: "employee", status: "denied", createdAt: new Date(at) } });
  deny.mockResolvedValueOnce({ ok: false, error: "You cannot change your own account status" });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Deny bob" }));
  expect(deny).toHaveBeenCalledWith({ id: "p2" });
  expect(await screen.findByText("User Denied")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Deny bob" }));
  expect(await screen.findByText("Denial Failed")).toBeInTheDocument();
  expect(screen.getByText("You cannot change your own account status")).toBeInTheDocument();
});
