"use client";
import { useCallback, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft, ArrowRight, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { finalizeMsaAction } from "@/actions/msa/finalize-msa";
import type { ApprovedRecord } from "@/components/agreements/msa/wire-types";
import { canGoTo, finalizeProblem, FINALIZATION_DEFAULTS, gateHint, REQUIREMENTS_NOT_MET, WIZARD_STEPS, type WizardStep } from "@/components/agreements/finalize/wizard-gates";
import { WizardStepper } from "@/components/agreements/finalize/wizard-stepper";
import { LegalReviewStep } from "@/components/agreements/finalize/legal-review-step";
import { CompilationStep } from "@/components/agreements/finalize/compilation-step";
import { ComplianceStep } from "@/components/agreements/finalize/compliance-step";
import { GenerationStep, type GenerationOptions } from "@/components/agreements/finalize/generation-step";
import { ConfirmFinalizeDialog } from "@/components/agreements/finalize/confirm-finalize-dialog";
import { forgetWizard, useWizardMemory, type WizardMemory } from "@/components/agreements/finalize/wizard-memory";

/** The MSA finalization wizard (spec 2 §4) for one approved template version, read by the page. */
export function FinalizationWizard({ record }: { record: ApprovedRecord }) {
  const router = useRouter();
  const [step, setStep] = useState<WizardStep>(1);
  const [legalReview, setLegalReview] = useState<boolean>(FINALIZATION_DEFAULTS.legalReview);
  const [complianceCheck, setComplianceCheck] = useState<boolean>(FINALIZATION_DEFAULTS.complianceCheck);
  const [finalContent, setFinalContent] = useState("");
  const [compiled, setCompiled] = useState<{ html: string; effectiveDate: string } | null>(null);
  const [effectiveDate, setEffectiveDate] = useState("");
  const [editorKey, setEditorKey] = useState(0);
  const [options, setOptions] = useState<GenerationOptions>({
    executiveNotes: "",
    autoGeneratePDF: FINALIZATION_DEFAULTS.autoGeneratePDF,
    notifyInvestor: FINALIZATION_DEFAULTS.notifyInvestor,
  });
  const [confirming, setConfirming] = useState(false);
  const restore = useCallback((m: Partial<WizardMemory>) => {
    if (m.legalReview) setLegalReview(true);
    if (m.complianceCheck) setComplianceCheck(true);
    if (m.effectiveDate) setEffectiveDate(m.effectiveDate);
    if (m.finalContent) {
      setFinalContent(m.finalContent);
      setCompiled(m.compiled ?? null);
      setEditorKey((k) => k + 1);
    }
    // Beyond Content Compilation only with content to carry (a reload in another tab has none).
    if (m.step) setStep(m.step > 2 && !m.finalContent ? 2 : m.step);
  }, []);
  useWizardMemory(record.id, { step, legalReview, complianceCheck, effectiveDate, finalContent, compiled }, restore);

  const state = { legalReview, complianceCheck, finalContent };
  const backHref = `/negotiations?investor=${encodeURIComponent(record.investor.id)}&template=${encodeURIComponent(record.template.id)}`;
  const hint = step < 4 ? gateHint(step, state) : null;
  const go = (target: WizardStep) => canGoTo(target, step, state) && setStep(target);

  function askToFinalize() {
    const problem = finalizeProblem(state);
    if (problem) {
      toast({ title: REQUIREMENTS_NOT_MET, description: problem, variant: "destructive" });
      return;
    }
    setConfirming(true);
  }

  // The dialog stays open until the server has answered; a refusal ('Finalization Failed') keeps the wizard.
  const finalize = useAction(finalizeMsaAction, {
    failure: "Finalization Failed",
    fallback: "Failed to finalize MSA",
    onSuccess: ({ msaId }) => {
      setConfirming(false);
      toast({ title: "MSA Finalized", description: `The agreement with ${record.investor.username} is finalized and ready to sign.`, variant: "success" });
      forgetWizard(record.id);
      // Replaced, not pushed: Back from the MSA leaves the wizard of a version that is finalized now.
      router.replace(`/msa/${encodeURIComponent(msaId)}`);
    },
    onFailure: () => setConfirming(false),
  });

  const confirm = () =>
    finalize.run({
      id: record.id,
      finalContent,
      executiveNotes: options.executiveNotes.trim() || undefined,
      legalReview,
      complianceCheck,
      autoGeneratePDF: options.autoGeneratePDF,
      notifyInvestor: options.notifyInvestor,
      effectiveDate: effectiveDate || null,
    });

  return (
    <section aria-labelledby="wizard-title" className="grid gap-5">
      <div className="grid gap-1">
        <Link className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "w-fit px-2")} href={backHref}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
        <h1 id="wizard-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Finalize MSA
        </h1>
        <p className="text-sm text-slate-600">
          {record.template.title} · {record.investor.username}
        </p>
      </div>
      <WizardStepper current={step} state={state} onGo={go} />
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">
          Step {step} of 4: {WIZARD_STEPS[step - 1]}
        </h2>
        {step === 1 && <LegalReviewStep record={record} checked={legalReview} onCheckedChange={setLegalReview} />}
        {step === 2 && (
          <CompilationStep
            versionId={record.id}
            content={finalContent}
            effectiveDate={effectiveDate}
            onEffectiveDate={setEffectiveDate}
            compiledDate={compiled?.effectiveDate ?? null}
            edited={compiled !== null && finalContent !== compiled.html}
            editorKey={editorKey}
            onEdit={setFinalContent}
            onCompiled={(html, day) => {
              setCompiled({ html, effectiveDate: day });
              setFinalContent(html);
              setEditorKey((k) => k + 1);
            }}
          />
        )}
        {step === 3 && <ComplianceStep checked={complianceCheck} onCheckedChange={setComplianceCheck} />}
        {step === 4 && (
          <GenerationStep
            effectiveDate={effectiveDate}
            options={options}
            onOptions={(next) => setOptions((o) => ({ ...o, ...next }))}
            legalReview={legalReview}
            complianceCheck={complianceCheck}
            onLegalReview={setLegalReview}
            onComplianceCheck={setComplianceCheck}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" disabled={step === 1} onClick={() => go((step - 1) as WizardStep)}>
          <ArrowLeft aria-hidden />
          Previous
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p id="wizard-gate" className="text-sm text-slate-600 empty:hidden" aria-live="polite">
            {hint}
          </p>
          {step < 4 ? (
            <Button disabled={!!hint} aria-describedby={hint ? "wizard-gate" : undefined} onClick={() => go((step + 1) as WizardStep)}>
              Next
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button onClick={askToFinalize} disabled={finalize.busy}>
              <ShieldCheck aria-hidden />
              Finalize MSA
            </Button>
          )}
        </div>
      </div>
      <ConfirmFinalizeDialog
        open={confirming}
        onOpenChange={setConfirming}
        investor={record.investor.username}
        templateTitle={record.template.title}
        busy={finalize.busy}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
