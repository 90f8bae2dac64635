import "server-only";
// Beyond the spec, for investors' accountants: a year's approved hours, credits and course completions as
// CSV, one row per entry, then the approved total per category and the grand total, summed in SQL. An
// investor exports their own; a reviewer (service-hours.review) names any investor (an unknown or
// non-investor id is 404).
import Papa from "papaparse";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { yearRange } from "@/lib/requirements/dates";
import { investorFor } from "@/lib/requirements/investor-for";
import type { ExportQuery } from "@/lib/requirements/schemas";
import type { SessionUser } from "@/lib/session";
import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from "@/lib/requirements/categories";

type Kind = "service" | "education" | "course";
type EntryRow = { kind: Kind; day: string; category: string; hours: string; title: string; provider: string | null; evidence: string | null };
type TotalRow = { kind: Kind | null; category: string | null; hours: string };

const KIND_LABEL = { service: "Service hours", education: "Education credit", course: "Course completion" } as const;

const categoryLabel = (kind: string | null, category: string) =>
  kind === "service" ? (SERVICE_CATEGORY_LABELS[category as ServiceCategory] ?? category) : category;

export async function exportYearEndCsv(viewer: Pick<SessionUser, "id" | "role" | "username">, query: ExportQuery): Promise<{ filename: string; csv: string }> {
  const investor = await investorFor(viewer, query.investor);
  const db = await getDb();
  const { from, to } = yearRange(query.year);
  // The year's approved entries of every kind that counts toward the requirement: service hours, education
  // credits, and approved course completions (the course's credit hours as education hours, in the
  // completion date's year: lib/courses/education-hours.ts). A completion is listed with the title,
  // category and hours its approval fixed, not the course's current ones (DESIGN.md "A decision fixes its
  // figures"). The certificate's file name is the evidence.
  const entries = Prisma.sql`
    SELECT 'service' AS kind, "serviceDate" AS day, category::text AS category, hours, description AS title, NULL AS provider, "evidenceFileName" AS evidence
      FROM service_hours WHERE "userId" = ${investor.id} AND status = 'approved' AND "serviceDate" >= ${from}::date AND "serviceDate" < ${to}::date
    UNION ALL
    SELECT 'education', "completionDate", category::text, "creditHours", "courseName", provider, NULL
      FROM education_credits WHERE "userId" = ${investor.id} AND status = 'approved' AND "completionDate" >= ${from}::date AND "completionDate" < ${to}::date
    UNION ALL
    SELECT 'course', cc."completionDate", cc.category::text, cc."creditHours", cc."courseTitle", NULL, substring(cc."certificateUrl" from '/[0-9a-f]{32}-([^/]+)$')
      FROM course_completions cc
      WHERE cc."userId" = ${investor.id} AND cc.status = 'approved' AND cc."completionDate" >= ${from}::date AND cc."completionDate" < ${to}::date`;
  const approved = await db.$queryRaw<EntryRow[]>`
    SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, category, hours::text AS hours, title, provider, evidence
    FROM (${entries}) e ORDER BY e.day, kind, title`;
  const totals = await db.$queryRaw<TotalRow[]>`
    SELECT kind, category, COALESCE(SUM(hours), 0)::numeric(12,2)::text AS hours FROM (${entries}) e
    GROUP BY ROLLUP (kind, category)
    ORDER BY kind NULLS LAST, category NULLS LAST`;
  const rows: string[][] = approved.map((e) => [KIND_LABEL[e.kind], e.day, categoryLabel(e.kind, e.category), e.hours, e.title, e.provider ?? "", e.evidence ?? ""]);
  const totalRows = totals
    .filter((t) => t.kind === null || t.category !== null)
    .map((t) => (t.kind === null ? ["Total approved hours", "", "", t.hours, "", "", ""] : [`Total ${KIND_LABEL[t.kind].toLowerCase()}`, "", categoryLabel(t.kind, t.category!), t.hours, "", "", ""]));
  const csv = Papa.unparse(
    { fields: ["Type", "Date", "Category", "Hours", "Description or course", "Provider", "Evidence file"], data: [...rows, ...totalRows] },
    { escapeFormulae: true },
  );
  return { filename: `participation-${investor.username}-${query.year}.csv`, csv };
}
