"use client";
import { AlertTriangle } from "lucide-react";
import { longDate } from "@/components/agreements/format";
import { ToggleField } from "@/components/ui/toggle-field";
import type { ApprovedRecord } from "@/components/agreements/msa/wire-types";

export const LEGAL_REVIEW_LABEL = "Legal review completed";

type Props = { record: ApprovedRecord; checked: boolean; onCheckedChange: (checked: boolean) => void };

/** Step 1: the approved-template record (spec 2 §3) and the legal team's confirmation. */
export function LegalReviewStep({ record, checked, onCheckedChange }: Props) {
  const facts = [
    { term: "Template", value: `${record.template.title} (version ${record.template.version})` },
    { term: "Investor", value: record.investor.username },
    { term: "Approved by", value: record.approver?.username ?? "Not recorded" },
    { term: "Approved on", value: longDate(record.approvedAt) },
    { term: "Resolved threads", value: String(record.resolvedThreads) },
    { term: "Pending threads", value: String(record.pendingThreads) },
  ];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">Check the approved template and its negotiation before the agreement is compiled.</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map((f) => (
          <div key={f.term} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{f.term}</dt>
            <dd className="mt-1 font-medium text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {record.pendingThreads > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {record.pendingThreads === 1 ? "1 comment thread is" : `${record.pendingThreads} comment threads are`} still open. Only resolved change requests
          are applied to the agreement.
        </p>
      )}
      <ToggleField
        id="legal-review"
        kind="checkbox"
        label={LEGAL_REVIEW_LABEL}
        hint="I have reviewed the approved template and its negotiated changes."
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
