/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderWithProviders, sentBody } from "@/lib/client/test-utils";
import { ProjectEditScreen } from "@/components/projects/edit-page/project-edit-screen";
import { callsOf, EMPLOYEE, fakeApi, PROJECT, polyfillRadix } from "@/components/projects/project-dialog/test-fixtures";

beforeAll(polyfillRadix);

const ROUTES = {
  [`GET /api/projects/${PROJECT.id}`]: { body: PROJECT },
  [`GET /api/projects/${PROJECT.id}/tasks`]: { body: [] },
  "GET /api/users": { body: [] },
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
  // A Pipeline project has no Engineering Updates panel.
  expect(screen.queryByText("Engineering Updates")).not.toBeInTheDocument();
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
