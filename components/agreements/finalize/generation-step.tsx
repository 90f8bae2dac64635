"use client";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { ToggleField } from "@/components/ui/toggle-field";
import { LEGAL_REVIEW_LABEL } from "@/components/agreements/finalize/legal-review-step";
import { COMPLIANCE_LABEL } from "@/components/agreements/finalize/compliance-step";

import { EXECUTIVE_NOTES_MAX } from "@/lib/agreements/msa/schemas";
import { longCalendarDate } from "@/components/agreements/format";

export type GenerationOptions = { executiveNotes: string; autoGeneratePDF: boolean; notifyInvestor: boolean };

type Props = {
  effectiveDate: string;
  options: GenerationOptions;
  onOptions: (next: Partial<GenerationOptions>) => void;
  legalReview: boolean;
  complianceCheck: boolean;
  onLegalReview: (checked: boolean) => void;
  onComplianceCheck: (checked: boolean) => void;
};

/**
 * Step 4: the generation options (spec 2 §9 defaults: PDF and notification on), the effective date chosen
 * at compilation (optional) and, once more, the two confirmations Finalize needs: switching one off here makes Finalize
 * refuse with 'Requirements Not Met'.
 */
export function GenerationStep({ effectiveDate, options, onOptions, legalReview, complianceCheck, onLegalReview, onComplianceCheck }: Props) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          Effective date: <span className="font-medium text-slate-900">{effectiveDate ? longCalendarDate(effectiveDate) : "None (optional)"}</span>
        </p>
        <FormField id="executive-notes" label="Executive notes (optional)" hint="Kept with the MSA for the firm's records.">
          {(a11y) => (
            <Textarea {...a11y} rows={3} maxLength={EXECUTIVE_NOTES_MAX} value={options.executiveNotes} onChange={(e) => onOptions({ executiveNotes: e.target.value })} />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Generation</legend>
        <ToggleField
          id="auto-generate-pdf"
          kind="switch"
          label="Generate the PDF now"
          hint="The PDF is generated and stored with the MSA at finalization."
          checked={options.autoGeneratePDF}
          onCheckedChange={(autoGeneratePDF) => onOptions({ autoGeneratePDF })}
        />
        <ToggleField
          id="notify-investor"
          kind="switch"
          label="Notify the investor"
          hint="The investor is told the MSA is ready to view and sign."
          checked={options.notifyInvestor}
          onCheckedChange={(notifyInvestor) => onOptions({ notifyInvestor })}
        />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Requirements</legend>
        <ToggleField
          id="final-legal-review"
          kind="checkbox"
          label={LEGAL_REVIEW_LABEL}
          hint="Confirmed in step 1."
          checked={legalReview}
          onCheckedChange={onLegalReview}
        />
        <ToggleField
          id="final-compliance-check"
          kind="switch"
          label={COMPLIANCE_LABEL}
          hint="Confirmed in step 3."
          checked={complianceCheck}
          onCheckedChange={onComplianceCheck}
        />
      </fieldset>
    </div>
  );
}
