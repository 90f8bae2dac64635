"use client";
// The body both staff tabs share (course assignments, course completions): search and status filter, and
// a table the server filters, sorts and pages from the URL, with its empty state.
import type { ReactNode } from "react";
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/client/cn";
import type { AssignmentListQuery } from "@/lib/courses/schemas";
import { ListToolbar } from "@/components/courses/staff/list-toolbar";
import { SortableTable } from "@/components/courses/staff/sortable-table";
import { TablePager } from "@/components/courses/staff/table-pager";
import { STAFF_PAGE_SIZE } from "@/components/courses/staff/staff-tabs";
import { useListUrl } from "@/components/courses/staff/use-list-url";

/** What the page read: one page of rows, the total before paging, and the query that produced them. */
export type StaffList<T> = { rows: T[]; total: number; query: Pick<AssignmentListQuery, "search" | "sort" | "order" | "page"> & { status?: string } };

type Props<T extends { id: string }> = {
  list: StaffList<T>;
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

export function StaffListTab<T extends { id: string }>({ list: { rows, total, query }, columns, statuses, noun: [one, many], label, empty, actions }: Props<T>) {
  const { change, pending } = useListUrl();
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.order === "desc" }] : [];
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      change({ sort: next?.id, order: next ? (next.desc ? "desc" : "asc") : undefined });
    },
  });
  const filtering = !!query.search || !!query.status;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));

  return (
    <div className="grid gap-3">
      {actions && <div className="flex justify-end">{actions}</div>}
      <ListToolbar
        search={query.search ?? ""}
        onSearch={(search) => change({ search })}
        status={query.status ?? "all"}
        onStatus={(status) => change({ status: status === "all" ? undefined : status })}
        statuses={statuses}
        what={many}
      />
      {total === 0 ? (
        <EmptyState title={filtering ? `No ${many} match` : empty.title} description={filtering ? "Try another search or status." : empty.description} />
      ) : (
        <div aria-busy={pending} className={cn("grid gap-3 transition-opacity", pending && "opacity-60")}>
          <SortableTable table={table} label={label} />
          <TablePager page={query.page} pageCount={pageCount} total={total} noun={total === 1 ? one : many} onPage={(page) => change({ page: String(page) })} />
        </div>
      )}
    </div>
  );
}
