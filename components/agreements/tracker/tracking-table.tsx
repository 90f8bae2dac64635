"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { DataTable, type Column } from "@/components/ui/data-table";
import { relativeTime } from "@/lib/client/relative-time";
import { VersionStatusBadge } from "@/components/agreements/status-badge";
import type { TrackingRow } from "@/components/agreements/types";

type Props = { rows: TrackingRow[]; onOpen: (row: TrackingRow) => void };

/** Every version with its thread counts and last activity ('5m ago', 'Just now', 'Never'); cards on phones. */
export function TrackingTable({ rows, onOpen }: Props) {
  const columns: Column<TrackingRow>[] = [
    { id: "investor", header: "Investor", className: "wrap-anywhere font-medium text-slate-900", cell: (r) => r.investor.username },
    {
      id: "template",
      header: "Template",
      card: "title",
      className: "min-w-40 wrap-anywhere",
      cell: (r) => (
        <>
          {r.template.title}
          <span className="block text-xs text-slate-600">Version {r.template.version}</span>
        </>
      ),
    },
    { id: "status", header: "Status", card: "badge", nowrap: true, cell: (r) => <VersionStatusBadge status={r.status} /> },
    {
      id: "threads",
      header: "Threads",
      className: "tabular-nums",
      cell: (r) => (
        <>
          {r.threadCount} <span className="text-slate-600">({r.openThreadCount} open)</span>
        </>
      ),
    },
    { id: "activity", header: "Last activity", nowrap: true, cell: (r) => relativeTime(r.lastActivity) },
    {
      id: "actions",
      header: "Actions",
      hiddenHeader: true,
      card: "actions",
      cell: (r) => (
        <div className="flex justify-end gap-2">
          {r.status === "finalized" && (
            <Link className={buttonVariants({ variant: "outline", size: "sm" })} href={`/msa/${encodeURIComponent(r.id)}`} aria-label={`View MSA: ${r.template.title} for ${r.investor.username}`}>
              View MSA
            </Link>
          )}
          <Button size="sm" variant="outline" onClick={() => onOpen(r)} aria-label={`Open ${r.template.title} for ${r.investor.username}`}>
            Open
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable label="Template versions" rows={rows} rowKey={(r) => r.id} columns={columns} />;
}
