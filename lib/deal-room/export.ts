import "server-only";
import Papa from "papaparse";
import { DOCUMENT_LABELS, DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { completionBadge, type Actor } from "@/lib/deal-room/policy";
import { matrixCell } from "@/lib/deal-room/matrix-cell";
import type { SummaryQuery } from "@/lib/deal-room/schemas";
import { getDocumentSummary } from "@/lib/deal-room/summary";

// Cells a spreadsheet would run as a formula get a leading apostrophe (as the project export does).
const FORMULA_START = /^[=+\-@\t\r']/;

/** The Detailed View's matrix as a CSV: every investor matching the filters (paging is the screen's concern). */
export async function exportSummaryCsv(actor: Actor, query: SummaryQuery): Promise<{ filename: string; csv: string }> {
  const { rows } = await getDocumentSummary(actor, { ...query, page: 1, pageSize: undefined });
  const csv = Papa.unparse(
    {
      fields: ["Username", "User Status", "Completed", "Completion %", "Badge", ...DOCUMENT_TYPES.map((t) => DOCUMENT_LABELS[t])],
      data: rows.map((r) => {
        const byType = new Map(r.documents.map((d) => [d.documentType, d]));
        return [
          r.user.username,
          r.user.status,
          `${r.completedDocuments}/${r.totalDocuments}`,
          String(r.completionPercentage),
          completionBadge(r.completionPercentage),
          ...DOCUMENT_TYPES.map((t) => matrixCell(byType.get(t)).label),
        ];
      }),
    },
    { escapeFormulae: FORMULA_START },
  );
  return { filename: `document-tracking-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
