/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import type { ReactNode } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReservationManagementDialog } from "@/components/reservations/reservation-management-dialog";
import { mockFetch, renderWithProviders, type FakeAnswer } from "@/lib/client/test-utils";

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

const STATS = {
  committedAvailableCount: 2,
  committedAvailableValue: "500000.00",
  committedReservedByMeCount: 0,
  committedReservedByMeValue: "0.00",
  deployedOwnedCount: 0,
  deployedOwnedValue: "0.00",
};

type Route = (url: string, init?: RequestInit) => FakeAnswer | undefined;

/** Answers the dialog's reads; `writes` answers the POSTs (and may override a read). */
function open({ pending = PENDING, writes, beside }: { pending?: unknown[]; writes?: Route; beside?: ReactNode } = {}) {
  const fetch = mockFetch((url, init) => {
    const written = writes?.(url, init);
    if (written) return written;
    if (url.startsWith("/api/projects?")) return { body: PROJECTS };
    if (url === "/api/admin/investors") return { body: INVESTORS };
    if (url === "/api/admin/pending-reservations") return { body: pending };
    if (url === "/api/dashboard/stats") return { body: STATS };
    return { status: 404, body: { error: "Not found" } };
  });
  renderWithProviders(
    <>
      {beside}
      <ReservationManagementDialog open onOpenChange={jest.fn()} />
    </>,
  );
  return fetch;
}

const calls = (fetch: jest.Mock) => fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);
const bodyOf = (fetch: jest.Mock, method: string, url: string) => {
  const call = fetch.mock.calls.find(([u, init]) => u === url && (init as RequestInit | undefined)?.method === method);
  return call ? JSON.parse(String((call[1] as RequestInit).body ?? "null")) : undefined;
};

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
  const fetch = open();
  await screen.findByRole("radio", { name: "Acme Parking" });
  await userEvent.setup().click(screen.getByRole("button", { name: "Reserve Project" }));
  expect(await screen.findByText("Please select a project to reserve")).toBeInTheDocument();
  expect(screen.getByText("Investor selection is required")).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Investor" })).toHaveAttribute("aria-invalid", "true");
  expect(calls(fetch).filter((c) => c.startsWith("POST"))).toEqual([]);
});

async function fillReservation(user: ReturnType<typeof userEvent.setup>, notes?: string) {
  await user.click(await screen.findByRole("radio", { name: "Beta Mall" }));
  await user.click(screen.getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "alice" }));
  if (notes) await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), notes);
  await user.click(screen.getByRole("button", { name: "Reserve Project" }));
}

test("a reservation posts the investor's username and the note, toasts the server's message and reloads the queue and the project list", async () => {
  const fetch = open({
    writes: (url, init) => (init?.method === "POST" && url === "/api/admin/projects/p3/reserve" ? { body: { message: "Project reserved for alice, pending approval" } } : undefined),
  });
  const user = userEvent.setup();
  await fillReservation(user, "Signed LOI");
  expect(await screen.findByText("Project reserved for alice, pending approval")).toBeInTheDocument();
  expect(bodyOf(fetch, "POST", "/api/admin/projects/p3/reserve")).toEqual({ investorId: "alice", notes: "Signed LOI" });
  await waitFor(() => {
    const after = calls(fetch).slice(calls(fetch).indexOf("POST /api/admin/projects/p3/reserve"));
    expect(after).toEqual(expect.arrayContaining(["GET /api/admin/pending-reservations", "GET /api/projects?stage=Committed&sort=client"]));
  });
  // The form is ready for the next one.
  expect(screen.queryByText("Selected:")).not.toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Notes (optional)" })).toHaveValue("");
});

// The dashboard's stats are read on the server now; the page behind the dialog re-renders after a write.
test("a blank note goes as null", async () => {
  const fetch = open({
    writes: (_url, init) => (init?.method === "POST" ? { body: { message: "Project reserved for alice, pending approval" } } : undefined),
  });
  await fillReservation(userEvent.setup());
  await screen.findByText("Project reserved for alice, pending approval");
  expect(bodyOf(fetch, "POST", "/api/admin/projects/p3/reserve")).toEqual({ investorId: "alice", notes: null });
});

test("a refused reservation toasts 'Reservation Failed' with the server's message and keeps the choices", async () => {
  open({
    writes: (url, init) => (init?.method === "POST" ? { status: 409, body: { error: "This project is already reserved" } } : undefined),
  });
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
  open({ pending: [] });
  await userEvent.setup().click(await screen.findByRole("tab", { name: "Pending Approvals 0" }));
  expect(screen.getByText("No pending reservations")).toBeInTheDocument();
});

test("Approve posts to the project's approve-reservation URL, toasts the server's message and reloads the queue", async () => {
  let approved = false;
  const fetch = open({
    writes: (url, init) => {
      if (init?.method === "POST" && url === "/api/admin/projects/p7/approve-reservation") {
        approved = true;
        return { body: { message: "Reservation approved" } };
      }
      if (url === "/api/admin/pending-reservations" && approved) return { body: PENDING.slice(1) };
      return undefined;
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Approve reservation of Gamma Garage" }));
  expect(await screen.findByText("Reservation approved")).toBeInTheDocument();
  expect(calls(fetch)).toContain("POST /api/admin/projects/p7/approve-reservation");
  expect(await screen.findByRole("tab", { name: "Pending Approvals 1" })).toBeInTheDocument();
  expect(screen.queryByRole("listitem", { name: "Gamma Garage" })).not.toBeInTheDocument();
});

test("a refused approval toasts 'Approval Failed' with the server's message", async () => {
  open({ writes: (_url, init) => (init?.method === "POST" ? { status: 409, body: { error: "This reservation is no longer pending" } } : undefined) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Approve reservation of Delta Depot" }));
  expect(await screen.findByText("Approval Failed")).toBeInTheDocument();
  expect(screen.getByText("This reservation is no longer pending")).toBeInTheDocument();
});

test("Reject asks for an optional note, sends it, and toasts the server's message", async () => {
  const fetch = open({
    writes: (url, init) => (init?.method === "POST" && url === "/api/admin/projects/p7/reject-reservation" ? { body: { message: "Reservation rejected" } } : undefined),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Pending Approvals 2" }));
  await user.click(screen.getByRole("button", { name: "Reject reservation of Gamma Garage" }));
  const ask = await screen.findByRole("dialog", { name: "Reject reservation" });
  expect(ask).toHaveTextContent("Gamma Garage, reserved by alice");
  await user.type(within(ask).getByRole("textbox", { name: "Note (optional)" }), "Allocation is full");
  await user.click(within(ask).getByRole("button", { name: "Reject reservation" }));
  expect(await screen.findByText("Reservation rejected")).toBeInTheDocument();
  expect(bodyOf(fetch, "POST", "/api/admin/projects/p7/reject-reservation")).toEqual({ notes: "Allocation is full" });
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reject reservation" })).not.toBeInTheDocument());
});

test("a refused rejection toasts 'Rejection Failed' with the server's message and keeps the note dialog open", async () => {
  open({ writes: (_url, init) => (init?.method === "POST" ? { status: 404, body: { error: "Project not found" } } : undefined) });
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
