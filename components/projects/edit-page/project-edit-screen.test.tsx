/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, polyfillRadix, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { ProjectEditScreen } from "@/components/projects/edit-page/project-edit-screen";
import { callsOf, fakeApi } from "@/test/factories/fake-api";
import { EMPLOYEE } from "@/test/factories/signed-in";
import { PROJECT } from "@/test/factories/project-items";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

beforeAll(polyfillRadix);
beforeEach(() => push.mockReset());

const ROUTES = {
  [`GET /api/projects/${PROJECT.id}`]: { body: PROJECT },
  [`GET /api/projects/${PROJECT.id}/tasks`]: { body: [] },
  [`GET /api/projects/${PROJECT.id}/comments`]: { body: [{ id: "c-1", userId: "u-9", authorUsername: "engineer2", content: "Site survey booked", createdAt: "2025-03-05T09:05:00.000Z" }] },
  "GET /api/users?status=approved": { body: [] },
};

test("shows the five cards, says plainly that no files exist, and has Save All Changes at the top and bottom", async () => {
  mockFetch(fakeApi(EMPLOYEE, ROUTES));
  renderWithProviders(<ProjectEditScreen projectId={PROJECT.id} />);
  expect(await screen.findByRole("heading", { name: "Edit Project" })).toBeInTheDocument();
  for (const title of ["Project Details", "Engineering Notes", "Project Assets", "Project Tasks", "Investor Information"]) {
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/No files are attached to projects yet/)).toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: "Save All Changes" })).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  // A Pipeline project shows its update history, read-only, with nothing to add.
  expect(screen.getByRole("heading", { name: "Engineering Updates" })).toBeInTheDocument();
  expect(await screen.findByText("Site survey booked")).toBeInTheDocument();
  expect(screen.getByText(/updates can be added only while a project is Committed/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Add Update/ })).not.toBeInTheDocument();
});

test("Save All Changes sends one PUT with the details, the notes and the investor information", async () => {
  const fetch = mockFetch(fakeApi(EMPLOYEE, { ...ROUTES, [`PUT /api/projects/${PROJECT.id}`]: { body: PROJECT } }));
  renderWithProviders(<ProjectEditScreen projectId={PROJECT.id} />);
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
  const puts = callsOf(fetch).flatMap((c, i) => (c.startsWith("PUT") ? [sentBody(fetch, i)] : []));
  expect(puts).toEqual([
    {
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
    },
  ]);
});

test("an invalid field stops the save and shows its message", async () => {
  const fetch = mockFetch(fakeApi(EMPLOYEE, ROUTES));
  renderWithProviders(<ProjectEditScreen projectId={PROJECT.id} />);
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText("Client"));
  await user.click(screen.getAllByRole("button", { name: "Save All Changes" })[0]);
  expect(await screen.findByText("Client is required")).toBeInTheDocument();
  await waitFor(() => expect(callsOf(fetch).some((c) => c.startsWith("PUT"))).toBe(false));
});

test("a missing project shows 'Project not found' with a link back", async () => {
  mockFetch(fakeApi(EMPLOYEE, {}));
  renderWithProviders(<ProjectEditScreen projectId="gone" />);
  expect(await screen.findByRole("heading", { name: "Project not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("Back to Dashboard with unsaved edits asks first: Keep editing stays, Discard changes leaves", async () => {
  mockFetch(fakeApi(EMPLOYEE, ROUTES));
  renderWithProviders(<ProjectEditScreen projectId={PROJECT.id} />);
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
  mockFetch(fakeApi(EMPLOYEE, { ...ROUTES, [`PUT /api/projects/${PROJECT.id}`]: { body: PROJECT } }));
  renderWithProviders(<ProjectEditScreen projectId={PROJECT.id} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Investor Summary"), " and growing");
  await user.click(screen.getAllByRole("button", { name: "Save All Changes" })[0]);
  expect(await screen.findByText("Project updated successfully")).toBeInTheDocument();
  // The click is not stopped: the link navigates (nothing to ask about).
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  screen.getByRole("link", { name: "Back to Dashboard" }).dispatchEvent(click);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});
