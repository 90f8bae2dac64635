"use client";
// Issue 22 §1, employee side: when the firm requires readiness and the chosen investor is not ready, the
// reserve form shows their checklist and asks for a reason to reserve anyway (kept in the audit trail).
// The investor list already says who is ready, so the reason field is there as soon as a not-ready
// investor is chosen (issue 30: it appeared only after a refused reserve); the checklist follows.
import { useQuery } from "@tanstack/react-query";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ReadinessChecklist } from "@/components/reservations/readiness-checklist";
import { INVESTORS_KEY, investorReadinessKey } from "@/components/reservations/query-keys";
import type { InvestorChoice } from "@/components/reservations/types";
import type { ReadinessView } from "@/lib/readiness/policy";
import { RESERVATION_NOTES_MAX } from "@/lib/reservations/schemas";

type Props = { username: string; reason: UseFormRegisterReturn; error?: string };

export function InvestorReadinessNote({ username, reason, error }: Props) {
  const investors = useQuery<InvestorChoice[]>({ queryKey: INVESTORS_KEY });
  const chosen = investors.data?.find((i) => i.username === username);
  const listedNotReady = chosen?.ready === false;
  const readiness = useQuery<ReadinessView>({ queryKey: investorReadinessKey(chosen?.id ?? ""), enabled: listedNotReady, refetchOnMount: "always" });
  const r = readiness.data;
  // The checklist's own read is the newer word once it has arrived.
  const notReady = r ? r.required && !r.ready : listedNotReady;
  if (!chosen || !notReady) return null;
  const title = `${username} is not ready to reserve`;
  return (
    <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      {r ? <ReadinessChecklist items={r.items} title={title} links={false} /> : <p className="text-sm font-medium text-slate-800">{title}</p>}
      <FormField id="reserve-override" label="Reason to reserve anyway" hint="Required to override; recorded in the audit trail." error={error}>
        {(a11y) => <Textarea {...a11y} rows={2} maxLength={RESERVATION_NOTES_MAX} {...reason} />}
      </FormField>
    </div>
  );
}
