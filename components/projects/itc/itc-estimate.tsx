// "ITC estimate" (issue 22 §3): the §30C estimate the server computed, with its inputs, and the words
// "estimate, not tax advice". Employees see it on every project, an investor on the projects they hold.
import type { ReactNode } from "react";
import { formatUsd } from "@/lib/format/money";
import type { ItcEstimate as Estimate } from "@/lib/itc/estimate";

type Props = {
  estimate: Estimate;
  inputs: { placedInServiceDate: string | null; censusTract: string | null; tractEligible: boolean | null; tractEligibilitySource: string | null; prevailingWageMet: boolean | null };
  recaptureEndsOn: string | null;
};

const yesNo = (v: boolean | null) => (v === null ? "Not recorded" : v ? "Yes" : "No");
/** "0.00": no credit, so nothing to recapture (a digit other than 0 anywhere means some credit). */
const isZero = (usd: string) => !/[1-9]/.test(usd);
const percent = (rate: string) => `${(Number(rate) * 100).toFixed(0)} %`;

export function ItcEstimatePanel({ estimate, inputs, recaptureEndsOn }: Props) {
  return (
    <section aria-labelledby="itc-estimate-title" className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="itc-estimate-title" className="text-sm font-semibold text-slate-900">
          ITC estimate
        </h3>
        <p className="text-xs text-slate-600">§30C · estimate, not tax advice</p>
      </div>
      <p className="text-2xl font-semibold tabular-nums text-emerald-900" data-testid="itc-estimate-credit">
        {formatUsd(estimate.credit)}
      </p>
      <p className="text-sm text-slate-700">{estimate.reason}</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item term="Placed in service">{inputs.placedInServiceDate ?? "Not recorded"}</Item>
        <Item term="Census tract">{inputs.censusTract ?? "Not recorded"}</Item>
        <Item term="Tract eligible">{yesNo(inputs.tractEligible)}</Item>
        <Item term="Prevailing wage & apprenticeship">{yesNo(inputs.prevailingWageMet)}</Item>
        <Item term="Eligibility source" wide>
          {inputs.tractEligibilitySource ?? "Not recorded"}
        </Item>
        {estimate.status === "estimated" && (
          <>
            <Item term="Rate">{percent(estimate.rate!)}</Item>
            <Item term="Items (chargers)">{estimate.items}</Item>
            <Item term="Cost per charger">{formatUsd(estimate.itemCost!)}</Item>
            <Item term="Credit per charger">
              {formatUsd(estimate.itemCredit!)}
              {estimate.capped && " (capped at $100,000)"}
            </Item>
          </>
        )}
        {recaptureEndsOn && !isZero(estimate.credit) && <Item term="Recapture window ends">{recaptureEndsOn}</Item>}
      </dl>
    </section>
  );
}

function Item({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
