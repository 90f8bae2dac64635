"use client";
// Issue 22 §1, employee side: when the firm requires readiness and the chosen investor is not ready, the
// reserve form shows their checklist and asks for a reason to reserve anyway (kept in the audit trail).
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
  const id = investors.data?.find((i) => i.username === username)?.id;
  const readiness = useQuery<ReadinessView>({ queryKey: investorReadinessKey(id ?? ""), enabled: !!id, refetchOnMount: "always" });
  const r = readiness.data;
  if (!id || !r || !r.required || r.ready) return null;
  return (
    <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <ReadinessChecklist items={r.items} title={`${username} is not ready to reserve`} links={false} />
      <FormField id="reserve-override" label="Reason to reserve anyway" hint="Required to override; recorded in the audit trail." error={error}>
        {(a11y) => <Textarea {...a11y} rows={2} maxLength={RESERVATION_NOTES_MAX} {...reason} />}
      </FormField>
    </div>
  );
}
