import Link from "next/link";
import { FileText, Files, Link2, Minus, type LucideIcon } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/client/cn";
import { DOCUMENT_LABELS, DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { matrixCell, type MatrixKind } from "@/lib/deal-room/matrix-cell";
import type { SummaryRow } from "@/components/deal-room/types";

const LEGEND: Record<MatrixKind, { icon: LucideIcon; className: string }> = {
  both: { icon: Files, className: "bg-emerald-100 text-emerald-800" },
  file: { icon: FileText, className: "bg-sky-100 text-sky-800" },
  link: { icon: Link2, className: "bg-violet-100 text-violet-800" },
  missing: { icon: Minus, className: "bg-slate-100 text-slate-500" },
};

function Cell({ doc }: { doc: Parameters<typeof matrixCell>[0] }) {
  const cell = matrixCell(doc);
  const { icon: Icon, className } = LEGEND[cell.kind];
  return (
    <span title={cell.label} className={cn("inline-flex size-7 items-center justify-center rounded-md", className, cell.rejected && "ring-2 ring-red-600")}>
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{cell.label}</span>
    </span>
  );
}

/** The legend: what each mark of the matrix means (file, link, both, missing), and the rejection ring. */
export function MatrixLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
      {(["file", "link", "both", "missing"] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <Cell doc={{ hasFile: kind === "file" || kind === "both", hasGoogleDoc: kind === "link" || kind === "both" }} />
          {matrixCell({ hasFile: kind === "file" || kind === "both", hasGoogleDoc: kind === "link" || kind === "both" }).label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="inline-flex size-7 rounded-md ring-2 ring-red-600" aria-hidden />
        Rejected by a reviewer
      </li>
    </ul>
  );
}

/** Spec 2 §2 "Detailed View": investors × the nine types. */
export function DocumentMatrix({ rows }: { rows: SummaryRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="sticky left-0 bg-slate-50">Investor</TableHead>
          {DOCUMENT_TYPES.map((t) => (
            <TableHead key={t} className="min-w-24 whitespace-normal text-center normal-case tracking-normal">
              {DOCUMENT_LABELS[t]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const byType = new Map(r.documents.map((d) => [d.documentType, d]));
          return (
            <TableRow key={r.user.id}>
              <TableCell className="sticky left-0 bg-white">
                <Link href={`/admin/documents/${encodeURIComponent(r.user.id)}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
                  {r.user.username}
                </Link>
              </TableCell>
              {DOCUMENT_TYPES.map((t) => (
                <TableCell key={t} className="text-center">
                  <Cell doc={byType.get(t)} />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
