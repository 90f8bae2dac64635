"use client";
// The body both staff tabs share (course assignments, course completions): search and status filter, and
// a list the server filters, sorts and pages from the URL (a table, cards on phones), with its empty state.
import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { SortControl } from "@/components/ui/sortable-head";
import { cn } from "@/lib/client/cn";
import { STAFF_SORT_KEYS, type AssignmentListQuery } from "@/lib/courses/schemas";
import { ListToolbar } from "@/components/courses/staff/list-toolbar";
import { TablePager } from "@/components/courses/staff/table-pager";
import { STAFF_PAGE_SIZE } from "@/components/courses/staff/staff-tabs";
import { useListUrl } from "@/components/courses/staff/use-list-url";

/** What the page read: one page of rows, the total before paging, and the query that produced them. */
export type StaffList<T> = { rows: T[]; total: number; query: Pick<AssignmentListQuery, "search" | "sort" | "order" | "page"> & { status?: string } };

type Props<T extends { id: string }> = {
  list: StaffList<T>;
  /** A column whose id is one of the list's `sort` values sorts (on the server). */
  columns: Column<T>[];
  statuses: readonly string[];
  /** The rows' noun, singular and plural: "assignment", "assignments". */
  noun: [string, string];
  /** The table's accessible name. */
  label: string;
  empty: { title: string; description?: string };
  /** Shown above the toolbar (an Assign button). */
  actions?: ReactNode;
};

const SORTABLE: readonly string[] = STAFF_SORT_KEYS;

export function StaffListTab<T extends { id: string }>({ list: { rows, total, query }, columns, statuses, noun: [one, many], label, empty, actions }: Props<T>) {
  const { change, href, pending } = useListUrl();
  // One column at a time, ascending → descending → none, as the project table.
  const sort = (id: string): SortControl | undefined => {
    if (!SORTABLE.includes(id)) return undefined;
    const sorted = query.sort === id ? (query.order === "desc" ? "desc" : "asc") : false;
    const next = sorted === false ? { sort: id, order: "asc" } : sorted === "asc" ? { sort: id, order: "desc" } : { sort: undefined, order: undefined };
    return { sorted, href: href(next), onNavigate: () => change(next) };
  };
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
          <DataTable label={label} rows={rows} rowKey={(row) => row.id} columns={columns} sort={sort} />
          <TablePager page={query.page} pageCount={pageCount} total={total} noun={total === 1 ? one : many} onPage={(page) => change({ page: String(page) })} />
        </div>
      )}
    </div>
  );
}
