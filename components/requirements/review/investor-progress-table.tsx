"use client";
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { DataTable, type Column } from "@/components/ui/data-table";
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
          <DataTable label={`Investor progress ${year}`} rows={list.items} rowKey={(r) => r.investorId} columns={progressColumns(year)} />
          <ProjectPagination page={list.page} pageCount={Math.ceil(list.total / list.pageSize)} total={list.total} pageSize={list.pageSize} onPage={onPage} noun={{ one: "investor", many: "investors" }} />
        </>
      )}
    </div>
  );
}

/** The year's columns; on a phone each investor is a card with the downloads at its foot. */
function progressColumns(year: number): Column<InvestorProgressRow>[] {
  const download = (r: InvestorProgressRow, path: string) => `${path}?year=${year}&investor=${encodeURIComponent(r.investorId)}`;
  return [
    { id: "investor", header: "Investor", card: "title", className: "wrap-anywhere font-medium", cell: (r) => r.username },
    { id: "approved", header: "Approved", numeric: true, nowrap: true, cell: (r) => `${formatHours(r.approvedHours)} h` },
    { id: "pending", header: "Pending", numeric: true, nowrap: true, cell: (r) => `${formatHours(r.pendingHours)} h` },
    {
      id: "progress",
      header: "Progress",
      card: "wide",
      className: "min-w-32",
      cell: (r) => (
        <div className="flex items-center gap-2">
          <Progress value={r.progressPercentage} aria-label={`${r.username}: ${r.progressPercentage}%`} />
          <span className="text-xs tabular-nums text-slate-700">{r.progressPercentage}%</span>
        </div>
      ),
    },
    { id: "status", header: "Status", card: "badge", cell: (r) => (r.isComplete ? <Badge>Complete</Badge> : <Badge variant="warning">Short</Badge>) },
    {
      id: "downloads",
      header: "Year-end CSV and tax pack",
      hiddenHeader: true,
      card: "actions",
      cell: (r) => (
        <div className="flex flex-wrap gap-3">
          <DownloadLink href={download(r, "/api/requirements/export")} label="CSV" of={r.username} />
          <DownloadLink href={download(r, "/api/tax-pack")} label="Tax pack" of={r.username} />
          <DownloadLink href={download(r, "/api/tax-pack/zip")} label="ZIP" of={r.username} />
        </div>
      ),
    },
  ];
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
