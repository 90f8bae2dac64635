import Link from "next/link";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CompletionBadge } from "@/components/deal-room/admin/completion-badge";
import type { SummaryRow } from "@/components/deal-room/types";

/** Spec 2 §2 "User Overview": per investor, a progress bar, x/9 and the completion badge. */
export function UserOverview({ rows }: { rows: SummaryRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Investor</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-1/3 min-w-32">Progress</TableHead>
          <TableHead>Documents</TableHead>
          <TableHead>Completion</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.user.id}>
            <TableCell>
              <Link href={`/admin/documents/${encodeURIComponent(r.user.id)}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
                {r.user.username}
              </Link>
            </TableCell>
            <TableCell className="capitalize text-slate-700">{r.user.status}</TableCell>
            <TableCell>
              <Progress value={r.completionPercentage} aria-label={`${r.user.username}: ${r.completionPercentage}%`} />
            </TableCell>
            <TableCell className="tabular-nums">
              {r.completedDocuments}/{r.totalDocuments}
            </TableCell>
            <TableCell>
              <CompletionBadge percentage={r.completionPercentage} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
