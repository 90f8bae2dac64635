import { Paperclip } from "lucide-react";
import { formatHours, hoursPhrase, shortDate } from "@/components/requirements/format";
import type { QueuedCredit, QueuedHours } from "@/components/requirements/review/types";
import { LEARNING_CATEGORY_LABELS, SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

export const describeHours = (r: QueuedHours) => `${hoursPhrase(r.hours)} by ${r.username} on ${shortDate(r.serviceDate)}`;
export const describeCredit = (r: QueuedCredit) => `${r.courseName} by ${r.username}`;

export function HoursDetails({ row }: { row: QueuedHours }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        <span className="font-semibold tabular-nums">{formatHours(row.hours)} h</span> · {shortDate(row.serviceDate)} · {SERVICE_CATEGORY_LABELS[row.category]}
      </p>
      <p className="wrap-anywhere text-sm text-slate-600">{row.description}</p>
      {row.evidence && (
        <a href={row.evidence.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs text-emerald-700 underline">
          <Paperclip className="size-3" aria-hidden />
          {row.evidence.fileName}
        </a>
      )}
    </>
  );
}

export function CreditDetails({ row }: { row: QueuedCredit }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{row.courseName}</span> · {row.provider}
      </p>
      <p className="text-sm text-slate-600">
        <span className="tabular-nums">{formatHours(row.creditHours)} h</span> · {shortDate(row.completionDate)} · {LEARNING_CATEGORY_LABELS[row.category]}
      </p>
      {row.description && <p className="wrap-anywhere text-sm text-slate-600">{row.description}</p>}
    </>
  );
}
