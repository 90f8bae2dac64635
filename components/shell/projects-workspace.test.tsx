/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProjectsWorkspace } from "@/components/shell/projects-workspace";
import { fakeProjectsApi, listCalls, requested } from "@/test/factories/fake-api";
import { projectItem } from "@/test/factories/project-items";
import { renderAs } from "@/test/factories/render";
import { dismiss } from "@/components/ui/use-toast";

// The dialog is another screen's subject; here it only has to open for the right project.
jest.mock("@/components/projects/project-dialog", () => ({
  ProjectDialog: ({ open, projectId }: { open: boolean; projectId: string | null }) =>
    open ? <div role="dialog" aria-label={projectId ? `Project ${projectId}` : "Add New Project"} /> : null,
}));

// Out of order, so the server's default order, ascending and descending cost all differ.
const MANY = Array.from({ length: 35 }, (_, i) => projectItem(((i * 8 + 3) % 35) + 1));
const MAP = "https://maps.example.com/projects";

// The toast store outlives each test's render; start every test without an open toast.
beforeEach(() => dismiss());

function lastList(fetch: jest.Mock) {
  const calls = listCalls(fetch);
  return Object.fromEntries(calls[calls.length - 1]);
}

async function table() {
  return within(await screen.findByRole("table", { name: "Projects" }));
}

test("a header click cycles ascending, descending, none; each change goes back to page 1 and asks the server", async () => {
  const fetch = fakeProjectsApi("employee", MANY);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const rows = await table();
  const firstClient = () => rows.getAllByRole("row")[1].querySelector("td:nth-child(3) p")?.textContent;
  expect(rows.getAllByRole("row")).toHaveLength(11);
  expect(requested(fetch, { page: "1", pageSize: "10" })).toBe(true);
  expect(firstClient()).toBe("Client 04");

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Page 3" }));
  await waitFor(() => expect(requested(fetch, { page: "3", pageSize: "10" })).toBe(true));
  expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");

  const costHeader = rows.getByRole("columnheader", { name: /Cost/ });
  const sortCost = within(costHeader).getByRole("button");
  expect(costHeader).toHaveAttribute("aria-sort", "none");
  await user.click(sortCost);
  await waitFor(() => expect(firstClient()).toBe("Client 01"));
  expect(requested(fetch, { sort: "cost", order: "asc", page: "1", pageSize: "10" })).toBe(true);
  expect(costHeader).toHaveAttribute("aria-sort", "ascending");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await user.click(screen.getByRole("button", { name: "Page 2" }));
  await waitFor(() => expect(requested(fetch, { sort: "cost", order: "asc", page: "2", pageSize: "10" })).toBe(true));
  // Keyboard: the header is a button, Enter works as a click.
  sortCost.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(firstClient()).toBe("Client 35"));
  expect(requested(fetch, { sort: "cost", order: "desc", page: "1", pageSize: "10" })).toBe(true);
  expect(costHeader).toHaveAttribute("aria-sort", "descending");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // Third click: no sort, the server's default order (already loaded, so served from the cache).
  await user.click(sortCost);
  await waitFor(() => expect(firstClient()).toBe("Client 04"));
  expect(costHeader).toHaveAttribute("aria-sort", "none");
  // Chargers and Spaces sort on the server too (spec 1 §9 lists spaces).
  for (const [name, key] of [["Chargers", "chargers"], ["Spaces", "spaces"]] as const) {
    const header = rows.getByRole("columnheader", { name: new RegExp(name) });
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(requested(fetch, { sort: key, order: "asc", page: "1", pageSize: "10" })).toBe(true));
    expect(header).toHaveAttribute("aria-sort", "ascending");
  }
});

test("page buttons show five numbers, an ellipsis and the last page", async () => {
  fakeProjectsApi("employee", Array.from({ length: 95 }, (_, i) => projectItem(i + 1)));
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const nav = await screen.findByRole("navigation", { name: "Pagination" });
  expect(within(nav).getAllByRole("button").map((b) => b.textContent)).toEqual(["", "1", "2", "3", "4", "5", "10", ""]);
  expect(nav).toHaveTextContent("…");
  expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1–10 of 95 projects");
});

test("a Deals by Stage button toggles the table's stage filter; 'Clear filter' removes it", async () => {
  const fetch = fakeProjectsApi("employee", MANY);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  await table();
  const stages = screen.getByRole("list", { name: "Stages" });
  const committed = within(stages).getByRole("button", { name: /^Committed/ });
  expect(committed).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByRole("button", { name: "Clear filter" })).not.toBeInTheDocument();
  await waitFor(() => expect(committed).toHaveTextContent("$4.2M7 projects"));

  const user = userEvent.setup();
  await user.click(committed);
  expect(committed).toHaveAttribute("aria-pressed", "true");
  await waitFor(() => expect(lastList(fetch)).toMatchObject({ stage: "Committed", page: "1" }));
  expect((await table()).getAllByRole("row")).toHaveLength(8);

  await user.click(committed);
  expect(committed).toHaveAttribute("aria-pressed", "false");
  await waitFor(async () => expect((await table()).getAllByRole("row")).toHaveLength(11));

  await user.click(within(stages).getByRole("button", { name: /^Deployed/ }));
  await waitFor(() => expect(lastList(fetch)).toMatchObject({ stage: "Deployed" }));
  await waitFor(async () => expect((await table()).getAllByRole("row")).toHaveLength(8));
  await user.click(screen.getByRole("button", { name: "Clear filter" }));
  await waitFor(async () => expect((await table()).getAllByRole("row")).toHaveLength(11));
  expect(within(stages).getByRole("button", { name: /^Deployed/ })).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByRole("button", { name: "Clear filter" })).not.toBeInTheDocument();
});

test("the panels: product types computed from the stats, and the map link opening in a new tab", async () => {
  fakeProjectsApi("employee", MANY);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  expect(await screen.findByText("17 projects · 120 chargers")).toBeInTheDocument();
  expect(screen.getByText("L3 DC Fast Charging")).toBeInTheDocument();
  expect(screen.getByText("L2 AC Level 2 Charging")).toBeInTheDocument();
  expect(screen.getByText("18 projects · 1 charger")).toBeInTheDocument();
  const map = screen.getByRole("link", { name: /View project map/ });
  expect(map).toHaveAttribute("href", MAP);
  expect(map).toHaveAttribute("target", "_blank");
  expect(map).toHaveAttribute("rel", "noopener noreferrer");
});

test("delete asks 'Are you sure you want to delete this project?', then deletes and reloads the list and stats", async () => {
  const fetch = fakeProjectsApi("employee", MANY, (url, init) => (init?.method === "DELETE" ? { body: { message: "Project deleted successfully" } } : undefined));
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const rows = await table();
  const user = userEvent.setup();
  await user.click(rows.getByRole("button", { name: "Delete Client 04" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this project?" });
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "DELETE")).toBe(false);

  await user.click(rows.getByRole("button", { name: "Delete Client 04" }));
  const before = { list: listCalls(fetch).length, stats: fetch.mock.calls.filter(([u]) => u === "/api/dashboard/stats").length };
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Project deleted successfully")).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/projects/p-4", expect.objectContaining({ method: "DELETE" }));
  await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(before.list));
  await waitFor(() => expect(fetch.mock.calls.filter(([u]) => u === "/api/dashboard/stats").length).toBeGreaterThan(before.stats));
});

test("a failed delete toasts 'Failed to delete project' with the server's reason", async () => {
  fakeProjectsApi("employee", MANY, (url, init) => (init?.method === "DELETE" ? { status: 404, body: { error: "Project not found" } } : undefined));
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const user = userEvent.setup();
  await user.click((await table()).getByRole("button", { name: "Delete Client 04" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Failed to delete project")).toBeInTheDocument();
  expect(screen.getByText("Project not found")).toBeInTheDocument();
});

test("employees see the reservation columns, the stage select, Add Project; rows open the dialog and the edit page", async () => {
  fakeProjectsApi("employee", [projectItem(1, { reservationStatus: "pending", reservedByUsername: "investor9", isReserved: true })]);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const rows = await table();
  const headers = rows.getAllByRole("columnheader").map((h) => h.textContent);
  expect(headers).toEqual(["Quarter", "Stage", "Client", "Type", "Chargers", "Spaces", "Cost", "ITC", "Reservation", "Reserved By", "Actions"]);
  expect(rows.getByText("investor9")).toBeInTheDocument();
  expect(rows.getByText("$1,000.50")).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Stage" })).toBeInTheDocument();
  expect(rows.getByRole("link", { name: "Open edit page for Client 01" })).toHaveAttribute("href", "/project/p-1/edit");

  const user = userEvent.setup();
  await user.click(rows.getByRole("button", { name: "Edit Client 01" }));
  expect(screen.getByRole("dialog", { name: "Project p-1" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Add Project" }));
  expect(screen.getByRole("dialog", { name: "Add New Project" })).toBeInTheDocument();
});

describe("external users", () => {
  const SHARED = [
    projectItem(1, { stage: "Committed", available: true }),
    projectItem(2, { stage: "Committed", isReserved: true, reservedByMe: true, reservationStatus: "pending", reservedByUsername: "investor1" }),
    projectItem(3, { stage: "Committed", isReserved: true }),
    projectItem(4, { stage: "Committed", available: true, reservationStatus: "rejected", rejectionNotes: "Fund is full this quarter" }),
    projectItem(5, { stage: "Deployed", isReserved: true, reservedByMe: true, ownedByMe: true, reservationStatus: "approved" }),
  ];

  test("see Reserve / Unreserve, no delete, no reservation columns, no stage select, no Add Project", async () => {
    fakeProjectsApi("external", SHARED);
    renderAs("external", <ProjectsWorkspace mapUrl={MAP} />);
    const rows = await table();
    const headers = rows.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Quarter", "Stage", "Client", "Type", "Chargers", "Spaces", "Cost", "ITC", "My Reservation", "Actions"]);
    expect(rows.getByRole("button", { name: "Reserve Client 01" })).toBeInTheDocument();
    expect(rows.getByRole("button", { name: "Unreserve Client 02" })).toBeInTheDocument();
    expect(rows.queryByRole("button", { name: "Reserve Client 03" })).not.toBeInTheDocument();
    expect(rows.getByText("Reserved")).toBeInTheDocument();
    expect(rows.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(rows.queryByRole("link", { name: /edit page/ })).not.toBeInTheDocument();
    expect(rows.getByRole("button", { name: "View Client 01" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Stage" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Project" })).not.toBeInTheDocument();
  });

  test("see their own reservations as Pending, Approved or Rejected with the rejection's note", async () => {
    fakeProjectsApi("external", SHARED);
    renderAs("external", <ProjectsWorkspace mapUrl={MAP} />);
    const rows = await table();
    const myReservation = (client: string) => {
      const row = rows.getByText(client).closest("tr")!;
      const column = rows.getAllByRole("columnheader").findIndex((h) => h.textContent === "My Reservation");
      return row.querySelectorAll("td")[column];
    };
    expect(myReservation("Client 01")).toHaveTextContent("—");
    expect(myReservation("Client 02")).toHaveTextContent("Pending");
    expect(myReservation("Client 03")).toHaveTextContent("—");
    expect(myReservation("Client 04")).toHaveTextContent("RejectedNote: Fund is full this quarter");
    expect(myReservation("Client 05")).toHaveTextContent("Approved");
    // A rejected project that is free again can be reserved once more.
    expect(rows.getByRole("button", { name: "Reserve Client 04" })).toBeInTheDocument();
  });

  test("Reserve and Unreserve call the reserve endpoint, toast, and reload the list", async () => {
    const fetch = fakeProjectsApi("external", SHARED, (url, init) =>
      url.endsWith("/reserve") ? { body: { message: init?.method === "POST" ? "Project reserved successfully" : "Project unreserved successfully" } } : undefined,
    );
    renderAs("external", <ProjectsWorkspace mapUrl={MAP} />);
    const rows = await table();
    const user = userEvent.setup();
    const before = listCalls(fetch).length;
    await user.click(rows.getByRole("button", { name: "Reserve Client 01" }));
    expect(await screen.findByText("Project reserved successfully")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/projects/p-1/reserve", expect.objectContaining({ method: "POST" }));
    await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(before));

    await user.click(rows.getByRole("button", { name: "Unreserve Client 02" }));
    expect(await screen.findByText("Project unreserved successfully")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/projects/p-2/reserve", expect.objectContaining({ method: "DELETE" }));
  });

  test("a refused reservation toasts 'Failed to reserve project' with the server's message", async () => {
    fakeProjectsApi("external", SHARED, (url) => (url.endsWith("/reserve") ? { status: 409, body: { error: "Project is already reserved" } } : undefined));
    renderAs("external", <ProjectsWorkspace mapUrl={MAP} />);
    await userEvent.setup().click((await table()).getByRole("button", { name: "Reserve Client 01" }));
    expect(await screen.findByText("Failed to reserve project")).toBeInTheDocument();
    expect(screen.getByText("Project is already reserved")).toBeInTheDocument();
  });

  test("the Deals by Stage panel still filters, and the filter bar shows the stage to clear", async () => {
    const fetch = fakeProjectsApi("external", SHARED);
    renderAs("external", <ProjectsWorkspace mapUrl={MAP} />);
    await table();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Committed/ }));
    await waitFor(() => expect(lastList(fetch)).toMatchObject({ stage: "Committed" }));
    expect(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Committed/ })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: /Stage: Committed/ }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Committed/ })).toHaveAttribute("aria-pressed", "false"));
    expect(screen.queryByRole("button", { name: /Stage: Committed/ })).not.toBeInTheDocument();
  });
});

test("load failure shows 'Failed to fetch projects'; an empty filtered list says 'No projects found' with a hint", async () => {
  fakeProjectsApi("employee", [], (url) => (url.startsWith("/api/projects?") ? { status: 500, body: { error: "Internal error" } } : undefined));
  const view = renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  expect(await screen.findByText("Failed to fetch projects")).toBeInTheDocument();
  view.unmount();

  fakeProjectsApi("employee", [projectItem(1)]);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  await table();
  await userEvent.setup().click(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Deployed/ }));
  expect(await screen.findByText("No projects found")).toBeInTheDocument();
  expect(screen.getByText(/clear the filters/)).toBeInTheDocument();
});

test("Export downloads the CSV of the current filters and sort", async () => {
  fakeProjectsApi("employee", MANY);
  renderAs("employee", <ProjectsWorkspace mapUrl={MAP} />);
  const rows = await table();
  const user = userEvent.setup();
  await user.click(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Best Case/ }));
  await user.click(within(rows.getByRole("columnheader", { name: /Client/ })).getByRole("button"));
  const link = screen.getByRole("link", { name: "Export" });
  expect(link).toHaveAttribute("download");
  expect(link).toHaveAttribute("href", "/api/projects/export?stage=Best+Case&sort=client&order=asc");
});
