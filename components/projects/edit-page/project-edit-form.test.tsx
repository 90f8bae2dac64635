/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { ProjectEditForm } from "@/components/projects/edit-page/project-edit-form";
import { ProjectNotFound } from "@/components/projects/edit-page/project-not-found";
import { EMPLOYEE } from "@/test/factories/signed-in";
import { PROJECT } from "@/test/factories/project-items";
import { updateProjectAction } from "@/actions/projects/update-project";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/actions/projects/create-project", () => ({ createProjectAction: jest.fn() }));
jest.mock("@/actions/projects/update-project", () => ({ updateProjectAction: jest.fn() }));
jest.mock("@/actions/projects/add-comment", () => ({ addCommentAction: jest.fn() }));
jest.mock("@/actions/projects/delete-comment", () => ({ deleteCommentAction: jest.fn() }));
jest.mock("@/actions/tasks/create-task", () => ({ createTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/complete-task", () => ({ completeTaskAction: jest.fn() }));
jest.mock("@/actions/tasks/delete-task", () => ({ deleteTaskAction: jest.fn() }));
const update = updateProjectAction as jest.Mock;

beforeAll(polyfillRadix);
beforeEach(() => {
  push.mockReset();
  update.mockReset();
  update.mockResolvedValue({ ok: true, data: PROJECT });
});

const UPDATES = [{ id: "c-1", projectId: PROJECT.id, userId: "u-9", authorUsername: "engineer2", content: "Site survey booked", createdAt: "2025-03-05T09:05:00.000Z" }];

/** The page as the server rendered it: the project, its updates and tasks, the assignees. */
function renderPage() {
  renderWithProviders(<ProjectEditForm project={PROJECT} updates={UPDATES} tasks={[]} assignees={[]} viewerId={EMPLOYEE.id} />);
}

test("shows the five cards, says where documents are (the deal room, reviewed under Document Tracking), and has Save All Changes at the top and bottom", async () => {
  renderPage();
  expect(await screen.findByRole("heading", { name: "Edit Project" })).toBeInTheDocument();
  for (const title of ["Project Details", "Engineering Notes", "Project Assets", "Project Tasks", "Investor Information"]) {
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/Projects hold no files of their own\. Investors hand in their documents in the Deal Room/)).toBeInTheDocument();
  expect(screen.queryByText(/arrive with the deal-room feature/)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Document Tracking" })).toHaveAttribute("href", "/admin/documents");
  expect(screen.getAllByRole("button", { name: "Save All Changes" })).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  // A Pipeline project shows its update history, read-only, with nothing to add.
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("Site survey booked")).toBeInTheDocument();
  expect(screen.getByText(/updates can be added only while a project is Committed/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Add Update/ })).not.toBeInTheDocument();
});

test("Save All Changes sends one save with the details, the notes, the investor information and the §30C inputs", async () => {
  renderPage();
  const user = userEvent.setup();
  const notes = await screen.findByLabelText("Engineering Notes");
  await user.clear(notes);
  await user.type(notes, "New notes");
  await user.clear(screen.getByLabelText("Investor Summary"));
  await user.type(screen.getByLabelText("Investor Summary"), "New summary");
  await user.clear(screen.getByLabelText("Number of Spaces"));
  await user.type(screen.getByLabelText("Number of Spaces"), "30");
  await user.click(screen.getAllByRole("button", { name: "Save All Changes" })[1]);
  expect(await screen.findByText("Project updated successfully")).toBeInTheDocument();
  expect(update.mock.calls.map(([input]) => input)).toEqual([
    {
      id: PROJECT.id,
      deploymentQuarter: "Q3'25",
      stage: "Pipeline",
      client: "Acme Parking",
      address: "1 Main St, Springfield",
      purpose: "Workplace charging",
      type: "L2",
      numberOfChargers: 12,
      numberOfSpaces: 30,
      projectCost: "250000.00",
      itcTaxCredit: true,
      engineeringNotes: "New notes",
      investorSummary: "New summary",
      sharedWithInvestors: true,
      // Not recorded on this project: saved as not recorded.
      placedInServiceDate: null,
      censusTract: null,
      tractEligible: null,
      tractEligibilitySource: null,
      prevailingWageMet: null,
    },
  ]);
});

test("an invalid field stops the save and shows its message", async () => {
  renderPage();
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText("Client"));
  await user.click(screen.getAllByRole("button", { name: "Save All Changes" })[0]);
  expect(await screen.findByText("Client is required")).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
});

test("a missing project shows 'Project not found' with a link back", async () => {
  renderWithProviders(<ProjectNotFound />);
  expect(await screen.findByRole("heading", { name: "Project not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("Back to Dashboard with unsaved edits asks first: Keep editing stays, Discard changes leaves", async () => {
  renderPage();
  const user = userEvent.setup();
  const client = await screen.findByLabelText("Client");
  await user.type(client, " Two");
  await user.click(screen.getByRole("link", { name: "Back to Dashboard" }));
  const ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
  await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(push).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Client")).toHaveValue("Acme Parking Two");

  await user.click(screen.getByRole("link", { name: "Back to Dashboard" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }));
  expect(push).toHaveBeenCalledWith("/dashboard");
});

test("once Save All Changes has saved the edits, Back to Dashboard no longer asks", async () => {
  renderPage();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Investor Summary"), " and growing");
  await user.click(screen.getAllByRole("button", { name: "Save All Changes" })[0]);
  expect(await screen.findByText("Project updated successfully")).toBeInTheDocument();
  expect(update).toHaveBeenCalledTimes(1);
  // The click is not stopped: the link navigates (nothing to ask about).
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  screen.getByRole("link", { name: "Back to Dashboard" }).dispatchEvent(click);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});
