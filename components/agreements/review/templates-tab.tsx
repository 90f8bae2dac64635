"use client";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { VersionStatusBadge } from "@/components/agreements/status-badge";
import type { TemplateRow } from "@/components/agreements/review/review-summary";

const CATEGORY_LABELS: Record<string, string> = {
  msa: "Master Service Agreement",
  operating_agreement: "Operating Agreement",
  investment_terms: "Investment Terms",
  disclosure: "Disclosure",
  compliance: "Compliance",
};
export const categoryLabel = (c: string) => CATEGORY_LABELS[c] ?? c;

/** How long the review took, or where it stands when it has no length yet. */
function reviewPeriod(r: TemplateRow): string {
  if (r.reviewDays !== null) return `Review period: ${r.reviewDays} ${r.reviewDays === 1 ? "day" : "days"}`;
  if (r.status === "not_started" || r.status === "assigned") return "Review period: not started";
  return r.status === "rejected" ? "Review period: ended" : "Review period: in progress";
}

/** One card per template: status, progress (position+1)/6 and the review period (spec 2 §4). */
export function TemplatesTab({ rows, onOpen }: { rows: TemplateRow[]; onOpen: (templateId: string) => void }) {
  if (rows.length === 0) return <EmptyState icon={FileText} title="No templates available yet" description="The legal team has not published any agreement templates." />;
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Templates">
      {rows.map((r) => (
        <li key={r.templateId} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold wrap-anywhere text-slate-900">{r.title}</h3>
              <p className="text-xs text-slate-600">{categoryLabel(r.category)}</p>
            </div>
            <VersionStatusBadge status={r.status} />
          </div>
          {r.description && <p className="text-sm wrap-anywhere text-slate-700">{r.description}</p>}
          {r.progress === null ? (
            <p className="text-sm text-slate-700">The review ended without an agreement.</p>
          ) : (
            <div className="grid gap-1">
              <div className="flex justify-between text-xs text-slate-600">
                <span>Progress</span>
                <span>{r.progress}%</span>
              </div>
              <Progress value={r.progress} aria-label={`${r.title} progress`} />
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>{reviewPeriod(r)}</span>
            <Button size="sm" variant="outline" disabled={r.status === "not_started"} onClick={() => onOpen(r.templateId)} aria-label={`Open ${r.title}`}>
              Open
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
