import { ORDERED_VERSION_STATUSES } from "@/lib/agreements/statuses";
import { statusLabel } from "@/components/agreements/status-badge";

const STEPS: Record<(typeof ORDERED_VERSION_STATUSES)[number], string> = {
  assigned: "The legal team assigns each agreement template to you.",
  reviewing: "You open a template and mark it as in review while you read it.",
  redlined: "You select text and add redline comments, questions or suggested wording.",
  negotiating: "The legal team answers your comments and the two sides agree on changes.",
  approved: "The legal team approves the agreed text.",
  finalized: "The approved text becomes your signed agreement.",
};

/** The six steps of spec 2 §4, in order. */
export function ReviewProcessTab() {
  return (
    <ol className="grid gap-3" aria-label="Review process">
      {ORDERED_VERSION_STATUSES.map((s, i) => (
        <li key={s} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800">
            {i + 1}
          </span>
          <div>
            <h3 className="font-medium text-slate-900">{statusLabel(s)}</h3>
            <p className="text-sm text-slate-700">{STEPS[s]}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
