/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ReservationManagementDialog, ReservationManagementLoading } from "@/components/reservations/reservation-management-frame";
import { ReservationManagementPanel } from "@/components/reservations/reservation-management-dialog";
import type { ReservationManagementData } from "@/components/reservations/types";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { reserveForInvestorAction } from "@/actions/reservations/reserve-for-investor";
import { approveReservationAction } from "@/actions/reservations/approve-reservation";
import { rejectReservationAction } from "@/actions/reservations/reject-reservation";
import { updateReservationSettingsAction } from "@/actions/reservations/update-reservation-settings";

// The dialog gets its data from the server as props and writes through these server actions.
jest.mock("@/actions/reservations/reserve-for-investor", () => ({ reserveForInvestorAction: jest.fn() }));
jest.mock("@/actions/reservations/approve-reservation", () => ({ approveReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/reject-reservation", () => ({ rejectReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/update-reservation-settings", () => ({ updateReservationSettingsAction: jest.fn() }));
const reserve = reserveForInvestorAction as jest.Mock;
const approve = approveReservationAction as jest.Mock;
const reject = rejectReservationAction as jest.Mock;
const updateSettings = updateReservationSettingsAction as jest.Mock;
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }) }));

beforeEach(() => {
  [reserve, approve, reject, updateSettings, replace, refresh].forEach((m) => m.mockReset());
  polyfillRadix();
  window.history.replaceState(null, "", "/dashboard?open=project-reservations");
  global.fetch = jest.fn(() => Promise.reject(new Error("the dialog must not fetch"))) as unknown as typeof fetch;
});

const project = (id: string, client: string) => ({ id, client, address: `${id} Main St`, projectCost: "250000.00", deploymentQuarter: "Q3'25", type: "L3" as const, numberOfChargers: 4 });
// The available projects as the server answers them (lib/reservations/availability decides which).
const PROJECTS = [project("p1", "Acme Parking"), project("p3", "Beta Mall")];
const INVESTORS = [
  { id: "u1", username: "alice", ready: null, checklist: null },
  { id: "u2", username: "bob", ready: null, checklist: null },
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
const SERVED: ReservationManagementData = {
  requireReadiness: { data: false },
  projects: { data: PROJECTS },
  search: "",
  investors: { data: INVESTORS },
  pending: { data: PENDING },
  waitlists: { data: [] },
  tab: "reserve",
};

/** The dialog as the @dialog slot renders it, with what the server read; `rerender` hands the same dialog the next read (after an action). */
function open(data: Partial<ReservationManagementData> = {}) {
  let serve: (next: Partial<ReservationManagementData>) => void = () => {};
  function Slot() {
    const [served, setServed] = useState(data);
    serve = (next) => setServed({ ...data, ...next });
    return (
      <ReservationManagementDialog>
        <ReservationManagementPanel {...SERVED} {...served} />
      </ReservationManagementDialog>
    );
  }
  renderWithProviders(<Slot />);
  return { rerender: (next: Partial<ReservationManagementData>) => act(() => serve(next)) };
}

test("while the server reads, the dialog shows its loading state", () => {
  renderWithProviders(
    <ReservationManagementDialog>
      <ReservationManagementLoading />
    </ReservationManagementDialog>,
  );
  expect(within(screen.getByRole("dialog", { name: "Project Reservation Management" })).getByRole("status", { name: "Loading reservations" })).toHaveAttribute("aria-busy", "true");
});

test("the Reserve Project tab lists the available projects the server read; a search asks the server through the URL", async () => {
  open();
  const dialog = screen.getByRole("dialog", { name: "Project Reservation Management" });
  expect(within(dialog).getByRole("radio", { name: "Acme Parking" })).toBeInTheDocument();
  expect(within(dialog).getByRole("radio", { name: "Beta Mall" })).toBeInTheDocument();

  await userEvent.setup().type(within(dialog).getByRole("searchbox", { name: "Search available projects by client" }), "acme");
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard?open=project-reservations&dialog-search=acme", { scroll: false }));
});

test("a search with no match says so; a failed read says 'Failed to fetch projects' with a retry", async () => {
  const { rerender } = open({ projects: { data: [] }, search: "zzz" });
  expect(screen.getByText("No available projects match your search")).toBeInTheDocument();
  await rerender({ projects: { error: "Something went wrong" }, search: "" });
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch projects");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
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

test("a reservation sends the project, the investor's username and the note, toasts the server's message and empties the form", async () => {
  reserve.mockResolvedValue({ ok: true, data: { message: "Project reserved for alice, pending approval" } });
  open();
  const user = userEvent.setup();
  await fillReservation(user, "Signed LOI");
  expect(await screen.findByText("Project reserved for alice, pending approval")).toBeInTheDocument();
  expect(reserve).toHaveBeenCalledTimes(1);
  expect(reserve.mock.calls[0][0]).toEqual({ id: "p3", investorId: "alice", notes: "Signed LOI", overrideReason: null });
  expect(reserve.mock.calls[0][1].idempotencyKey).toEqual(expect.any(String));
  // The form is ready for the next one (the action re-renders the lists from the server).
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
  open({ pending: { data: [] } });
  await userEvent.setup().click(await screen.findByRole("tab", { name: "Pending Approvals 0" }));
  expect(screen.getByText("No pending reservations")).toBeInTheDocument();
});

test("Approve approves the project's reservation and toasts the server's message; the server's next read shows the shorter queue", async () => {
  approve.mockResolvedValue({ ok: true, data: { message: "Reservation approved" } });
  const { rerender } = open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  expect(window.location.search).toBe("?open=project-reservations&dialog-tab=pending");
  await user.click(screen.getByRole("button", { name: "Approve reservation of Gamma Garage" }));
  expect(await screen.findByText("Reservation approved")).toBeInTheDocument();
  // The decision carries the reservation the row showed (issue 19 §1.2).
  expect(approve.mock.calls[0][0]).toEqual({ id: "p7", expectedStatus: "pending", expectedReservedBy: "u1" });
  expect(screen.getByRole("tab", { name: "Pending Approvals 2" })).toHaveAttribute("aria-selected", "true");
  await rerender({ pending: { data: PENDING.slice(1) } });
  expect(screen.getByRole("tab", { name: "Pending Approvals 1" })).toHaveAttribute("aria-selected", "true");
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

const MISSING = [
  { key: "documents" as const, label: "3 of 9 deal-room documents accepted", done: false, href: "/deal-room" },
  { key: "msa" as const, label: "MSA fully executed", done: true, href: "/templates" },
];

test("while readiness is required the picker says who is ready, and choosing a not-ready investor shows their checklist and asks for the override reason at once", async () => {
  reserve.mockResolvedValue({ ok: true, data: { message: "Project reserved for bob, pending approval" } });
  open({ requireReadiness: { data: true }, investors: { data: [{ id: "u1", username: "alice", ready: true, checklist: null }, { id: "u2", username: "bob", ready: false, checklist: MISSING }] } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "Beta Mall" }));
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  expect(await screen.findByRole("option", { name: "alice (ready)" })).toBeInTheDocument();
  await user.click(screen.getByRole("option", { name: "bob (not ready)" }));
  expect(reserve).not.toHaveBeenCalled();
  expect(await screen.findByText("bob is not ready to reserve")).toBeInTheDocument();
  expect(screen.getByText("3 of 9 deal-room documents accepted")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "Reason to reserve anyway" }), "MSA signed on paper");
  await user.click(screen.getByRole("button", { name: "Reserve Project" }));
  await screen.findByText("Project reserved for bob, pending approval");
  expect(reserve.mock.calls[0][0]).toEqual({ id: "p3", investorId: "bob", notes: null, overrideReason: "MSA signed on paper" });
});

test("choosing a ready investor asks for no reason", async () => {
  open({ requireReadiness: { data: true }, investors: { data: [{ id: "u1", username: "alice", ready: true, checklist: null }] } });
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "alice (ready)" }));
  expect(screen.queryByRole("textbox", { name: "Reason to reserve anyway" })).not.toBeInTheDocument();
});

test("the readiness switch shows the stored rule and sends a change; a failed read says so", async () => {
  updateSettings.mockResolvedValue({ ok: true, data: { requireReadiness: true } });
  const { rerender } = open();
  const user = userEvent.setup();
  const rule = screen.getByRole("switch", { name: "Require readiness to reserve" });
  expect(rule).not.toBeChecked();
  await user.click(rule);
  expect(await screen.findByText("Readiness is now required to reserve")).toBeInTheDocument();
  expect(updateSettings).toHaveBeenCalledWith({ requireReadiness: true }, expect.anything());
  await rerender({ requireReadiness: { error: "Database unavailable" } });
  expect(screen.getByText("Could not load the setting: Database unavailable")).toBeInTheDocument();
  expect(screen.getByRole("switch", { name: "Require readiness to reserve" })).toBeDisabled();
});

test("the queue's and the waitlists' failed reads say so, each with a retry", async () => {
  open({ pending: { error: "Database unavailable" }, waitlists: { error: "Database unavailable" }, tab: "pending" });
  expect(screen.getByRole("alert")).toHaveTextContent("Could not load pending reservations: Database unavailable");
  await act(() => userEvent.setup().click(screen.getByRole("tab", { name: "Waitlists" })));
  expect(screen.getByRole("tab", { name: "Waitlists" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Could not load waitlists: Database unavailableTry again");
});
