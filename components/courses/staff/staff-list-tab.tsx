"use client";
// The body both staff tabs share (course assignments, course completions): search and status filter, a
// table the server sorts and pages, and the loading, error and empty states.
import type { ReactNode } from "react";
import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { ListToolbar } from "@/components/courses/staff/list-toolbar";
import { SortableTable } from "@/components/courses/staff/sortable-table";
import { TablePager } from "@/components/courses/staff/table-pager";
import { useStaffList } from "@/components/courses/staff/use-staff-list";

type Props<T extends { id: string }> = {
  /** The staff list's API path. */
  path: string;
  // Column ids are the list's `sort` values: the server sorts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- accessor columns of mixed value types
  columns: ColumnDef<T, any>[];
  statuses: readonly string[];
  /** The rows' noun, singular and plural: "assignment", "assignments". */
  noun: [string, string];
  /** The table's accessible name. */
  label: string;
  empty: { title: string; description?: string };
  /** Shown above the toolbar (an Assign button). */
  actions?: ReactNode;
};

export function StaffListTab<T extends { id: string }>({ path, columns, statuses, noun: [one, many], label, empty, actions }: Props<T>) {
  const list = useStaffList<T>(path);
  const { query } = list;
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getRowId: (row) => row.id,
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
      {actions && <div className="flex justify-end">{actions}</div>}
      <ListToolbar search={list.search} onSearch={list.setSearch} status={list.status} onStatus={list.setStatus} statuses={statuses} what={many} />
      {query.isPending ? (
        <Spinner label={`Loading ${many}...`} showLabel className="py-8" />
      ) : query.isError ? (
        <LoadError message={`Failed to load ${many}`} onRetry={() => query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={filtering ? `No ${many} match` : empty.title} description={filtering ? "Try another search or status." : empty.description} />
      ) : (
        <>
          <SortableTable table={table} label={label} />
          <TablePager page={list.page} pageCount={list.pageCount} total={total} noun={total === 1 ? one : many} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
