import { canGoTo, finalizeProblem, FINALIZATION_DEFAULTS, gateMet, hasText, type WizardState } from "@/components/agreements/finalize/wizard-gates";
import { FINALIZE_GATES_UNMET } from "@/lib/agreements/msa/wire";

const none: WizardState = { legalReview: false, finalContent: "", complianceCheck: false };
const all: WizardState = { legalReview: true, finalContent: "<p>Agreement</p>", complianceCheck: true };

test("spec 2 §9's defaults: both reviews off, PDF and notification on", () => {
  expect(FINALIZATION_DEFAULTS).toEqual({ legalReview: false, complianceCheck: false, autoGeneratePDF: true, notifyInvestor: true });
});

test("markup, entities and spaces alone are not content", () => {
  expect(hasText("")).toBe(false);
  expect(hasText("<p><br></p>")).toBe(false);
  expect(hasText("<p>&nbsp; </p>")).toBe(false);
  expect(hasText("<h1>Master Service Agreement</h1>")).toBe(true);
});

test("each step's gate: legal review, content, compliance", () => {
  expect(gateMet(1, none)).toBe(false);
  expect(gateMet(1, { ...none, legalReview: true })).toBe(true);
  expect(gateMet(2, { ...all, finalContent: "<p> </p>" })).toBe(false);
  expect(gateMet(2, all)).toBe(true);
  expect(gateMet(3, { ...all, complianceCheck: false })).toBe(false);
  expect(gateMet(3, all)).toBe(true);
});

test("step buttons reach back anywhere and forward one step, through the gate", () => {
  expect(canGoTo(1, 3, none)).toBe(true);
  expect(canGoTo(2, 1, none)).toBe(false);
  expect(canGoTo(2, 1, { ...none, legalReview: true })).toBe(true);
  // Never two steps ahead, even with every gate met.
  expect(canGoTo(3, 1, all)).toBe(false);
  expect(canGoTo(4, 2, all)).toBe(false);
  expect(canGoTo(4, 3, all)).toBe(true);
  expect(canGoTo(4, 3, { ...all, complianceCheck: false })).toBe(false);
});

test("Finalize needs both confirmations and content", () => {
  expect(finalizeProblem(all)).toBeNull();
  expect(finalizeProblem({ ...all, legalReview: false })).toBe(FINALIZE_GATES_UNMET);
  expect(finalizeProblem({ ...all, complianceCheck: false })).toBe(FINALIZE_GATES_UNMET);
  expect(finalizeProblem({ ...all, finalContent: "" })).toMatch(/empty/);
});
