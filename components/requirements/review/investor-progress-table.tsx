"use client";
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ProjectPagination } from "@/components/projects/project-pagination";
import { SearchBox } from "@/components/ui/search-box";
import { formatHours } from "@/components/requirements/format";
import type { InvestorProgressRow, Page } from "@/components/requirements/review/types";

type Props = { year: number; search: string; list: Page<InvestorProgressRow>; onSearch: (search: string) => void; onPage: (page: number) => void };

/** Every investor's progress for the year, least approved first, so the firm sees who is short before year end. */
export function InvestorProgressTable({ year, search, list, onSearch, onPage }: Props) {
  return (
    <div className="grid gap-3">
      <div className="max-w-sm">
        <SearchBox value={search} onChange={onSearch} placeholder="Search investors..." label="Search investors" />
      </div>
      {list.items.length === 0 ? (
        <EmptyState title="No investors found" description={search ? "No approved investor matches this search." : "There are no approved investors yet."} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <Table aria-label={`Investor progress ${year}`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Investor</TableHead>
                  <TableHead className="text-right">Approved</TableHead>
                  <TableHead className="text-right">Pending</TableHead>
                  <TableHead className="min-w-32">Progress</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Year-end CSV and tax pack</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items.map((r) => (
                  <TableRow key={r.investorId}>
                    <TableCell className="font-medium">{r.username}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatHours(r.approvedHours)} h</TableCell>
                    <TableCell className="text-right tabular-nums">{formatHours(r.pendingHours)} h</TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <Progress value={r.progressPercentage} aria-label={`${r.username}: ${r.progressPercentage}%`} />
                        <span className="text-xs tabular-nums text-slate-700">{r.progressPercentage}%</span>
                      </div>
                    </TableCell>
                    <TableCell>{r.isComplete ? <Badge>Complete</Badge> : <Badge variant="warning">Short</Badge>}</TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-3">
                        <DownloadLink href={`/api/requirements/export?year=${year}&investor=${encodeURIComponent(r.investorId)}`} label="CSV" of={r.username} />
                        <DownloadLink href={`/api/tax-pack?year=${year}&investor=${encodeURIComponent(r.investorId)}`} label="Tax pack" of={r.username} />
                        <DownloadLink href={`/api/tax-pack/zip?year=${year}&investor=${encodeURIComponent(r.investorId)}`} label="ZIP" of={r.username} />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ProjectPagination page={list.page} pageCount={Math.ceil(list.total / list.pageSize)} total={list.total} pageSize={list.pageSize} onPage={onPage} noun={{ one: "investor", many: "investors" }} />
        </>
      )}
    </div>
  );
}

function DownloadLink({ href, label, of }: { href: string; label: string; of: string }) {
  return (
    <a href={href} download className="inline-flex items-center gap-1 whitespace-nowrap text-xs text-emerald-700 underline">
      <Download className="size-3" aria-hidden />
      {label}
      <span className="sr-only"> of {of}</span>
    </a>
  );
}
