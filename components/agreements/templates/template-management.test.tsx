/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { TemplateManagement } from "@/components/agreements/templates/template-management";
import type { TemplateSummary } from "@/components/agreements/types";
import { createTemplateAction } from "@/actions/agreements/create-template";
import { updateTemplateAction } from "@/actions/agreements/update-template";
import { setTemplateActiveAction } from "@/actions/agreements/set-template-active";
import { assignTemplatesAction } from "@/actions/agreements/assign-templates";

// The editor's open state is the URL (`?edit=`); the page reads the template's text for it.
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn() }), usePathname: () => "/templates/manage", useSearchParams: () => new URLSearchParams() }));
jest.mock("@/actions/agreements/create-template", () => ({ createTemplateAction: jest.fn() }));
jest.mock("@/actions/agreements/update-template", () => ({ updateTemplateAction: jest.fn() }));
jest.mock("@/actions/agreements/set-template-active", () => ({ setTemplateActiveAction: jest.fn() }));
jest.mock("@/actions/agreements/assign-templates", () => ({ assignTemplatesAction: jest.fn() }));
const assign = jest.mocked(assignTemplatesAction);
const create = jest.mocked(createTemplateAction);
const update = jest.mocked(updateTemplateAction);
const setActive = jest.mocked(setTemplateActiveAction);

beforeAll(polyfillRadix);
beforeEach(() => jest.clearAllMocks());

const updatedAt = "2026-11-01T00:00:00Z";
const MSA: TemplateSummary = { id: "t1", title: "Master Service Agreement", description: "The main agreement", category: "msa", version: "1.0", isActive: true, updatedAt };
const RISK: TemplateSummary = { id: "t2", title: "Risk Disclosure", description: null, category: "disclosure", version: "1.3", isActive: false, updatedAt };
const INVESTORS = [{ id: "i1", username: "ivan" }];
const TEXT = "Master Service Agreement\n\n1. TERMS\nText.";

const changed = (t: TemplateSummary, extra: Partial<Omit<TemplateSummary, "updatedAt">> = {}) => ({ ok: true as const, data: { ...t, ...extra, content: TEXT, updatedAt: new Date(updatedAt) } });

const row = async (title: string) => within(await screen.findByRole("row", { name: new RegExp(`^${title}`) }));

test("lists every template with its category, version and whether it is active", async () => {
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA, RISK]} />);
  const table = screen.getByRole("table", { name: "Agreement templates" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((r) => within(r).getAllByRole("cell").slice(0, 4).map((c) => c.textContent))).toEqual([
    ["Master Service AgreementThe main agreement", "Master Service Agreement", "1.0", "Active"],
    ["Risk Disclosure", "Disclosure", "1.3", "Inactive"],
  ]);
  expect(within(rows[0]).getByRole("button", { name: "Deactivate Master Service Agreement" })).toBeInTheDocument();
  expect(within(rows[1]).getByRole("button", { name: "Activate Risk Disclosure" })).toBeInTheDocument();
});

test("Edit opens the editor by its address", async () => {
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA]} />);
  await userEvent.setup().click((await row("Master Service Agreement")).getByRole("button", { name: "Edit Master Service Agreement" }));
  expect(replace).toHaveBeenCalledWith("/templates/manage?edit=t1", { scroll: false });
});

test("a template that cannot be read says so in the editor", async () => {
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA]} edit={{ id: "gone", error: "Template not found" }} />);
  const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Template not found");
  expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
});

test("editing starts from the current text the page read and saves it through the action", async () => {
  update.mockResolvedValue(changed(MSA, { version: "1.1" }));
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA]} edit={{ id: "t1", template: { ...MSA, content: TEXT } }} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
  expect(within(dialog).getByText(/Saving makes version 1\.1/)).toBeInTheDocument();
  const text = await within(dialog).findByRole("textbox", { name: "Agreement text" });
  expect(text).toHaveValue(TEXT);
  await user.type(text, " More.");
  await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
  // Saved: the editor closes (its address goes); the action's refresh re-renders the list.
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/templates/manage", { scroll: false }));
  expect(update).toHaveBeenCalledWith(
    { templateId: "t1", title: "Master Service Agreement", description: "The main agreement", category: "msa", content: `${TEXT} More.` },
    { idempotencyKey: expect.any(String) },
  );
  expect(await screen.findByText("Template updated")).toBeInTheDocument();
  expect(screen.getByText("Master Service Agreement is now version 1.1")).toBeInTheDocument();
});

test("creating needs a title and text, then creates the template", async () => {
  create.mockResolvedValue(changed({ ...MSA, id: "t3", title: "Side Letter" }));
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA]} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Create Template" }));
  expect(replace).toHaveBeenCalledWith("/templates/manage?edit=new", { scroll: false });
  cleanup();
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA]} edit={{ id: "new" }} />);
  const dialog = await screen.findByRole("dialog", { name: "Create Template" });
  await user.click(within(dialog).getByRole("button", { name: "Create Template" }));
  expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
  expect(within(dialog).getByText("Content is required")).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Side Letter");
  await user.type(within(dialog).getByRole("textbox", { name: "Agreement text" }), "SIDE LETTER");
  await user.click(within(dialog).getByRole("button", { name: "Create Template" }));
  await waitFor(() => expect(replace).toHaveBeenLastCalledWith("/templates/manage", { scroll: false }));
  expect(create).toHaveBeenCalledWith({ title: "Side Letter", description: null, category: "msa", content: "SIDE LETTER" }, { idempotencyKey: expect.any(String) });
  expect(screen.getByText("Template created")).toBeInTheDocument();
});

test("a refused save keeps the dialog open with the server's field message", async () => {
  create.mockResolvedValue({ ok: false, status: 400, error: "Title must be at most 200 characters", fieldErrors: { title: ["Title must be at most 200 characters"] } });
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[]} edit={{ id: "new" }} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole("dialog", { name: "Create Template" });
  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Long");
  await user.type(within(dialog).getByRole("textbox", { name: "Agreement text" }), "TEXT");
  await user.click(within(dialog).getByRole("button", { name: "Create Template" }));
  expect(await within(dialog).findByText("Title must be at most 200 characters")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Create Template" })).toBeInTheDocument();
});

test("deactivating and activating call the action; a refusal shows the server's text", async () => {
  setActive.mockImplementation(async (input) =>
    input.templateId === "t1" ? changed(MSA, { isActive: false }) : { ok: false, status: 409, error: "Template is busy" },
  );
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA, RISK]} />);
  const user = userEvent.setup();
  await user.click((await row("Master Service Agreement")).getByRole("button", { name: "Deactivate Master Service Agreement" }));
  // Asked first: nothing happens until the confirmation, which says what really happens (investors who
  // hold a version of it keep it; the template only stops being assignable and listed).
  expect(setActive).not.toHaveBeenCalled();
  const ask = await screen.findByRole("alertdialog", { name: "Deactivate Master Service Agreement?" });
  expect(ask).toHaveAccessibleDescription(/Investors it is already assigned to keep their versions and can go on reviewing, negotiating and signing them/);
  expect(ask).not.toHaveAccessibleDescription(/Investors will no longer see it/);
  await user.click(within(ask).getByRole("button", { name: "Deactivate" }));
  expect(await screen.findByText("Template deactivated")).toBeInTheDocument();
  expect(setActive).toHaveBeenCalledWith({ templateId: "t1", isActive: false }, { idempotencyKey: expect.any(String) });
  await user.click((await row("Risk Disclosure")).getByRole("button", { name: "Activate Risk Disclosure" }));
  expect(await screen.findByText("Template is busy")).toBeInTheDocument();
});

test("an empty list says so", () => {
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[]} />);
  expect(screen.getByText("No templates yet")).toBeInTheDocument();
});

test("Assign Templates: the investor is required, the active templates are ticked, the notes go along", async () => {
  assign.mockResolvedValue({ ok: true, data: { assigned: 1 } });
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA, RISK]} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Assign Templates" }));
  const dialog = await screen.findByRole("dialog", { name: "Assign Templates" });
  expect(within(dialog).getByRole("checkbox", { name: "Master Service Agreement" })).toBeChecked();
  expect(within(dialog).queryByRole("checkbox", { name: "Risk Disclosure" })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Assign" }));
  expect(await within(dialog).findByText("Investor is required")).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "ivan" }));
  await user.type(within(dialog).getByLabelText("Notes (optional)"), "Start here");
  await user.click(within(dialog).getByRole("button", { name: "Assign" }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith({ investorId: "i1", templateIds: ["t1"], notes: "Start here" }, expect.anything()));
  expect(await screen.findByText("1 template assigned to ivan.")).toBeInTheDocument();
});

test("Assign Templates: with every template unticked the form asks for one, and the server's field message lands under its field", async () => {
  assign.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { notes: ["Notes must not contain control characters"] } });
  renderWithProviders(<TemplateManagement investors={INVESTORS} templates={[MSA, RISK]} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Assign Templates" }));
  const dialog = await screen.findByRole("dialog", { name: "Assign Templates" });
  await user.click(within(dialog).getByRole("checkbox", { name: "Master Service Agreement" }));
  await user.click(within(dialog).getByRole("combobox", { name: "Investor" }));
  await user.click(await screen.findByRole("option", { name: "ivan" }));
  await user.click(within(dialog).getByRole("button", { name: "Assign" }));
  expect(await within(dialog).findByText("Select at least one template")).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole("checkbox", { name: "Master Service Agreement" }));
  await user.type(within(dialog).getByRole("textbox", { name: /Notes/ }), "Read this");
  await user.click(within(dialog).getByRole("button", { name: "Assign" }));
  expect(await within(dialog).findByText("Notes must not contain control characters")).toBeInTheDocument();
});
