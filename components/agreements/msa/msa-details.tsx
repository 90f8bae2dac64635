import { longDateTime } from "@/components/agreements/format";
import { effectiveDateText } from "@/lib/agreements/msa/effective-date";
import type { Msa } from "@/components/agreements/msa/wire-types";

type Props = { msa: Msa; companyName: string };

/** The parties and the agreement's history (spec 2 §3: identity, parties, timestamps). */
export function MsaDetails({ msa, companyName }: Props) {
  // The investor as the agreement names them (issue 19 §2); their account is how the portal knows them.
  const investor = msa.parties.investor;
  const parties = [
    { term: "Investor", value: investor?.name ?? "Legal name not yet provided" },
    ...(investor?.address ? [{ term: "Investor's address", value: investor.address }] : []),
    { term: "Investor account", value: msa.investor.username },
    { term: "Company", value: companyName },
  ];
  // Only employees are told who finalized (the investor's copy leaves it out).
  if (msa.finalizer) parties.push({ term: "Finalized by", value: msa.finalizer.username });
  const moments = [
    { term: "Review started", value: longDateTime(msa.reviewStartedAt) },
    { term: "Redline submitted", value: longDateTime(msa.redlineSubmittedAt) },
    { term: "Approved", value: longDateTime(msa.approvedAt) },
    { term: "Finalized", value: longDateTime(msa.finalizedAt) },
    { term: "Effective date", value: effectiveDateText(msa.effectiveDate, msa.signatures) },
    { term: "Last updated", value: longDateTime(msa.updatedAt) },
  ];
  return (
    <div className="grid gap-3">
      <section aria-labelledby="msa-parties" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="msa-parties" className="text-sm font-semibold text-slate-900">
          Parties
        </h2>
        <Facts items={parties} />
      </section>
      <section aria-labelledby="msa-history" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="msa-history" className="text-sm font-semibold text-slate-900">
          History
        </h2>
        <Facts items={moments} />
      </section>
    </div>
  );
}

export function Facts({ items }: { items: { term: string; value: string }[] }) {
  return (
    <dl className="mt-2 grid gap-2 text-sm">
      {items.map((f) => (
        <div key={f.term} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{f.term}</dt>
          <dd className="font-medium text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
