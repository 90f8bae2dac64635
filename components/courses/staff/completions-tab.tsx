"use client";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { COMPLETION_STATUSES } from "@/lib/courses/schemas";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { COURSE_KEYS } from "@/components/courses/course-api";
import { CertificateLink } from "@/components/courses/certificate-link";
import { formatDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { ReviewActions } from "@/components/courses/staff/review-actions";
import { ListToolbar } from "@/components/courses/staff/list-toolbar";
import { SortableTable } from "@/components/courses/staff/sortable-table";
import { TablePager } from "@/components/courses/staff/table-pager";
import { useStaffList } from "@/components/courses/staff/use-staff-list";

const col = createColumnHelper<CompletionWithRefs>();

const columns = [
  col.accessor((c) => c.course.title, { id: "course", header: "Course", cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span> }),
  col.accessor((c) => c.user.username, { id: "user", header: "User" }),
  col.accessor("completionDate", { id: "date", header: "Completed", cell: (c) => formatDay(c.getValue()) }),
  col.accessor("certificateUrl", { id: "certificate", enableSorting: false, header: "Certificate", cell: (c) => <CertificateLink url={c.getValue()} course={c.row.original.course.title} /> }),
  col.accessor("status", { id: "status", header: "Status", cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.display({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: (c) => <ReviewActions completion={c.row.original} /> }),
];

export function CompletionsTab() {
  const list = useStaffList<CompletionWithRefs>(COURSE_KEYS.staffCompletions);
  const { query } = list;
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getRowId: (c) => c.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting: list.sorting },
    onSortingChange: (u) => list.setSorting(typeof u === "function" ? u(list.sorting) : u),
  });
  const filtering = list.search !== "" || list.status !== "all";
  const total = query.data?.total ?? 0;

  return (
    <div className="grid gap-3">
      <ListToolbar search={list.search} onSearch={list.setSearch} status={list.status} onStatus={list.setStatus} statuses={COMPLETION_STATUSES} what="completions" />
      {query.isPending ? (
        <Spinner label="Loading completions..." showLabel className="py-8" />
      ) : query.isError ? (
        <LoadError message="Failed to load completions" onRetry={() => query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={filtering ? "No completions match" : "No completions to review"} description={filtering ? "Try another search or status." : undefined} />
      ) : (
        <>
          <SortableTable table={table} label="Course completions" />
          <TablePager page={list.page} pageCount={list.pageCount} total={total} noun={total === 1 ? "completion" : "completions"} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
