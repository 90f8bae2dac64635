"use client";
import Link from "next/link";
import { Progress } from "@/components/ui/progress";
import { DataTable, type Column } from "@/components/ui/data-table";
import { CompletionBadge } from "@/components/deal-room/admin/completion-badge";
import type { SummaryRow } from "@/components/deal-room/types";

// A client module because DataTable takes the columns' cell functions.
const columns: Column<SummaryRow>[] = [
  {
    id: "investor",
    header: "Investor",
    card: "title",
    cell: (r) => (
      <Link href={`/admin/documents/${encodeURIComponent(r.user.id)}`} className="wrap-anywhere font-medium text-emerald-800 underline-offset-2 hover:underline">
        {r.user.username}
      </Link>
    ),
  },
  { id: "status", header: "Status", nowrap: true, className: "capitalize text-slate-700", cell: (r) => r.user.status },
  { id: "progress", header: "Progress", card: "wide", widthClass: "w-1/3 min-w-32", cell: (r) => <Progress value={r.completionPercentage} aria-label={`${r.user.username}: ${r.completionPercentage}%`} /> },
  { id: "documents", header: "Documents", numeric: true, nowrap: true, cell: (r) => `${r.completedDocuments}/${r.totalDocuments}` },
  { id: "completion", header: "Completion", card: "badge", nowrap: true, cell: (r) => <CompletionBadge percentage={r.completionPercentage} /> },
];

/** Spec 2 §2 "User Overview": per investor, a progress bar, x/9 and the completion badge. */
export function UserOverview({ rows }: { rows: SummaryRow[] }) {
  return <DataTable label="User overview" rows={rows} rowKey={(r) => r.user.id} columns={columns} />;
}
