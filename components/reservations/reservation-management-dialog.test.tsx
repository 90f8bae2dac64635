/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReservationManagementDialog } from "@/components/reservations/reservation-management-dialog";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";
import { reserveForInvestorAction } from "@/actions/reservations/reserve-for-investor";
import { approveReservationAction } from "@/actions/reservations/approve-reservation";
import { rejectReservationAction } from "@/actions/reservations/reject-reservation";

// The dialog reads through the API when it opens and writes through these server actions.
jest.mock("@/actions/reservations/reserve-for-investor", () => ({ reserveForInvestorAction: jest.fn() }));
jest.mock("@/actions/reservations/approve-reservation", () => ({ approveReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/reject-reservation", () => ({ rejectReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/update-reservation-settings", () => ({ updateReservationSettingsAction: jest.fn() }));
const reserve = reserveForInvestorAction as jest.Mock;
const approve = approveReservationAction as jest.Mock;
const reject = rejectReservationAction as jest.Mock;
beforeEach(() => [reserve, approve, reject].forEach((m) => m.mockReset()));

// Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
beforeAll(() => {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
});

const project = (id: string, client: string, available: boolean) => ({
  id,
  client,
  address: `${id} Main St`,
  projectCost: "250000.00",
  deploymentQuarter: "Q3'25",
  type: "L3",
  numberOfChargers: 4,
  stage: "Committed",
  available,
});
const PROJECTS = [project("p1", "Acme Parking", true), project("p2", "Held Corp", false), project("p3", "Beta Mall", true)];
const INVESTORS = [
  { id: "u1", username: "alice" },
  { id: "u2", username: "bob" },
];
const PENDING = [
  {
    id: "p7",
    client: "Gamma Garage",
    address: "7 Side Rd",
    projectCost: "1200000.50",
    reservedBy: "u1",
    reservedByUsername: "alice",
    reservedAt: "2025-03-04T15:30:00.000Z",
    reservationNotes: "Wants Q3 start",
  },
  { id: "p8", client: "Delta Depot", address: "8 Port Ave", projectCost: "90000.00", reservedBy: "u2", reservedByUsername: "bob", reservedAt: null, reservationNotes: null },
];

/** Answers the dialog's reads; `pending` is read at each request (a test may change the queue). */
function open({ pending = () => PENDING, investors = INVESTORS as unknown[] }: { pending?: () => unknown[]; investors?: unknown[] } = {}) {
  const fetch = mockFetch((url) => {
    if (url.startsWith("/api/projects?")) return { body: PROJECTS };
    if (url === "/api/admin/investors") return { body: investors };
    if (url === "/api/admin/pending-reservations") return { body: pending() };
    return { status: 404, body: { error: "Not found" } };
  });
  renderWithProviders(<ReservationManagementDialog open onOpenChange={jest.fn()} />);
  return fetch;
}

const calls = (fetch: jest.Mock) => fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);

test("the Reserve Project tab lists only available Committed projects, searched by client on the server", async () => {
  const fetch = open();
  const dialog = screen.getByRole("dialog", { name: "Project Reservation Management" });
  expect(within(dialog).getByRole("status", { name: "Loading available projects" })).toBeInTheDocument();
  expect(await within(dialog).findByRole("radio", { name: "Acme Parking" })).toBeInTheDocument();
  expect(within(dialog).getByRole("radio", { name: "Beta Mall" })).toBeInTheDocument();
  expect(within(dialog).queryByRole("radio", { name: "Held Corp" })).not.toBeInTheDocument();
  expect(calls(fetch)).toContain("GET /api/projects?stage=Committed&sort=client");

  await userEvent.setup().type(within(dialog).getByRole("searchbox", { name: "Search available projects by client" }), "acme");
  await waitFor(() => expect(calls(fetch)).toContain("GET /api/projects?stage=Committed&search=acme&sort=client"));
});

test("the radio list is keyboard usable: arrow keys move the choice", async () => {
  open();
  const user = userEvent.setup();
  const first = await screen.findByRole("radio", { name: "Acme Parking" });
  await user.click(first);
  expect(first).toBeChecked();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("radio", { name: "Beta Mall" })).toBeChecked();
  expect(screen.getByText("Selected:").parentElement).toHaveTextContent("Selected: Beta Mall");
});

test("submitting with nothing chosen says 'Please select a project to reserve' and 'Investor selection is required', and sends nothing", async () => {
  open();
  await screen.findByRole("radio", { name: "Acme Parking" });
  await userEvent.setup().click(screen.getByRole("button", { name: "Reserve Project" }));
  expect(await screen.findByText("Please select a project to reserve")).toBeInTheDocument();
  expect(screen.getByText("Investor selection is required")).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Investor" })).toHaveAttribute("aria-invalid", "true");
  expect(reserve).not.toHaveBeenCalled();
});

async function fillReservation(user: ReturnType<typeof userEvent.setup>, notes?: string) {
  await user.click(await screen.findByRole("radio", { name: "Beta Mall" }));
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "alice" }));
  if (notes) await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), notes);
  await user.click(screen.getByRole("button", { name: "Reserve Project" }));
}

test("a reservation sends the project, the investor's username and the note, toasts the server's message and reloads the queue and the project list", async () => {
  reserve.mockResolvedValue({ ok: true, data: { message: "Project reserved for alice, pending approval" } });
  const fetch = open();
  const user = userEvent.setup();
  await screen.findByRole("radio", { name: "Beta Mall" });
  const before = calls(fetch).length;
  await fillReservation(user, "Signed LOI");
  expect(await screen.findByText("Project reserved for alice, pending approval")).toBeInTheDocument();
  expect(reserve).toHaveBeenCalledTimes(1);
  expect(reserve.mock.calls[0][0]).toEqual({ id: "p3", investorId: "alice", notes: "Signed LOI", overrideReason: null });
  expect(reserve.mock.calls[0][1].idempotencyKey).toEqual(expect.any(String));
  await waitFor(() => {
    expect(calls(fetch).slice(before)).toEqual(expect.arrayContaining(["GET /api/admin/pending-reservations", "GET /api/projects?stage=Committed&sort=client"]));
  });
  // The form is ready for the next one.
  expect(screen.queryByText("Selected:")).not.toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Notes (optional)" })).toHaveValue("");
});

// The page behind the dialog (its stats and lists) re-renders through the action's refresh on the server.
test("a blank note goes as null", async () => {
  reserve.mockResolvedValue({ ok: true, data: { message: "Project reserved for alice, pending approval" } });
  open();
  await fillReservation(userEvent.setup());
  await screen.findByText("Project reserved for alice, pending approval");
  expect(reserve.mock.calls[0][0]).toEqual({ id: "p3", investorId: "alice", notes: null, overrideReason: null });
});

test("a refused reservation toasts 'Reservation Failed' with the server's message and keeps the choices", async () => {
  reserve.mockResolvedValue({ ok: false, status: 409, error: "This project is already reserved" });
  open();
  const user = userEvent.setup();
  await fillReservation(user);
  expect(await screen.findByText("Reservation Failed")).toBeInTheDocument();
  expect(screen.getByText("This project is already reserved")).toBeInTheDocument();
  expect(screen.getByText("Selected:").parentElement).toHaveTextContent("Beta Mall");
});

test("the Pending Approvals tab shows its count, and each reservation with client, address, cost, investor, time and note", async () => {
  open();
  const tab = await screen.findByRole("tab", { name: "Pending Approvals 2" });
  await userEvent.setup().click(tab);
  const row = screen.getByRole("listitem", { name: "Gamma Garage" });
  expect(row).toHaveTextContent("7 Side Rd");
  expect(row).toHaveTextContent("$1,200,000.50");
  expect(row).toHaveTextContent("Reserved by alice on 03/04/2025");
  expect(row).toHaveTextContent("Wants Q3 start");
  expect(screen.getByRole("listitem", { name: "Delta Depot" })).toHaveTextContent("Reserved by bob");
});

test("an empty queue says 'No pending reservations'", async () => {
  open({ pending: () => [] });
  await userEvent.setup().click(await screen.findByRole("tab", { name: "Pending Approvals 0" }));
  expect(screen.getByText("No pending reservations")).toBeInTheDocument();
});

test("Approve approves the project's reservation, toasts the server's message and reloads the queue", async () => {
  let approved = false;
  approve.mockImplementation(async () => {
    approved = true;
    return { ok: true, data: { message: "Reservation approved" } };
  });
  open({ pending: () => (approved ? PENDING.slice(1) : PENDING) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Approve reservation of Gamma Garage" }));
  expect(await screen.findByText("Reservation approved")).toBeInTheDocument();
  // The decision carries the reservation the row showed (issue 19 §1.2).
  expect(approve.mock.calls[0][0]).toEqual({ id: "p7", expectedStatus: "pending", expectedReservedBy: "u1" });
  expect(await screen.findByRole("tab", { name: "Pending Approvals 1" })).toBeInTheDocument();
  expect(screen.queryByRole("listitem", { name: "Gamma Garage" })).not.toBeInTheDocument();
});

test("a refused approval toasts 'Approval Failed' with the server's message", async () => {
  approve.mockResolvedValue({ ok: false, status: 409, error: "This reservation is no longer pending" });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Approve reservation of Delta Depot" }));
  expect(await screen.findByText("Approval Failed")).toBeInTheDocument();
  expect(screen.getByText("This reservation is no longer pending")).toBeInTheDocument();
});

test("Reject asks for an optional note, sends it, and toasts the server's message", async () => {
  reject.mockResolvedValue({ ok: true, data: { message: "Reservation rejected" } });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Reject reservation of Gamma Garage" }));
  const ask = await screen.findByRole("dialog", { name: "Reject reservation" });
  expect(ask).toHaveTextContent("Gamma Garage, reserved by alice");
  await user.type(within(ask).getByRole("textbox", { name: "Note (optional)" }), "Allocation is full");
  await user.click(within(ask).getByRole("button", { name: "Reject reservation" }));
  expect(await screen.findByText("Reservation rejected")).toBeInTheDocument();
  expect(reject.mock.calls[0][0]).toEqual({ id: "p7", notes: "Allocation is full", expectedStatus: "pending", expectedReservedBy: "u1" });
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reject reservation" })).not.toBeInTheDocument());
});

test("a refused rejection toasts 'Rejection Failed' with the server's message and keeps the note dialog open", async () => {
  reject.mockResolvedValue({ ok: false, status: 404, error: "Project not found" });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Reject reservation of Delta Depot" }));
  const ask = await screen.findByRole("dialog", { name: "Reject reservation" });
  await user.click(within(ask).getByRole("button", { name: "Reject reservation" }));
  expect(await screen.findByText("Rejection Failed")).toBeInTheDocument();
  expect(screen.getByText("Project not found")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Reject reservation" })).toBeInTheDocument();
});

test("a form half filled survives a look at the Pending Approvals tab", async () => {
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "Acme Parking" }));
  await user.click(screen.getByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("tab", { name: "Reserve Project" }));
  expect(screen.getByRole("radio", { name: "Acme Parking" })).toBeChecked();
});

test("while readiness is required the picker says who is ready, and choosing a not-ready investor asks for the override reason at once", async () => {
  reserve.mockResolvedValue({ ok: true, data: { message: "Project reserved for bob, pending approval" } });
  // The checklist's own read is slow here (never answered): the reason field must not wait for it.
  open({ investors: [{ id: "u1", username: "alice", ready: true }, { id: "u2", username: "bob", ready: false }] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "Beta Mall" }));
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  expect(await screen.findByRole("option", { name: "alice (ready)" })).toBeInTheDocument();
  await user.click(screen.getByRole("option", { name: "bob (not ready)" }));
  expect(reserve).not.toHaveBeenCalled();
  expect(await screen.findByText("bob is not ready to reserve")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "Reason to reserve anyway" }), "MSA signed on paper");
  await user.click(screen.getByRole("button", { name: "Reserve Project" }));
  await screen.findByText("Project reserved for bob, pending approval");
  expect(reserve.mock.calls[0][0]).toEqual({ id: "p3", investorId: "bob", notes: null, overrideReason: "MSA signed on paper" });
});

test("choosing a ready investor asks for no reason", async () => {
  open({ investors: [{ id: "u1", username: "alice", ready: true }] });
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "alice (ready)" }));
  expect(screen.queryByRole("textbox", { name: "Reason to reserve anyway" })).not.toBeInTheDocument();
});
