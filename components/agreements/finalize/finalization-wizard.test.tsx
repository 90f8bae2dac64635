/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillRadix, renderWithProviders } from "@/lib/client/test-utils";
import { FinalizationWizard } from "@/components/agreements/finalize/finalization-wizard";
import type { ApprovedRecord } from "@/components/agreements/msa/wire-types";
import { compileAgreementAction } from "@/actions/msa/compile-agreement";
import { finalizeMsaAction } from "@/actions/msa/finalize-msa";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }) }));
jest.mock("@/actions/msa/compile-agreement", () => ({ compileAgreementAction: jest.fn() }));
jest.mock("@/actions/msa/finalize-msa", () => ({ finalizeMsaAction: jest.fn() }));
const compile = compileAgreementAction as jest.Mock;
const finalize = finalizeMsaAction as jest.Mock;

beforeAll(polyfillRadix);

const RECORD: ApprovedRecord = {
  id: "v1",
  template: { id: "t1", title: "Master Service Agreement", category: "msa", version: "1.0" },
  investor: { id: "i1", username: "ivan" },
  approver: { id: "e1", username: "erin" },
  approvedAt: "2026-11-20T10:00:00Z",
  resolvedThreads: 2,
  pendingThreads: 1,
};
const COMPILED = "<h1>Master Service Agreement</h1><p>Between ivan and Voltline Capital.</p>";

beforeEach(() => {
  replace.mockReset();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/negotiations/v1/finalize");
  compile.mockReset().mockResolvedValue({ ok: true, data: { compiledContent: COMPILED } });
  finalize.mockReset().mockResolvedValue({ ok: true, data: { msaId: "msa1" } });
});

const renderWizard = () => renderWithProviders(<FinalizationWizard record={RECORD} />);
const step = (n: number, name: string) => screen.getByRole("button", { name: `Step ${n}: ${name}` });
const next = () => screen.getByRole("button", { name: "Next" });

/** Walks to step 4 with every gate met, the way a user would. */
async function walkToGeneration(user: ReturnType<typeof userEvent.setup>, effectiveDate?: string) {
  await user.click(await screen.findByRole("checkbox", { name: "Legal review completed" }));
  await user.click(next());
  if (effectiveDate) await user.type(screen.getByLabelText("Effective date (optional)"), effectiveDate);
  await user.click(screen.getByRole("button", { name: "Compile" }));
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Final content" })).toHaveTextContent("Between ivan and Voltline Capital."));
  await user.click(next());
  await user.click(screen.getByRole("switch", { name: "Compliance check completed" }));
  await user.click(next());
  expect(screen.getByRole("heading", { name: "Step 4 of 4: MSA Generation" })).toBeInTheDocument();
}

test("step 1 shows the approved record and holds the way on until the legal review is confirmed", async () => {
  renderWizard();
  const user = userEvent.setup();
  expect(await screen.findByText("erin")).toBeInTheDocument();
  expect(screen.getByText(/1 comment thread is still open/)).toBeInTheDocument();
  expect(step(1, "Legal Review")).toHaveAttribute("aria-current", "step");
  expect(next()).toBeDisabled();
  expect(screen.getByText("Confirm the legal review to continue.")).toBeInTheDocument();
  expect(step(2, "Content Compilation")).toBeDisabled();
  expect(step(3, "Compliance Check")).toBeDisabled();
  expect(step(4, "MSA Generation")).toBeDisabled();

  await user.click(screen.getByRole("checkbox", { name: "Legal review completed" }));
  expect(next()).toBeEnabled();
  // One step beyond the current one, never two.
  expect(step(2, "Content Compilation")).toBeEnabled();
  expect(step(3, "Compliance Check")).toBeDisabled();
  await user.click(step(2, "Content Compilation"));
  expect(screen.getByRole("heading", { name: "Step 2 of 4: Content Compilation" })).toBeInTheDocument();
});

test("step 2 needs content: Compile fills the editable preview with 'Content Compiled'", async () => {
  renderWizard();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: "Legal review completed" }));
  await user.click(next());
  const editor = screen.getByRole("textbox", { name: "Final content" });
  expect(editor).toHaveAttribute("contenteditable", "true");
  expect(next()).toBeDisabled();
  expect(step(3, "Compliance Check")).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Compile" }));
  expect(await screen.findByText("Content Compiled")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Final content" })).toContainHTML("<h1>Master Service Agreement</h1>");
  expect(compile).toHaveBeenCalledWith({ id: "v1", effectiveDate: undefined }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  expect(screen.getByLabelText("Effective date (optional)")).toHaveValue("");
  expect(next()).toBeEnabled();
  expect(step(3, "Compliance Check")).toBeEnabled();
  expect(step(4, "MSA Generation")).toBeDisabled();

  // Back to step 1 and forward again: the preview keeps the compiled text.
  await user.click(step(1, "Legal Review"));
  await user.click(next());
  expect(screen.getByRole("textbox", { name: "Final content" })).toHaveTextContent("Between ivan and Voltline Capital.");
});

test("the effective date goes to Compile, and a later change asks for a new compile", async () => {
  renderWizard();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: "Legal review completed" }));
  await user.click(next());
  const date = screen.getByLabelText("Effective date (optional)");
  await user.type(date, "2027-01-01");
  await user.click(screen.getByRole("button", { name: "Compile" }));
  await screen.findByText("Content Compiled");
  expect(compile.mock.calls[0][0]).toEqual({ id: "v1", effectiveDate: "2027-01-01" });
  expect(screen.queryByText(/compile again to put it in the text/)).not.toBeInTheDocument();
  await user.clear(date);
  await user.type(date, "2027-02-01");
  expect(screen.getByText("Changed since the last compile: compile again to put it in the text.")).toBeInTheDocument();
});

test("a failed compile shows 'Compilation Failed' with the server's text and leaves the gate closed", async () => {
  compile.mockResolvedValue({ ok: false, status: 409, error: "The requested template is not approved or ready for finalization." });
  renderWizard();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: "Legal review completed" }));
  await user.click(next());
  await user.click(screen.getByRole("button", { name: "Compile" }));
  expect(await screen.findByText("Compilation Failed")).toBeInTheDocument();
  expect(screen.getByText("The requested template is not approved or ready for finalization.")).toBeInTheDocument();
  expect(next()).toBeDisabled();
});

test("step 3 needs the compliance switch; step 4 starts from spec 2 §9's defaults", async () => {
  renderWizard();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: "Legal review completed" }));
  await user.click(next());
  await user.click(screen.getByRole("button", { name: "Compile" }));
  await screen.findByText("Content Compiled");
  await user.click(next());
  const compliance = screen.getByRole("switch", { name: "Compliance check completed" });
  expect(compliance).not.toBeChecked();
  expect(next()).toBeDisabled();
  expect(step(4, "MSA Generation")).toBeDisabled();
  await user.click(compliance);
  await user.click(step(4, "MSA Generation"));
  expect(screen.getByRole("switch", { name: "Generate the PDF now" })).toBeChecked();
  expect(screen.getByRole("switch", { name: "Notify the investor" })).toBeChecked();
  expect(screen.getByText("None (optional)")).toBeInTheDocument();
});

test("Finalize refuses with 'Requirements Not Met' while a confirmation is off, and sends nothing", async () => {
  renderWizard();
  const user = userEvent.setup();
  await walkToGeneration(user);
  await user.click(screen.getByRole("switch", { name: "Compliance check completed" }));
  await user.click(screen.getByRole("button", { name: "Finalize MSA" }));
  expect(await screen.findByText("Requirements Not Met")).toBeInTheDocument();
  expect(screen.getByText("Legal review and compliance check must be completed before finalization")).toBeInTheDocument();
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

  await user.click(screen.getByRole("switch", { name: "Compliance check completed" }));
  await user.click(screen.getByRole("checkbox", { name: "Legal review completed" }));
  await user.click(screen.getByRole("button", { name: "Finalize MSA" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(finalize).not.toHaveBeenCalled();
});

test("Finalize asks for confirmation, sends the payload and opens the viewer with 'MSA Finalized'", async () => {
  renderWizard();
  const user = userEvent.setup();
  await walkToGeneration(user, "2027-01-01");
  expect(screen.getByText("January 1, 2027")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "Executive notes (optional)" }), "Signed off by the board.");
  await user.click(screen.getByRole("switch", { name: "Notify the investor" }));
  await user.click(screen.getByRole("button", { name: "Finalize MSA" }));

  const dialog = await screen.findByRole("alertdialog", { name: "Finalize this MSA?" });
  expect(dialog).toHaveTextContent(/irreversible/);
  await user.click(within(dialog).getByRole("button", { name: "Finalize" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/msa/msa1"));
  expect(await screen.findByText("MSA Finalized")).toBeInTheDocument();
  expect(finalize).toHaveBeenCalledTimes(1);
  expect(finalize.mock.calls[0][0]).toEqual({
    id: "v1",
    finalContent: COMPILED,
    executiveNotes: "Signed off by the board.",
    legalReview: true,
    complianceCheck: true,
    autoGeneratePDF: true,
    notifyInvestor: false,
    effectiveDate: "2027-01-01",
  });
});

test("a refused finalization shows 'Finalization Failed' with the server's reason and stays on the wizard", async () => {
  finalize.mockResolvedValue({ ok: false, status: 409, error: "This template version is finalized already" });
  renderWizard();
  const user = userEvent.setup();
  await walkToGeneration(user);
  await user.click(screen.getByRole("button", { name: "Finalize MSA" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Finalize" }));
  expect(await screen.findByText("Finalization Failed")).toBeInTheDocument();
  expect(screen.getByText("This template version is finalized already")).toBeInTheDocument();
  expect(replace).not.toHaveBeenCalled();
});

test("a reload keeps the step, the confirmations, the date and the compiled content", async () => {
  const first = renderWizard();
  const user = userEvent.setup();
  await walkToGeneration(user, "2027-01-01");
  expect(window.location.search).toBe("?step=4&legal=1&compliance=1&date=2027-01-01");
  first.unmount();

  renderWizard();
  expect(await screen.findByRole("heading", { name: "Step 4 of 4: MSA Generation" })).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: "Legal review completed" })).toBeChecked();
  expect(screen.getByRole("switch", { name: "Compliance check completed" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Finalize MSA" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Finalize" }));
  await waitFor(() => expect(finalize).toHaveBeenCalledTimes(1));
  expect(finalize.mock.calls[0][0]).toMatchObject({ finalContent: COMPILED, effectiveDate: "2027-01-01", legalReview: true, complianceCheck: true });
  expect(window.sessionStorage.length).toBe(0);
});
