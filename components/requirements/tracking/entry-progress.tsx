import { HoursMeter } from "@/components/requirements/hours-meter";
import type { ProgressView } from "@/components/requirements/tracking/kind";

/** Spec 2 §2 Progress, for either kind: the meter toward the year's hours, the figures, and a breakdown. */
export function EntryProgress({ view: { meter, note, figures, columns, breakdown } }: { view: ProgressView }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <HoursMeter {...meter} />
        {note && <p className="text-xs text-slate-600">{note}</p>}
      </div>
      <dl className={columns === 3 ? "grid grid-cols-3 gap-2 text-center" : "grid grid-cols-2 gap-2"}>
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {breakdown && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">{breakdown.title}</h3>
          <ul className="grid gap-1 text-sm">
            {breakdown.rows.map(([label, value]) => (
              <li key={label} className="flex justify-between gap-2 border-b border-slate-100 py-1">
                <span className="text-slate-700">{label}</span>
                <span className="tabular-nums text-slate-900">{value}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
