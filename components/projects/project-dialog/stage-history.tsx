import type { StageStay } from "@/lib/pipeline/stage-history";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The Details tab's stage history (issue 21 §4): each stay, from the audit trail, with its length. Read with the project on the server. */
export function StageHistory({ history }: { history: StageStay[] }) {
  return (
    <section aria-labelledby="stage-history-title" className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <h3 id="stage-history-title" className="text-sm font-semibold text-slate-900">
        Stage history
      </h3>
      <ol className="grid gap-1 text-sm text-slate-700">
        {history.map((stay) => (
          <li key={stay.enteredAt} className="flex flex-wrap justify-between gap-2">
            <span className="font-medium text-slate-900">{stay.stage}</span>
            <span className="tabular-nums">
              {stay.enteredAt.slice(0, 10)} – {stay.leftAt ? stay.leftAt.slice(0, 10) : "now"} · {days(stay.days)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
