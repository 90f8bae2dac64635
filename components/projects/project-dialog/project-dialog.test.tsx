/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen, waitFor, within } from "@testing-library/react";
import { dismiss } from "@/components/ui/use-toast";
import userEvent from "@testing-library/user-event";
import { mockFetch, polyfillRadix } from "@/lib/client/test-utils";
import { renderAs } from "@/test/factories/render";
import { ProjectDialog } from "@/components/projects/project-dialog";
import { callsOf, fakeApi as fakeApiOf } from "@/test/factories/fake-api";
import { EMPLOYEE, INVESTOR, type SignedInUser } from "@/test/factories/signed-in";
import { PROJECT } from "@/test/factories/project-items";
import { createProjectAction } from "@/actions/projects/create-project";
import { updateProjectAction } from "@/actions/projects/update-project";

// The dialog reads through the fake API when it opens and writes through these server actions.
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

// The signed-in user comes from the portal layout (AuthGate), as the page's server read passes it: each
// test signs in as the user its fake API answers for.
let signedIn: SignedInUser = EMPLOYEE;
const fakeApi = (user: SignedInUser, routes: Parameters<typeof fakeApiOf>[1]) => {
  signedIn = user;
  return fakeApiOf(user, routes);
};
const renderWithProviders = (ui: React.ReactElement) => renderAs(signedIn.role, ui);
// The toast store outlives a test, and a toast on screen is a layer of its own (Esc closes it first).
beforeEach(() => {
  act(() => dismiss());
  create.mockReset();
  update.mockReset();
});

/** What the dialog reads when it opens a saved project: the project, its updates, its tasks and the assignees. */
function reads(project: { id: string; stage?: string }, { comments = [] as unknown[], tasks = [] as unknown[] } = {}) {
  return {
    [`GET /api/projects/${project.id}`]: { body: project },
    [`GET /api/projects/${project.id}/comments`]: { body: comments },
    [`GET /api/projects/${project.id}/tasks`]: { body: tasks },
    "GET /api/users?status=approved": { body: [] },
  };
}

/** An update answers with the project as saved, the sent fields applied. */
const savesAsSent = () => update.mockImplementation(async ({ id: _id, ...changes }: Record<string, unknown>) => ({ ok: true, data: { ...PROJECT, ...changes } }));
/** The fields each update sent, in order. */
const updatesSent = () => update.mock.calls.map(([{ id: _id, ...changes }]: [Record<string, unknown>]) => changes);

function openDialog(projectId: string | null) {
  renderWithProviders(<ProjectDialog projectId={projectId} open onOpenChange={jest.fn()} />);
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

test("an external user gets 'Project Details': a view with money formatted, no form fields, no Share switch, Close instead of Cancel", async () => {
  const fetch = mockFetch(fakeApi(INVESTOR, reads(PROJECT)));
  openDialog(PROJECT.id);
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
  expect(callsOf(fetch).filter((c) => c.includes("/tasks") || c.includes("/api/users"))).toEqual([]);
});

test("a new project: 'Add New Project' with the spec's defaults, the Tasks tab disabled, notes and investor saving disabled", async () => {
  mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: [] } }));
  openDialog(null);
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
  mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: [] } }));
  openDialog(null);
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
  const fetch = mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: [] } }));
  create.mockResolvedValue({ ok: true, data: created });
  openDialog(null);
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
  expect(await screen.findByRole("dialog", { name: "Edit Project" })).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Tasks" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
  // The new project is shown from the action's answer: its (empty) updates and tasks are not read again.
  expect(callsOf(fetch).filter((c) => c.includes("p-new"))).toEqual([]);
});

test("double-clicking Create Project calls the action once, with an idempotency key", async () => {
  const created = { ...PROJECT, id: "p-new", engineeringNotes: null, investorSummary: null, sharedWithInvestors: false };
  mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: [] } }));
  create.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ ok: true, data: created }), 20)));
  openDialog(null);
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
  mockFetch(fakeApi(EMPLOYEE, { "GET /api/users?status=approved": { body: [] } }));
  create.mockResolvedValue({ ok: false, status: 400, error: "Client must be at most 200 characters", fieldErrors: { client: ["Client must be at most 200 characters"] } });
  openDialog(null);
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
  mockFetch(fakeApi(EMPLOYEE, reads(PROJECT)));
  savesAsSent();
  openDialog(PROJECT.id);
  const dialog = await screen.findByRole("dialog", { name: "Edit Project" });
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
  mockFetch(fakeApi(EMPLOYEE, reads(PROJECT)));
  update.mockResolvedValue({ ok: false, status: 500, error: "Something went wrong" });
  openDialog(PROJECT.id);
  await userEvent.setup().click(await screen.findByRole("button", { name: "Save Changes" }));
  expect(await screen.findByText("Failed to update project: Something went wrong")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
});

test("the Engineering Updates history shows in every stage; adding only for a Committed project", async () => {
  mockFetch(fakeApi(EMPLOYEE, { ...reads(PROJECT), ...reads({ ...PROJECT, id: "p-2", stage: "Committed" }) }));
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(<ProjectDialog projectId={PROJECT.id} open onOpenChange={jest.fn()} />);
  await user.click(await screen.findByRole("tab", { name: "Engineering" }));
  expect(screen.getByLabelText("Engineering Notes")).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates were added while this project was Committed.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Add Update/ })).not.toBeInTheDocument();
  unmount();

  renderWithProviders(<ProjectDialog projectId="p-2" open onOpenChange={jest.fn()} />);
  await user.click(await screen.findByRole("tab", { name: "Engineering" }));
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("No engineering updates yet for this funded project.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /Add Update/ })).toBeInTheDocument();
});

test("a project the API does not find shows 'Project not found'", async () => {
  mockFetch(fakeApi(INVESTOR, { "GET /api/projects/gone": { status: 404, body: { error: "Project not found" } } }));
  openDialog("gone");
  expect(await screen.findByText("Project not found")).toBeInTheDocument();
  expect(within(screen.getByRole("dialog")).getAllByRole("button", { name: "Close" })).toHaveLength(2);
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
});

test("shows a loading state while the project loads", async () => {
  mockFetch(fakeApi(EMPLOYEE, {}));
  global.fetch = jest.fn((url: RequestInfo | URL) =>
    String(url) === "/api/auth/me"
      ? Promise.resolve({ ok: true, status: 200, statusText: "OK", text: async () => JSON.stringify({ user: EMPLOYEE, isEmployee: true }) } as Response)
      : new Promise<Response>(() => {}),
  ) as unknown as typeof fetch;
  openDialog(PROJECT.id);
  expect(await screen.findByRole("status", { name: "Loading project" })).toBeInTheDocument();
});

test("Cancel, Esc or the close icon with unsaved edits ask before discarding; without edits Cancel just closes", async () => {
  mockFetch(fakeApi(EMPLOYEE, reads(PROJECT)));
  const onOpenChange = jest.fn();
  renderWithProviders(<ProjectDialog projectId={PROJECT.id} open onOpenChange={onOpenChange} />);
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

test("a saved tab no longer counts as unsaved: Cancel after Save Notes closes at once", async () => {
  mockFetch(fakeApi(EMPLOYEE, reads(PROJECT)));
  savesAsSent();
  const onOpenChange = jest.fn();
  renderWithProviders(<ProjectDialog projectId={PROJECT.id} open onOpenChange={onOpenChange} />);
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
  mockFetch(fakeApi(EMPLOYEE, reads(project)));
  update.mockImplementation(async ({ id: _id, ...changes }: Record<string, unknown>) => ({ ok: true, data: { ...project, ...changes } }));
  openDialog(project.id);
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
  mockFetch(fakeApi(INVESTOR, reads(held)));
  openDialog(PROJECT.id);
  const dialog = await screen.findByRole("dialog", { name: "Project Details" });
  expect(await within(dialog).findByRole("region", { name: "ITC estimate" })).toHaveTextContent("estimate, not tax advice");
});

test("an investor gets no ITC estimate on a project they do not hold", async () => {
  mockFetch(fakeApi(INVESTOR, reads(PROJECT)));
  openDialog(PROJECT.id);
  const dialog = await screen.findByRole("dialog", { name: "Project Details" });
  await within(dialog).findByRole("tabpanel", { name: "Details" });
  expect(within(dialog).queryByRole("region", { name: "ITC estimate" })).not.toBeInTheDocument();
});
