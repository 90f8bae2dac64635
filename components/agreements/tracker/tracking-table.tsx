"use client";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { relativeTime } from "@/lib/client/relative-time";
import { VersionStatusBadge } from "@/components/agreements/status-badge";
import type { TrackingRow } from "@/components/agreements/types";

type Props = { rows: TrackingRow[]; onOpen: (row: TrackingRow) => void };

/** Every version with its thread counts and last activity ('5m ago', 'Just now', 'Never'). */
export function TrackingTable({ rows, onOpen }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <Table aria-label="Template versions">
        <TableHeader>
          <TableRow>
            <TableHead>Investor</TableHead>
            <TableHead>Template</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Threads</TableHead>
            <TableHead>Last activity</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="font-medium text-slate-900">{r.investor.username}</TableCell>
              <TableCell className="wrap-anywhere">
                {r.template.title}
                <span className="block text-xs text-slate-600">Version {r.template.version}</span>
              </TableCell>
              <TableCell>
                <VersionStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="tabular-nums">
                {r.threadCount} <span className="text-slate-600">({r.openThreadCount} open)</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{relativeTime(r.lastActivity)}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
