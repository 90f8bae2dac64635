// What the investor's review page derives from their templates and versions (spec 2 §4). Pure.
import { LOCKED_STATUSES, progressPercent, type VersionStatus } from "@/lib/agreements/statuses";
import { reviewPeriodDays } from "@/components/agreements/format";
import type { TemplateSummary, VersionSummary } from "@/components/agreements/types";

export type TemplateRow = {
  templateId: string;
  title: string;
  description: string | null;
  category: string;
  status: VersionStatus | "not_started";
  /** Null once rejected: the review ended without an agreement. */
  progress: number | null;
  reviewDays: number | null;
};

export type ReviewSummary = {
  rows: TemplateRow[];
  started: boolean;
  participation: number;
  finalized: number;
  /** The first template still under review, for Continue Review. */
  next: string | null;
  /** A finalized MSA-category version enables View MSA: its version id, which opens the MSA viewer. */
  finalizedMsa: string | null;
};

export function summarizeReview(templates: TemplateSummary[], versions: VersionSummary[]): ReviewSummary {
  const byTemplate = new Map(versions.map((v) => [v.templateId, v]));
  // Versions of templates deactivated since keep their place: the investor is still reviewing them.
  const known = new Map(templates.map((t) => [t.id, { title: t.title, description: t.description, category: t.category }]));
  for (const v of versions) if (!known.has(v.templateId)) known.set(v.templateId, v.template);
  const rows: TemplateRow[] = [...known].map(([templateId, t]) => {
    const v = byTemplate.get(templateId);
    return {
      templateId,
      ...t,
      status: v?.status ?? "not_started",
      progress: v ? progressPercent(v.status) : 0,
      reviewDays: v ? reviewPeriodDays(v.reviewStartedAt, v.approvedAt) : null,
    };
  });
  const finalized = versions.filter((v) => v.status === "finalized").length;
  return {
    rows,
    started: versions.length > 0,
    finalized,
    participation: rows.length ? Math.round((finalized / rows.length) * 100) : 0,
    next: versions.find((v) => !LOCKED_STATUSES.includes(v.status))?.templateId ?? null,
    finalizedMsa: versions.find((v) => v.status === "finalized" && v.template.category === "msa")?.id ?? null,
  };
}
