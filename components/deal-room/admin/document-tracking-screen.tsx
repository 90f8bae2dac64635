"use client";
import { useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Download, FolderSearch } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FilterSelect } from "@/components/projects/filter-select";
import { ProjectPagination } from "@/components/projects/project-pagination";
import { SearchBox } from "@/components/ui/search-box";
import { cn } from "@/lib/client/cn";
import { COMPLETION_BADGES, USER_STATUSES, type CompletionBadgeFilter } from "@/lib/deal-room/schemas";
import { DocumentMatrix, MatrixLegend } from "@/components/deal-room/admin/document-matrix";
import { UserOverview } from "@/components/deal-room/admin/user-overview";
import { filterQuery, PAGE_SIZE, trackingSearch, type TrackingState, type TrackingView } from "@/components/deal-room/admin/tracking-params";
import type { SummaryRow } from "@/components/deal-room/types";

const BADGE_LABELS: Record<CompletionBadgeFilter, string> = { complete: "Complete", in_progress: "In Progress", started: "Started", not_started: "Not Started" };
const STATUS_LABELS = { pending: "Pending", approved: "Approved", denied: "Denied" } as const;
const byLabel = <K extends string>(labels: Record<K, string>, label: string | null) => (Object.keys(labels) as K[]).find((k) => labels[k] === label) ?? null;

type Props = { rows: SummaryRow[]; total: number; state: TrackingState };

/** Spec 2 §2 "Document Tracking Administration": filters, User Overview and Detailed View, paged, CSV export. */
export function DocumentTrackingScreen({ rows, total, state }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The tab is the URL's too, but switching it needs no new read: the history entry changes in place.
  const [view, setView] = useState<TrackingView>(state.view);
  const current: TrackingState = { ...state, view };

  const change = (next: Partial<TrackingState>) => {
    const target = { ...current, page: 1, ...next };
    startTransition(() => router.replace(`${pathname}${trackingSearch(target)}`, { scroll: false }));
  };
  const onView = (next: string) => {
    const value = next === "detailed" ? "detailed" : "overview";
    setView(value);
    window.history.replaceState(null, "", `${pathname}${trackingSearch({ ...current, view: value })}`);
  };
  const exportQuery = filterQuery(current).toString();

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="sm:w-72">
          <SearchBox value={state.search} onChange={(search) => change({ search })} placeholder="Search by username..." label="Search investors by username" />
        </div>
        <FilterSelect
          label="User status"
          allLabel="All statuses"
          options={USER_STATUSES.map((s) => STATUS_LABELS[s])}
          value={state.status ? STATUS_LABELS[state.status] : null}
          onChange={(v) => change({ status: byLabel(STATUS_LABELS, v) })}
        />
        <FilterSelect
          label="Completion"
          allLabel="All completion"
          options={COMPLETION_BADGES.map((b) => BADGE_LABELS[b])}
          value={state.badge ? BADGE_LABELS[state.badge] : null}
          onChange={(v) => change({ badge: byLabel(BADGE_LABELS, v) })}
        />
        <a href={`/api/admin/documents/export${exportQuery ? `?${exportQuery}` : ""}`} download className={buttonVariants({ variant: "outline", className: "sm:ml-auto" })}>
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
      <div aria-busy={pending} className={cn("transition-opacity", pending && "opacity-60")}>
        {total === 0 ? (
          <EmptyState icon={FolderSearch} title="No investors found" description="No investor matches these filters." />
        ) : (
          <Tabs value={view} onValueChange={onView} className="space-y-3">
            <TabsList aria-label="Document tracking views" className="sm:w-96">
              <TabsTrigger value="overview">User Overview</TabsTrigger>
              <TabsTrigger value="detailed">Detailed View</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <UserOverview rows={rows} />
            </TabsContent>
            <TabsContent value="detailed" className="space-y-3">
              <MatrixLegend />
              <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
                <DocumentMatrix rows={rows} />
              </div>
            </TabsContent>
            <ProjectPagination page={state.page} pageCount={Math.ceil(total / PAGE_SIZE)} total={total} pageSize={PAGE_SIZE} onPage={(page) => change({ page })} noun={{ one: "investor", many: "investors" }} />
          </Tabs>
        )}
      </div>
    </div>
  );
}
