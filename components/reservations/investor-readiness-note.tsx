"use client";
// Issue 22 §1, employee side: when the firm requires readiness and the chosen investor is not ready, the
// reserve form shows their checklist and asks for a reason to reserve anyway (kept in the audit trail).
// The investor list the server read says who is ready and what each lacks, so both are there as soon as a
// not-ready investor is chosen (issue 30: the reason appeared only after a refused reserve).
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ReadinessChecklist } from "@/components/reservations/readiness-checklist";
import type { InvestorChoice } from "@/components/reservations/types";
import { RESERVATION_NOTES_MAX } from "@/lib/reservations/schemas";

type Props = { investor: InvestorChoice | undefined; reason: UseFormRegisterReturn; error?: string };

export function InvestorReadinessNote({ investor, reason, error }: Props) {
  if (investor?.ready !== false) return null;
  const title = `${investor.username} is not ready to reserve`;
  return (
    <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      {investor.checklist ? <ReadinessChecklist items={investor.checklist} title={title} links={false} /> : <p className="text-sm font-medium text-slate-800">{title}</p>}
      <FormField id="reserve-override" label="Reason to reserve anyway" hint="Required to override; recorded in the audit trail." error={error}>
        {(a11y) => <Textarea {...a11y} rows={2} maxLength={RESERVATION_NOTES_MAX} {...reason} />}
      </FormField>
    </div>
  );
}
