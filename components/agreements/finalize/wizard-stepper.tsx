"use client";
import { Check } from "lucide-react";
import { cn } from "@/lib/client/cn";
import { canGoTo, gateMet, WIZARD_STEPS, type WizardState, type WizardStep } from "@/components/agreements/finalize/wizard-gates";

type Props = { current: WizardStep; state: WizardState; onGo: (step: WizardStep) => void };

/** The four step buttons: back to any step, forward to the next one once the current step's gate is met. */
export function WizardStepper({ current, state, onGo }: Props) {
  return (
    <nav aria-label="Finalization steps">
      <ol className="grid grid-cols-4 gap-1.5 sm:gap-3">
        {WIZARD_STEPS.map((label, i) => {
          const step = (i + 1) as WizardStep;
          const done = step < current && gateMet(step, state);
          const reachable = canGoTo(step, current, state);
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onGo(step)}
                disabled={!reachable}
                aria-current={step === current ? "step" : undefined}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-1 rounded-lg border p-2 text-center text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:flex-row sm:gap-2 sm:p-3 sm:text-left sm:text-sm",
                  step === current ? "border-emerald-600 bg-emerald-50 text-emerald-900" : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
                  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 disabled:hover:bg-slate-50",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full text-xs",
                    done ? "bg-emerald-700 text-white" : step === current ? "bg-emerald-700 text-white" : "bg-slate-200 text-slate-700",
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : step}
                </span>
                <span>
                  <span className="sr-only">Step {step}: </span>
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
