/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { dismiss } from "@/components/ui/use-toast";
import userEvent from "@testing-library/user-event";
import { polyfillRadix } from "@/lib/client/test-utils";
import { ProjectDialog } from "@/components/projects/project-dialog";
import { NEW_PROJECT, type Project, type ProjectRead } from "@/components/projects/project-dialog/project-api";
import { EMPLOYEE, INVESTOR, type SignedInUser } from "@/test/factories/signed-in";
import { PROJECT } from "@/test/factories/project-items";
import { createProjectAction } from "@/actions/projects/create-project";
import { updateProjectAction } from "@/actions/projects/update-project";

// The dialog renders what the page read for it (its props) and writes through these server actions.
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: jest.fn() }), usePathname: () => "/dashboard", useSearchParams: () => new URLSearchParams() }));
jest.mock("@/actions/projects/create-project", () => ({ createProjectAction: jest.fn() }));
jest.mock("@/actions/projects/update-project", () => ({ updateProjectAction: jest.fn() }));
jest.mock("@/actions/projects/add-comment", () => ({ addCommentAction: jest.fn() }));
jest.mock("@/actions/projects/delete-comment", () => ({ deleteCommentAction: jest.fn() }));
jest.mock("@/actions/tasks/create-task", () => ({ createTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/complete-task", () => ({ completeTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/delete-task", () => ({ deleteTaskAction: jest.fn() }));
jest.mock("@/actions/projects/delete-project", () => ({ deleteProjectAction: jest.fn() }));
jest.mock("@/actions/reservations/reserve-project", () => ({ reserveProjectAction: jest.fn() }));
jest.mock("@/actions/reservations/withdraw-reservation", () => ({ withdrawReservationAction: jest.fn() }));
jest.mock("@/actions/reservations/join-waitlist", () => ({ joinWaitlistAction: jest.fn() }));
jest.mock("@/actions/reservations/leave-waitlist", () => ({ leaveWaitlistAction: jest.fn() }));
const create = createProjectAction as jest.Mock;
const update = updateProjectAction as jest.Mock;

beforeAll(polyfillRadix);

// The toast store outlives a test, and a toast on screen is a layer of its own (Esc closes it first).
beforeEach(() => {
  act(() => dismiss());
  create.mockReset();
  update.mockReset();
  refresh.mockReset();
});

/** What the page reads for an opened project: for an employee also its tasks, the assignees and its stage history. */
function read(user: SignedInUser, project: Project): ProjectRead {
  const stageHistory = [{ stage: project.stage, enteredAt: project.createdAt, leftAt: null, days: 3 }];
  return { project, updates: [], staff: user === EMPLOYEE ? { tasks: [], assignees: [], stageHistory } : null };
}

/** The page around the dialog: its toast area. A rerender keeps it, as a page's new render does. */
const Page = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <Toaster />
  </>
);
const show = (ui: React.ReactElement) => render(ui, { wrapper: Page });

/** The dialog as the page renders it for `user`, with the URL's `?project=` at `id` and what the page read for it. */
function dialogFor(user: SignedInUser, id: string | null, open: { id: string; read: ProjectRead | "missing" | "failed" | null } | null, handlers: { onOpenChange?: jest.Mock; onCreated?: jest.Mock } = {}) {
  const state = { viewerId: user.id, editable: user === EMPLOYEE, open };
  return <ProjectDialog projectId={id} state={state} onOpenChange={handlers.onOpenChange ?? jest.fn()} onCreated={handlers.onCreated ?? jest.fn()} />;
}

function openDialog(user: SignedInUser, project: Project | null, handlers?: { onOpenChange?: jest.Mock; onCreated?: jest.Mock }) {
  const id = project?.id ?? NEW_PROJECT;
  return show(dialogFor(user, id, { id, read: project && read(user, project) }, handlers));
}

/** An update answers with the project as saved, the sent fields applied. */
const savesAsSent = () => update.mockImplementation(async ({ id: _id, ...changes }: Record<string, unknown>) => ({ ok: true, data: { ...PROJECT, ...changes } }));
/** The fields each update sent, in order. */
const updatesSent = () => update.mock.calls.map(([{ id: _id, ...changes }]: [Record<string, unknown>]) => changes);

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

test("an external user gets 'Project Details': a view with money formatted, no form fields, no Share switch, Close instead of Cancel", async () => {
  openDialog(INVESTOR, PROJECT);
  const dialog = await screen.findByRole("dialog", { name: "Project Details" });
  expect(screen.queryByRole("dialog", { name: "Edit Project" })).not.toBeInTheDocument();
  const details = await within(dialog).findByRole("tabpanel", { name: "Details" });
  const value = (term: string) => within(details).getByText(term, { selector: "dt" }).nextElementSibling;
  expect(value("Client")).toHaveTextContent("Acme Parking");
  expect(value("Project Cost")).toHaveTextContent("$250,000.00");
  expect(value("ITC Tax Credit")).toHaveTextContent("Eligible");
  expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("spinbutton")).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("switch")).not.toBeInTheDocument();
  // The footer's Close, beside the corner's close icon.
  expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(2);
  expect(within(dialog).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("button", { name: /save|create/i })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(within(dialog).getByRole("tab", { name: "Engineering" }));
  expect(within(dialog).getByText("Transformer upgrade needed")).toBeInTheDocument();
  expect(within(dialog).queryByRole("button", { name: "Save Notes" })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("tab", { name: "Investor" }));
  expect(within(dialog).getByText("Stable tenant")).toBeInTheDocument();
  expect(within(dialog).queryByRole("switch", { name: "Share with Investors" })).not.toBeInTheDocument();
  expect(within(dialog).queryByText(/Share with Investors/)).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("button", { name: "Save Investor Information" })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("tab", { name: "Tasks" }));
  expect(within(dialog).getByText("Tasks for this project are managed by the company team.")).toBeInTheDocument();
});

test("a new project: 'Add New Project' with the spec's defaults, the Tasks tab disabled, notes and investor saving disabled", async () => {
  openDialog(EMPLOYEE, null);
  const dialog = await screen.findByRole("dialog", { name: "Add New Project" });
  expect(await within(dialog).findByLabelText("Number of Chargers")).toHaveValue(0);
  expect(within(dialog).getByLabelText("Number of Spaces")).toHaveValue(0);
  expect(within(dialog).getByLabelText("Project Cost (USD)")).toHaveValue(0);
  expect(within(dialog).getByLabelText("Project Cost (USD)")).toHaveAttribute("step", "0.01");
  expect(within(dialog).getByRole("switch", { name: "ITC Tax Credit" })).not.toBeChecked();
  expect(within(dialog).getByRole("tab", { name: "Tasks" })).toBeDisabled();
  expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(1);

  const user = userEvent.setup();
  await user.click(within(dialog).getByRole("tab", { name: "Engineering" }));
  expect(within(dialog).getByLabelText("Engineering Notes")).toBeDisabled();
  expect(within(dialog).getByRole("button", { name: "Save Notes" })).toBeDisabled();
  await user.click(within(dialog).getByRole("tab", { name: "Investor" }));
  expect(within(dialog).getByRole("button", { name: "Save Investor Information" })).toBeDisabled();
});

test("Create Project checks the fields on the client first and shows each error beneath its field", async () => {
  openDialog(EMPLOYEE, null);
  const dialog = await screen.findByRole("dialog", { name: "Add New Project" });
  await userEvent.setup().click(await within(dialog).findByRole("button", { name: "Create Project" }));
  expect(await within(dialog).findByText("Client is required")).toBeInTheDocument();
  expect(within(dialog).getByText("Deployment quarter is required")).toBeInTheDocument();
  expect(within(dialog).getByText("Stage is required")).toBeInTheDocument();
  expect(within(dialog).getByLabelText("Client")).toHaveAttribute("aria-invalid", "true");
  expect(create).not.toHaveBeenCalled();
});

test("creating a project sends the details, toasts, and keeps the dialog open on the new project with Tasks enabled", async () => {
  const created = { ...PROJECT, id: "p-new", engineeringNotes: null, investorSummary: null, sharedWithInvestors: false };
  create.mockResolvedValue({ ok: true, data: created });
  const onCreated = jest.fn();
  const { rerender } = openDialog(EMPLOYEE, null, { onCreated });
  const dialog = await screen.findByRole("dialog", { name: "Add New Project" });
  const user = userEvent.setup();
  await within(dialog).findByLabelText("Client");
  await choose("Deployment Quarter", "Q3'25");
  await choose("Stage", "Pipeline");
  await choose("Type", "L2 (AC Level 2)");
  await user.type(within(dialog).getByLabelText("Client"), "Acme Parking");
  await user.type(within(dialog).getByLabelText("Address"), "1 Main St, Springfield");
  await user.type(within(dialog).getByLabelText("Purpose"), "Workplace charging");
  await user.clear(within(dialog).getByLabelText("Number of Chargers"));
  await user.type(within(dialog).getByLabelText("Number of Chargers"), "12");
  await user.clear(within(dialog).getByLabelText("Project Cost (USD)"));
  await user.type(within(dialog).getByLabelText("Project Cost (USD)"), "250000.5");
  await user.click(within(dialog).getByRole("switch", { name: "ITC Tax Credit" }));
  await user.click(within(dialog).getByRole("button", { name: "Create Project" }));

  expect(await screen.findByText("Project created successfully")).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create.mock.calls[0][0]).toEqual({
    deploymentQuarter: "Q3'25",
    stage: "Pipeline",
    client: "Acme Parking",
    address: "1 Main St, Springfield",
    purpose: "Workplace charging",
    type: "L2",
    numberOfChargers: 12,
    numberOfSpaces: 0,
    projectCost: "250000.5",
    itcTaxCredit: true,
  });
  // The page moves to `?project=p-new`; until its read arrives the dialog shows the action's answer.
  expect(onCreated).toHaveBeenCalledWith("p-new");
  rerender(dialogFor(EMPLOYEE, "p-new", { id: NEW_PROJECT, read: null }));
  expect(await screen.findByRole("dialog", { name: "Edit Project" })).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Tasks" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
  // Then it renders the page's read of it, without starting over: the fields and the tab stay.
  rerender(dialogFor(EMPLOYEE, "p-new", { id: "p-new", read: read(EMPLOYEE, created) }));
  expect(screen.getByRole("dialog", { name: "Edit Project" })).toBeInTheDocument();
  expect(screen.getByLabelText("Client")).toHaveValue("Acme Parking");
  expect(screen.getByRole("heading", { name: "Stage history" })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("tab", { name: "Tasks" }));
  expect(screen.getByRole("tabpanel", { name: "Tasks" })).toBeInTheDocument();
});

test("double-clicking Create Project calls the action once, with an idempotency key", async () => {
  const created = { ...PROJECT, id: "p-new", engineeringNotes: null, investorSummary: null, sharedWithInvestors: false };
  create.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ ok: true, data: created }), 20)));
  openDialog(EMPLOYEE, null);
  const dialog = await screen.findByRole("dialog", { name: "Add New Project" });
  const user = userEvent.setup();
  await within(dialog).findByLabelText("Client");
  await choose("Deployment Quarter", "Q3'25");
  await choose("Stage", "Pipeline");
  await choose("Type", "L2 (AC Level 2)");
  await user.type(within(dialog).getByLabelText("Client"), "Acme Parking");
  await user.type(within(dialog).getByLabelText("Address"), "1 Main St, Springfield");
  await user.type(within(dialog).getByLabelText("Purpose"), "Workplace charging");
  await user.dblClick(within(dialog).getByRole("button", { name: "Create Project" }));

  expect(await screen.findByText("Project created successfully")).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create.mock.calls[0][1].idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
});

test("a refused create toasts 'Error' with 'Failed to create project' and the reason, and puts field errors beneath the fields", async () => {
  create.mockResolvedValue({ ok: false, status: 400, error: "Client must be at most 200 characters", fieldErrors: { client: ["Client must be at most 200 characters"] } });
  openDialog(EMPLOYEE, null);
  const dialog = await screen.findByRole("dialog", { name: "Add New Project" });
  const user = userEvent.setup();
  await within(dialog).findByLabelText("Client");
  await choose("Deployment Quarter", "Q1'24");
  await choose("Stage", "Committed");
  await choose("Type", "L3 (DC Fast Charging)");
  await user.type(within(dialog).getByLabelText("Client"), "Too long, says the server");
  await user.type(within(dialog).getByLabelText("Address"), "2 Side St");
  await user.type(within(dialog).getByLabelText("Purpose"), "Fleet");
  await user.click(within(dialog).getByRole("button", { name: "Create Project" }));
  expect(await screen.findByText("Failed to create project: Client must be at most 200 characters")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
  expect(within(dialog).getAllByText("Client must be at most 200 characters").length).toBeGreaterThanOrEqual(1);
  expect(within(dialog).getByLabelText("Client")).toHaveAttribute("aria-invalid", "true");
});

test("an existing project: Save Notes and Save Investor Information send only their own fields", async () => {
  savesAsSent();
  openDialog(EMPLOYEE, PROJECT);
  const dialog = await screen.findByRole("dialog", { name: "Edit Project" });
  // The Details tab's stage history, read with the project.
  const history = within(dialog).getByRole("region", { name: "Stage history" });
  expect(history).toHaveTextContent("Pipeline2025-04-01 – now · 3 days");
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole("tab", { name: "Engineering" }));
  const notes = within(dialog).getByLabelText("Engineering Notes");
  await user.clear(notes);
  await user.type(notes, "Switchgear ordered");
  await user.click(within(dialog).getByRole("button", { name: "Save Notes" }));
  expect(await screen.findByText("Project updated successfully")).toBeInTheDocument();
  expect(update.mock.calls[0][0].id).toBe(PROJECT.id);
  expect(updatesSent()).toEqual([{ engineeringNotes: "Switchgear ordered" }]);

  await user.click(within(dialog).getByRole("tab", { name: "Investor" }));
  await user.click(within(dialog).getByRole("switch", { name: "Share with Investors" }));
  await user.click(within(dialog).getByRole("button", { name: "Save Investor Information" }));
  await waitFor(() => expect(updatesSent()).toHaveLength(2));
  expect(updatesSent()[1]).toEqual({ investorSummary: "Stable tenant", sharedWithInvestors: false });
});

test("a refused update toasts 'Error' with 'Failed to update project' and the reason", async () => {
  update.mockResolvedValue({ ok: false, status: 500, error: "Something went wrong" });
  openDialog(EMPLOYEE, PROJECT);
  await userEvent.setup().click(await screen.findByRole("button", { name: "Save Changes" }));
  expect(await screen.findByText("Failed to update project: Something went wrong")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
});

test("the Engineering Updates history shows in every stage; adding only for a Committed project", async () => {
  const user = userEvent.setup();
  const { unmount } = openDialog(EMPLOYEE, PROJECT);
  await user.click(await screen.findByRole("tab", { name: "Engineering" }));
  expect(screen.getByLabelText("Engineering Notes")).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates were added while this project was Committed.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Add Update/ })).not.toBeInTheDocument();
  unmount();

  openDialog(EMPLOYEE, { ...PROJECT, id: "p-2", stage: "Committed" });
  await user.click(await screen.findByRole("tab", { name: "Engineering" }));
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /Add Update/ })).toBeInTheDocument();
});

test("a project the page does not find (or that is not shared with the viewer) shows 'Project not found', and no tabs", async () => {
  show(dialogFor(INVESTOR, "gone", { id: "gone", read: "missing" }));
  expect(await screen.findByText("Project not found")).toBeInTheDocument();
  expect(within(screen.getByRole("dialog")).getAllByRole("button", { name: "Close" })).toHaveLength(2);
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
});

test("a project whose read failed says so, and Try again renders the page again", async () => {
  show(dialogFor(EMPLOYEE, PROJECT.id, { id: PROJECT.id, read: "failed" }));
  expect(await screen.findByText("Could not load the project")).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalled();
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
});

test("shows a loading state while the page's read of the project is on its way", async () => {
  // Opened by a click: the dialog shows at once, the URL's new render (with the project) follows.
  show(dialogFor(EMPLOYEE, PROJECT.id, null));
  expect(await screen.findByRole("status", { name: "Loading project" })).toHaveAttribute("aria-busy", "true");
});

test("Cancel, Esc or the close icon with unsaved edits ask before discarding; without edits Cancel just closes", async () => {
  const onOpenChange = jest.fn();
  openDialog(EMPLOYEE, PROJECT, { onOpenChange });
  const dialog = await screen.findByRole("dialog", { name: "Edit Project" });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole("button", { name: "Cancel" }));
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  onOpenChange.mockReset();

  await user.type(within(dialog).getByLabelText("Client"), " Two");
  for (const leave of [() => user.click(within(dialog).getByRole("button", { name: "Cancel" })), () => user.keyboard("{Escape}")]) {
    await leave();
    const ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("Client")).toHaveValue("Acme Parking Two");
  }
  await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]);
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test("closing returns the keyboard to the button that opened the dialog (the row's or the card's)", async () => {
  const page = (id: string | null) => (
    <>
      <button>Edit Acme Parking</button>
      {dialogFor(EMPLOYEE, id, id ? { id, read: read(EMPLOYEE, PROJECT) } : null)}
    </>
  );
  const { rerender } = show(page(null));
  const opener = screen.getByRole("button", { name: "Edit Acme Parking" });
  opener.focus();
  rerender(page(PROJECT.id));
  await waitFor(() => expect(screen.getByRole("dialog", { name: "Edit Project" })).toContainElement(document.activeElement as HTMLElement));
  rerender(page(null));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

test("a saved tab no longer counts as unsaved: Cancel after Save Notes closes at once", async () => {
  savesAsSent();
  const onOpenChange = jest.fn();
  openDialog(EMPLOYEE, PROJECT, { onOpenChange });
  const dialog = await screen.findByRole("dialog", { name: "Edit Project" });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole("tab", { name: "Engineering" }));
  await user.type(within(dialog).getByLabelText("Engineering Notes"), " and more");
  await user.click(within(dialog).getByRole("button", { name: "Save Notes" }));
  expect(await screen.findByText("Project updated successfully")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});

const HELD_ESTIMATE = {
  status: "estimated",
  reason: "30 % of each charger's cost",
  credit: "75000.00",
  rate: "0.30",
  items: 12,
  itemCost: "20833.33",
  itemCredit: "6250.00",
  capped: false,
} as const;
const ITC_INPUTS = { placedInServiceDate: "2025-05-01", censusTract: "06037206031", tractEligible: true, tractEligibilitySource: "DOE 30C locator", prevailingWageMet: true };

test("the Tax Credit tab: the ITC estimate with its inputs ('estimate, not tax advice'), and Save sends only the §30C inputs", async () => {
  const project = { ...PROJECT, ...ITC_INPUTS, itcEstimate: HELD_ESTIMATE, recaptureEndsOn: "2028-05-01" };
  update.mockImplementation(async ({ id: _id, ...changes }: Record<string, unknown>) => ({ ok: true, data: { ...project, ...changes } }));
  openDialog(EMPLOYEE, project);
  const dialog = await screen.findByRole("dialog", { name: "Edit Project" });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole("tab", { name: "Tax Credit" }));
  const panel = within(dialog).getByRole("region", { name: "ITC estimate" });
  expect(panel).toHaveTextContent("estimate, not tax advice");
  expect(within(panel).getByTestId("itc-estimate-credit")).toHaveTextContent("$75,000.00");
  expect(panel).toHaveTextContent("Recapture window ends2028-05-01");
  const tract = within(dialog).getByLabelText("Census Tract (11-digit GEOID)");
  await user.clear(tract);
  await user.type(tract, "123");
  await user.click(within(dialog).getByRole("button", { name: "Save Tax Credit Inputs" }));
  expect(await within(dialog).findByText("Census tract must be an 11-digit GEOID")).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
  await user.clear(tract);
  await user.type(tract, "06037206032");
  await choose("Prevailing Wage & Apprenticeship Met", "No");
  await user.click(within(dialog).getByRole("button", { name: "Save Tax Credit Inputs" }));
  await waitFor(() => expect(updatesSent()).toHaveLength(1));
  expect(updatesSent()[0]).toEqual({ ...ITC_INPUTS, censusTract: "06037206032", prevailingWageMet: false });
});

test("an investor sees the ITC estimate on a project they hold, and none on one they do not", async () => {
  const held = { ...PROJECT, ...ITC_INPUTS, ownedByMe: true, itcEstimate: HELD_ESTIMATE, recaptureEndsOn: "2028-05-01" };
  openDialog(INVESTOR, held);
  const dialog = await screen.findByRole("dialog", { name: "Project Details" });
  expect(await within(dialog).findByRole("region", { name: "ITC estimate" })).toHaveTextContent("estimate, not tax advice");
});

test("an investor gets no ITC estimate on a project they do not hold", async () => {
  openDialog(INVESTOR, PROJECT);
  const dialog = await screen.findByRole("dialog", { name: "Project Details" });
  await within(dialog).findByRole("tabpanel", { name: "Details" });
  expect(within(dialog).queryByRole("region", { name: "ITC estimate" })).not.toBeInTheDocument();
});
