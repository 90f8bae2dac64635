"use client";
import { useCallback, useState } from "react";
import { Download, FolderSearch } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FilterSelect } from "@/components/projects/filter-select";
import { ProjectPagination } from "@/components/projects/project-pagination";
import { SearchBox } from "@/components/projects/search-box";
import { urlForQueryKey } from "@/lib/client/api";
import { COMPLETION_BADGES, USER_STATUSES, type CompletionBadgeFilter } from "@/lib/deal-room/schemas";
import { DocumentMatrix, MatrixLegend } from "@/components/deal-room/admin/document-matrix";
import { UserOverview } from "@/components/deal-room/admin/user-overview";
import { PAGE_SIZE, summaryParams, useDocumentSummary, type SummaryFilters } from "@/components/deal-room/admin/use-document-summary";

const BADGE_LABELS: Record<CompletionBadgeFilter, string> = { complete: "Complete", in_progress: "In Progress", started: "Started", not_started: "Not Started" };
const STATUS_LABELS = { pending: "Pending", approved: "Approved", denied: "Denied" } as const;
const byLabel = <K extends string>(labels: Record<K, string>, label: string | null) => (Object.keys(labels) as K[]).find((k) => labels[k] === label) ?? null;

/** Spec 2 §2 "Document Tracking Administration": filters, User Overview and Detailed View, paged, CSV export. */
export function DocumentTrackingScreen() {
  const [filters, setFilters] = useState<SummaryFilters>({ search: "", status: null, badge: null });
  const [page, setPage] = useState(1);
  const summary = useDocumentSummary(filters, page);
  const change = useCallback((next: Partial<SummaryFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  }, []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="sm:w-72">
          <SearchBox value={filters.search} onChange={onSearch} placeholder="Search by username..." label="Search investors by username" />
        </div>
        <FilterSelect
          label="User status"
          allLabel="All statuses"
          options={USER_STATUSES.map((s) => STATUS_LABELS[s])}
          value={filters.status ? STATUS_LABELS[filters.status] : null}
          onChange={(v) => change({ status: byLabel(STATUS_LABELS, v) })}
        />
        <FilterSelect
          label="Completion"
          allLabel="All completion"
          options={COMPLETION_BADGES.map((b) => BADGE_LABELS[b])}
          value={filters.badge ? BADGE_LABELS[filters.badge] : null}
          onChange={(v) => change({ badge: byLabel(BADGE_LABELS, v) })}
        />
        <a href={urlForQueryKey(["/api/admin/documents/export", summaryParams(filters)])} download className={buttonVariants({ variant: "outline", className: "sm:ml-auto" })}>
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
      <SummaryBody summary={summary} page={page} onPage={setPage} />
    </div>
  );
}

function SummaryBody({ summary, page, onPage }: { summary: ReturnType<typeof useDocumentSummary>; page: number; onPage: (page: number) => void }) {
  if (summary.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading document summaries">
        <Skeleton className="h-10" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (summary.isError) return <LoadError message={`Failed to fetch document summaries: ${summary.error.message}`} onRetry={() => summary.refetch()} />;
  const { rows, total } = summary.data;
  if (total === 0) return <EmptyState icon={FolderSearch} title="No investors found" description="No investor matches these filters." />;
  return (
    <Tabs defaultValue="overview" className="space-y-3">
      <TabsList aria-label="Document tracking views" className="sm:w-96">
        <TabsTrigger value="overview">User Overview</TabsTrigger>
        <TabsTrigger value="detailed">Detailed View</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <UserOverview rows={rows} />
      </TabsContent>
      <TabsContent value="detailed" className="space-y-3">
        <MatrixLegend />
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <DocumentMatrix rows={rows} />
        </div>
      </TabsContent>
      <ProjectPagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} total={total} pageSize={PAGE_SIZE} onPage={onPage} noun={{ one: "investor", many: "investors" }} />
    </Tabs>
  );
}
