"use client";
import { ToggleField } from "@/components/ui/toggle-field";

export const COMPLIANCE_LABEL = "Compliance check completed";

const CHECKS = [
  "The investor is an approved account and the agreement names them correctly.",
  "The negotiated changes keep the agreement within the firm's policies and applicable regulation.",
  "No open question remains that would change the agreement after signing.",
];

type Props = { checked: boolean; onCheckedChange: (checked: boolean) => void };

/** Step 3: the compliance confirmation (spec 2 §4: the switch opens step 4). */
export function ComplianceStep({ checked, onCheckedChange }: Props) {
  return (
    <div className="grid gap-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="text-sm font-semibold text-slate-900">Before you confirm</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {CHECKS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <ToggleField
        id="compliance-check"
        kind="switch"
        label={COMPLIANCE_LABEL}
        hint="The agreement has passed the compliance review."
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
