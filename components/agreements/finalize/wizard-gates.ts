// The finalization wizard's gates (spec 2 §4, §5). Pure, so the rules are tested without a screen.
import { FINALIZE_GATES_UNMET } from "@/lib/agreements/msa/wire";

export const WIZARD_STEPS = ["Legal Review", "Content Compilation", "Compliance Check", "MSA Generation"] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export type WizardState = { legalReview: boolean; finalContent: string; complianceCheck: boolean };

/** Spec 2 §9's finalization defaults: both reviews off, the PDF and the investor's notification on. */
export const FINALIZATION_DEFAULTS = { legalReview: false, complianceCheck: false, autoGeneratePDF: true, notifyInvestor: true } as const;

/** Whether HTML holds any text a reader would see (tags, entities and whitespace alone do not count). */
export function hasText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .trim();
  return text.length > 0;
}

/** What leaving a step forward needs: 1 → 2 the legal review box, 2 → 3 content, 3 → 4 the compliance switch. */
export function gateMet(step: WizardStep, state: WizardState): boolean {
  if (step === 1) return state.legalReview;
  if (step === 2) return hasText(state.finalContent);
  if (step === 3) return state.complianceCheck;
  return true;
}

/** Why the step after `step` is closed, for the screen; null when it is open. */
export function gateHint(step: WizardStep, state: WizardState): string | null {
  if (gateMet(step, state)) return null;
  if (step === 1) return "Confirm the legal review to continue.";
  if (step === 2) return "Compile or write the final content to continue.";
  return "Confirm the compliance check to continue.";
}

/**
 * Step buttons reach back to any step, and forward only to the next one, through the current step's gate.
 */
export function canGoTo(target: WizardStep, current: WizardStep, state: WizardState): boolean {
  if (target <= current) return true;
  return target === current + 1 && gateMet(current, state);
}

/** Spec 2 §5: the title of Finalize's refusal while a gate is unmet. */
export const REQUIREMENTS_NOT_MET = "Requirements Not Met";

/** Why Finalize must refuse now (the toast's description under 'Requirements Not Met'), or null. */
export function finalizeProblem(state: WizardState): string | null {
  if (!state.legalReview || !state.complianceCheck) return FINALIZE_GATES_UNMET;
  if (!hasText(state.finalContent)) return "The final content is empty: compile it in Content Compilation.";
  return null;
}
