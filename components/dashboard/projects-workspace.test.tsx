/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useEffect, useState, type ComponentProps } from "react";
import type { ProjectDialog } from "@/components/projects/project-dialog";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProjectsWorkspace } from "@/components/dashboard/projects-workspace";
import { serverPanels } from "@/components/dashboard/server-panels";
import type { ProjectItem } from "@/components/shared/project-item";
import { listStateFrom, PAGE_SIZE } from "@/components/projects/project-list-state";
import { SEARCH_DELAY_MS } from "@/components/ui/search-box";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import type { DashboardStats } from "@/lib/dashboard/queries";
import { deleteProjectAction } from "@/actions/projects/delete-project";
import { reserveProjectAction } from "@/actions/reservations/reserve-project";
import { withdrawReservationAction } from "@/actions/reservations/withdraw-reservation";
import { joinWaitlistAction } from "@/actions/reservations/join-waitlist";
import { leaveWaitlistAction } from "@/actions/reservations/leave-waitlist";
import type { Reserving } from "@/components/reservations/reserving-context";
import { readinessOf } from "@/lib/readiness/policy";
import { STATS } from "@/test/factories/dashboard";
import { projectItem } from "@/test/factories/project-items";
import { renderWithProviders } from "@/lib/client/test-utils";
import { dismiss } from "@/components/ui/use-toast";

// The dialog is another screen's subject; here it only has to open for the right project, with what the page
// read for it, and close or move to a created project through the URL.
jest.mock("@/components/projects/project-dialog", () => ({
  ProjectDialog: ({ projectId, state, onOpenChange, onCreated }: ComponentProps<typeof ProjectDialog>) =>
    projectId && (
      <div role="dialog" aria-label={projectId === "new" ? "Add New Project" : `Project ${projectId}`}>
        {state.open?.id === projectId && <p>Read for {projectId}</p>}
        <button onClick={() => onOpenChange(false)}>Close</button>
        <button onClick={() => onCreated("p-new")}>Create</button>
      </div>
    ),
}));
jest.mock("@/actions/projects/delete-project", () => ({ deleteProjectAction: jest.fn() }));
jest.mock("@/actions/reservations/reserve-project", () => ({ reserveProjectAction: jest.fn() }));
jest.mock("@/actions/reservations/withdraw-reservation", () => ({ withdrawReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/join-waitlist", () => ({ joinWaitlistAction: jest.fn() }));
jest.mock("@/actions/reservations/leave-waitlist", () => ({ leaveWaitlistAction: jest.fn() }));

// The router stands in for the server: a replace() renders the page the new URL asks for.
let navigate: (href: string) => void = () => {};
const replace = jest.fn((href: string) => navigate(href));
const refresh = jest.fn();
// The URL's query is the last one replaced.
const search = () => new URLSearchParams(replace.mock.calls.at(-1)?.[0].split("?")[1] ?? "");
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }), usePathname: () => "/dashboard", useSearchParams: () => search() }));

// Out of order, so the server's default order, ascending and descending cost all differ.
const MANY = Array.from({ length: 35 }, (_, i) => projectItem(((i * 8 + 3) % 35) + 1));
const MAP = "https://maps.example.com/projects";

/** What the dashboard page reads for a URL: the stage filter, sorting by cost and paging, as listProjects does. */
function serve(href: string, projects: ProjectItem[]) {
  const params = Object.fromEntries(new URL(href, "http://localhost").searchParams);
  const query = projectListQuerySchema.parse(params);
  const matching = projects.filter((p) => !query.stage || p.stage === query.stage);
  if (query.sort === "cost") {
    matching.sort((a, b) => Number(a.projectCost) - Number(b.projectCost));
    if (query.order === "desc") matching.reverse();
  }
  const rows = matching.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  return { projects: { rows, total: matching.length }, list: listStateFrom(query, params.search ?? "", query.page) };
}

type PageProps = { isEmployee: boolean; projects: ProjectItem[]; stats?: DashboardStats | null; failed?: boolean; reserving?: Reserving | null };

function Page({ isEmployee, projects, stats = STATS, failed = false, reserving = null }: PageProps) {
  const [href, setHref] = useState("/dashboard");
  useEffect(() => {
    navigate = setHref;
  }, []);
  const read = serve(href, projects);
  const quarters = [...new Set(projects.map((p) => p.deploymentQuarter))];
  const url = new URL(href, "http://localhost");
  // The project the URL's `?project=` opens, as the page reads it (the dialog's own test covers what it shows).
  const opened = url.searchParams.get("project");
  const projectDialog = { viewerId: "u-1", editable: isEmployee, open: opened ? { id: opened, read: null } : null };
  return (
    <ProjectsWorkspace
      isEmployee={isEmployee}
      panels={serverPanels(stats, MAP)}
      stats={stats}
      projects={failed ? null : read.projects}
      list={read.list}
      quarters={quarters}
      reserving={reserving}
      projectDialog={projectDialog}
    />
  );
}

const render = (props: PageProps) => renderWithProviders(<Page {...props} />);
const employee = (projects = MANY) => render({ isEmployee: true, projects });

beforeEach(() => {
  // The toast store outlives each test's render; start every test without an open toast.
  dismiss();
  replace.mockClear();
  refresh.mockClear();
  jest.mocked(deleteProjectAction).mockReset();
  jest.mocked(reserveProjectAction).mockReset();
  jest.mocked(withdrawReservationAction).mockReset();
});

const table = () => within(screen.getByRole("table", { name: "Projects" }));
const lastHref = () => replace.mock.calls[replace.mock.calls.length - 1]?.[0];

test("the server's page is on screen at once: rows, the total and the page buttons", () => {
  employee();
  expect(table().getAllByRole("row")).toHaveLength(11);
  expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1–10 of 35 projects");
  expect(replace).not.toHaveBeenCalled();
});

test("a header click cycles ascending, descending, none; each change goes back to page 1 in the URL", async () => {
  employee();
  const rows = table();
  const firstClient = () => table().getAllByRole("row")[1].querySelector("td:nth-child(3) p")?.textContent;
  expect(firstClient()).toBe("Client 04");

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Page 3" }));
  expect(lastHref()).toBe("/dashboard?page=3");
  await waitFor(() => expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page"));

  const costHeader = rows.getByRole("columnheader", { name: /Cost/ });
  const sortCost = within(costHeader).getByRole("link");
  expect(costHeader).toHaveAttribute("aria-sort", "none");
  // The header links to where its click goes (a new tab gets the same list), page 1 included.
  expect(sortCost).toHaveAttribute("href", "/dashboard?sort=cost&order=asc");
  await user.click(sortCost);
  expect(lastHref()).toBe("/dashboard?sort=cost&order=asc");
  await waitFor(() => expect(firstClient()).toBe("Client 01"));
  expect(costHeader).toHaveAttribute("aria-sort", "ascending");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await user.click(screen.getByRole("button", { name: "Page 2" }));
  expect(lastHref()).toBe("/dashboard?sort=cost&order=asc&page=2");
  // Keyboard: the header is a link to the next sort, Enter follows it.
  sortCost.focus();
  await user.keyboard("{Enter}");
  expect(lastHref()).toBe("/dashboard?sort=cost&order=desc");
  await waitFor(() => expect(firstClient()).toBe("Client 35"));
  expect(costHeader).toHaveAttribute("aria-sort", "descending");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // Third click: no sort, the server's default order.
  await user.click(sortCost);
  expect(lastHref()).toBe("/dashboard");
  await waitFor(() => expect(firstClient()).toBe("Client 04"));
  expect(costHeader).toHaveAttribute("aria-sort", "none");
  // Chargers and Spaces sort on the server too (spec 1 §9 lists spaces).
  for (const [name, key] of [["Chargers", "chargers"], ["Spaces", "spaces"]] as const) {
    const header = rows.getByRole("columnheader", { name: new RegExp(name) });
    await user.click(within(header).getByRole("link"));
    expect(lastHref()).toBe(`/dashboard?sort=${key}&order=asc`);
    await waitFor(() => expect(header).toHaveAttribute("aria-sort", "ascending"));
  }
});

test("the search follows the typed text once typing pauses, as typed, and goes back to page 1", async () => {
  jest.useFakeTimers();
  try {
    employee();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await user.type(screen.getByRole("searchbox", { name: "Search projects" }), "Client ");
    expect(lastHref()).toBe("/dashboard?page=2");
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(lastHref()).toBe("/dashboard?search=Client+");
    expect(screen.getByRole("searchbox", { name: "Search projects" })).toHaveValue("Client ");
  } finally {
    jest.useRealTimers();
  }
});

test("page buttons show five numbers, an ellipsis and the last page", () => {
  employee(Array.from({ length: 95 }, (_, i) => projectItem(i + 1)));
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  expect(within(nav).getAllByRole("button").map((b) => b.textContent)).toEqual(["", "1", "2", "3", "4", "5", "10", ""]);
  expect(nav).toHaveTextContent("…");
  expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1–10 of 95 projects");
});

test("a Deals by Stage button toggles the table's stage filter; 'Clear filter' removes it", async () => {
  employee();
  const stages = screen.getByRole("list", { name: "Stages" });
  const committed = within(stages).getByRole("button", { name: /^Committed/ });
  expect(committed).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByRole("button", { name: "Clear filter" })).not.toBeInTheDocument();
  expect(committed).toHaveTextContent("$4.2M7 projects");

  const user = userEvent.setup();
  await user.click(committed);
  expect(lastHref()).toBe("/dashboard?stage=Committed");
  await waitFor(() => expect(committed).toHaveAttribute("aria-pressed", "true"));
  expect(table().getAllByRole("row")).toHaveLength(8);

  await user.click(committed);
  expect(lastHref()).toBe("/dashboard");
  await waitFor(() => expect(table().getAllByRole("row")).toHaveLength(11));
  expect(committed).toHaveAttribute("aria-pressed", "false");

  await user.click(within(stages).getByRole("button", { name: /^Deployed/ }));
  await waitFor(() => expect(table().getAllByRole("row")).toHaveLength(8));
  await user.click(screen.getByRole("button", { name: "Clear filter" }));
  await waitFor(() => expect(table().getAllByRole("row")).toHaveLength(11));
  expect(within(stages).getByRole("button", { name: /^Deployed/ })).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByRole("button", { name: "Clear filter" })).not.toBeInTheDocument();
});

test("the panels: product types from the stats, and the map link opening in a new tab", () => {
  employee();
  expect(screen.getByText("17 projects · 120 chargers")).toBeInTheDocument();
  expect(screen.getByText("L3 DC Fast Charging")).toBeInTheDocument();
  expect(screen.getByText("L2 AC Level 2 Charging")).toBeInTheDocument();
  expect(screen.getByText("18 projects · 1 charger")).toBeInTheDocument();
  const map = screen.getByRole("link", { name: /View project map/ });
  expect(map).toHaveAttribute("href", MAP);
  expect(map).toHaveAttribute("target", "_blank");
  expect(map).toHaveAttribute("rel", "noopener noreferrer");
});

test("failed stats read: 'Failed to fetch dashboard stats' in the panel, Try again reads the page again", async () => {
  render({ isEmployee: true, projects: MANY, stats: null });
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch dashboard stats");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
  // The table does not depend on the stats.
  expect(table().getAllByRole("row")).toHaveLength(11);
});

test("delete asks 'Are you sure you want to delete this project?', then calls the delete action and toasts", async () => {
  jest.mocked(deleteProjectAction).mockResolvedValue({ ok: true, data: undefined });
  employee();
  const user = userEvent.setup();
  await user.click(table().getByRole("button", { name: "Delete Client 04" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this project?" });
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(deleteProjectAction).not.toHaveBeenCalled();

  await user.click(table().getByRole("button", { name: "Delete Client 04" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Project deleted successfully")).toBeInTheDocument();
  expect(deleteProjectAction).toHaveBeenCalledWith({ id: "p-4" }, { idempotencyKey: expect.any(String) });
});

test("a failed delete toasts 'Failed to delete project' with the server's reason", async () => {
  jest.mocked(deleteProjectAction).mockResolvedValue({ ok: false, status: 404, error: "Project not found" });
  employee();
  const user = userEvent.setup();
  await user.click(table().getByRole("button", { name: "Delete Client 04" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Failed to delete project")).toBeInTheDocument();
  expect(screen.getByText("Project not found")).toBeInTheDocument();
});

test("employees see the reservation columns, the stage select, Add Project; rows open the dialog and the edit page", async () => {
  employee([projectItem(1, { reservationStatus: "pending", reservedByUsername: "investor9", isReserved: true })]);
  const rows = table();
  const headers = rows.getAllByRole("columnheader").map((h) => h.textContent);
  expect(headers).toEqual(["Quarter", "Stage", "Client", "Type", "Chargers", "Spaces", "Cost", "ITC", "ITC Estimate", "Reservation", "Actions"]);
  // Who holds the reservation is under its status, in the one Reservation column.
  expect(within(rows.getByText("Pending").closest("td")!).getByText("by investor9")).toBeInTheDocument();
  expect(rows.getByText("$1,000.50")).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Stage" })).toBeInTheDocument();
  expect(rows.getByRole("link", { name: "Open edit page for Client 01" })).toHaveAttribute("href", "/project/p-1/edit");

  const user = userEvent.setup();
  // The project opened is the URL's `?project=`, whose page read it for the dialog; closing drops it.
  await user.click(rows.getByRole("button", { name: "Edit Client 01" }));
  const dialog = screen.getByRole("dialog", { name: "Project p-1" });
  expect(lastHref()).toBe("/dashboard?project=p-1");
  expect(await within(dialog).findByText("Read for p-1")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  expect(lastHref()).toBe("/dashboard");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

  await user.click(screen.getByRole("button", { name: "Add Project" }));
  expect(lastHref()).toBe("/dashboard?project=new");
  // After Create Project the URL moves to the new project, so its tabs work at once.
  await user.click(within(screen.getByRole("dialog", { name: "Add New Project" })).getByRole("button", { name: "Create" }));
  expect(lastHref()).toBe("/dashboard?project=p-new");
  expect(await screen.findByText("Read for p-new")).toBeInTheDocument();
});

describe("external users", () => {
  const SHARED = [
    projectItem(1, { stage: "Committed", available: true }),
    projectItem(2, { stage: "Committed", isReserved: true, reservedByMe: true, reservationStatus: "pending", reservedByUsername: "investor1" }),
    projectItem(3, { stage: "Committed", isReserved: true }),
    projectItem(4, { stage: "Committed", available: true, reservationStatus: "rejected", rejectionNotes: "Fund is full this quarter" }),
    projectItem(5, { stage: "Deployed", isReserved: true, reservedByMe: true, ownedByMe: true, reservationStatus: "approved" }),
  ];
  const investor = () => render({ isEmployee: false, projects: SHARED });

  test("see Reserve / Unreserve, no delete, no reservation columns, no stage select, no Add Project", () => {
    investor();
    const rows = table();
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

  test("see their own reservations as Pending, Approved or Rejected with the rejection's note", () => {
    investor();
    const rows = table();
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

  describe("readiness and the waitlist (issue 22)", () => {
    const reserving = (facts: { acceptedDocuments: number; msaExecuted: boolean }, required: boolean, places: Record<string, number> = {}): Reserving => ({
      readiness: { ...readinessOf(facts), required },
      places,
    });

    test("a not-ready investor sees the checklist, each item linking to where to fix it, instead of Reserve and Join waitlist", () => {
      render({ isEmployee: false, projects: SHARED, reserving: reserving({ acceptedDocuments: 6, msaExecuted: false }, true) });
      const rows = table();
      expect(rows.queryByRole("button", { name: "Reserve Client 01" })).not.toBeInTheDocument();
      const row = within(rows.getByText("Client 01").closest("tr")!);
      expect(row.getByRole("link", { name: "6 of 9 documents accepted" })).toHaveAttribute("href", "/deal-room");
      expect(row.getByRole("link", { name: "MSA not yet signed" })).toHaveAttribute("href", "/templates");
      expect(rows.queryByRole("button", { name: "Join waitlist for Client 03" })).not.toBeInTheDocument();
    });

    test("with the rule off the same investor reserves as before", () => {
      render({ isEmployee: false, projects: SHARED, reserving: reserving({ acceptedDocuments: 6, msaExecuted: false }, false) });
      expect(table().getByRole("button", { name: "Reserve Client 01" })).toBeInTheDocument();
    });

    test("a ready investor joins the waitlist of a project someone else holds, and sees their place with Leave", async () => {
      jest.mocked(joinWaitlistAction).mockResolvedValue({ ok: true, data: { message: "You are 2nd in line", place: 2 } });
      const ready = { acceptedDocuments: 9, msaExecuted: true };
      const { unmount } = render({ isEmployee: false, projects: SHARED, reserving: reserving(ready, true) });
      await userEvent.setup().click(table().getByRole("button", { name: "Join waitlist for Client 03" }));
      expect(joinWaitlistAction).toHaveBeenCalledWith({ id: "p-3" }, { idempotencyKey: expect.any(String) });
      expect(await screen.findByText("You are 2nd in line")).toBeInTheDocument();
      unmount();
      jest.mocked(leaveWaitlistAction).mockResolvedValue({ ok: true, data: { message: "You left the waitlist" } });
      render({ isEmployee: false, projects: SHARED, reserving: reserving(ready, true, { "p-3": 2 }) });
      const row = within(table().getByText("Client 03").closest("tr")!);
      expect(row.getByText("2nd in line")).toBeInTheDocument();
      await userEvent.setup().click(row.getByRole("button", { name: "Leave waitlist for Client 03" }));
      expect(leaveWaitlistAction).toHaveBeenCalledWith({ id: "p-3" }, { idempotencyKey: expect.any(String) });
    });
  });

  test("Reserve and Unreserve call their actions and toast; the button is disabled while its call runs", async () => {
    let finish: (r: { ok: true; data: never }) => void = () => {};
    jest.mocked(reserveProjectAction).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    jest.mocked(withdrawReservationAction).mockResolvedValue({ ok: true, data: {} as never });
    investor();
    const user = userEvent.setup();
    await user.click(table().getByRole("button", { name: "Reserve Client 01" }));
    expect(table().getByRole("button", { name: "Reserve Client 01" })).toBeDisabled();
    expect(reserveProjectAction).toHaveBeenCalledWith({ id: "p-1" }, { idempotencyKey: expect.any(String) });
    await act(async () => finish({ ok: true, data: undefined as never }));
    expect(await screen.findByText("Project reserved successfully")).toBeInTheDocument();
    expect(table().getByRole("button", { name: "Reserve Client 01" })).toBeEnabled();

    await user.click(table().getByRole("button", { name: "Unreserve Client 02" }));
    expect(await screen.findByText("Project unreserved successfully")).toBeInTheDocument();
    expect(withdrawReservationAction).toHaveBeenCalledWith({ id: "p-2", expectedStatus: "pending" }, { idempotencyKey: expect.any(String) });
  });

  test("a refused reservation toasts 'Failed to reserve project' with the server's message", async () => {
    jest.mocked(reserveProjectAction).mockResolvedValue({ ok: false, status: 409, error: "Project is already reserved" });
    investor();
    await userEvent.setup().click(table().getByRole("button", { name: "Reserve Client 01" }));
    expect(await screen.findByText("Failed to reserve project")).toBeInTheDocument();
    expect(screen.getByText("Project is already reserved")).toBeInTheDocument();
  });

  test("the Deals by Stage panel still filters, and the filter bar shows the stage to clear", async () => {
    investor();
    const user = userEvent.setup();
    const committed = () => within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Committed/ });
    await user.click(committed());
    expect(lastHref()).toBe("/dashboard?stage=Committed");
    await waitFor(() => expect(committed()).toHaveAttribute("aria-pressed", "true"));
    await user.click(screen.getByRole("button", { name: /Stage: Committed/ }));
    await waitFor(() => expect(committed()).toHaveAttribute("aria-pressed", "false"));
    expect(screen.queryByRole("button", { name: /Stage: Committed/ })).not.toBeInTheDocument();
  });
});

test("a failed list read shows 'Failed to fetch projects' with Try again; an empty filtered list says 'No projects found' with a hint", async () => {
  const view = render({ isEmployee: true, projects: MANY, failed: true });
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch projects");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
  view.unmount();

  employee([projectItem(1)]);
  await userEvent.setup().click(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Deployed/ }));
  expect(await screen.findByText("No projects found")).toBeInTheDocument();
  expect(screen.getByText(/clear the filters/)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Clear filters" }));
  expect(lastHref()).toBe("/dashboard");
});

test("Export downloads the CSV of the current filters and sort", async () => {
  employee();
  const user = userEvent.setup();
  await user.click(within(screen.getByRole("list", { name: "Stages" })).getByRole("button", { name: /^Best Case/ }));
  await user.click(within(table().getByRole("columnheader", { name: /Client/ })).getByRole("link"));
  const link = screen.getByRole("link", { name: "Export" });
  expect(link).toHaveAttribute("download");
  await waitFor(() => expect(link).toHaveAttribute("href", "/api/projects/export?stage=Best+Case&sort=client&order=asc"));
});
