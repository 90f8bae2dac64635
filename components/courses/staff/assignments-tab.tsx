"use client";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { ASSIGNMENT_STATUSES } from "@/lib/courses/schemas";
import type { AssignmentView } from "@/lib/courses/types";
import { COURSE_KEYS } from "@/components/courses/course-api";
import { formatDay, formatInstantDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { AssignCourseDialog } from "@/components/courses/staff/assign-course-dialog";
import { ListToolbar } from "@/components/courses/staff/list-toolbar";
import { SortableTable } from "@/components/courses/staff/sortable-table";
import { TablePager } from "@/components/courses/staff/table-pager";
import { useStaffList } from "@/components/courses/staff/use-staff-list";

const col = createColumnHelper<AssignmentView>();
const muted = (text: string) => <span className="text-slate-500">{text}</span>;

// Column ids are the list's `sort` values: the server sorts.
const columns = [
  col.accessor((a) => a.course.title, { id: "course", header: "Course", cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span> }),
  col.accessor((a) => a.user.username, { id: "user", header: "User" }),
  col.accessor("status", { id: "status", header: "Status", cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor("dueDate", { id: "date", header: "Due Date", cell: (c) => (c.getValue() ? formatDay(c.getValue()!) : muted("No due date")) }),
  col.accessor("createdAt", { id: "created", header: "Assigned", cell: (c) => (c.getValue() ? formatInstantDay(c.getValue()) : muted("Not set")) }),
];

export function AssignmentsTab() {
  const list = useStaffList<AssignmentView>(COURSE_KEYS.staffAssignments);
  const { query } = list;
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getRowId: (a) => a.id,
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
      <div className="flex justify-end">
        <AssignCourseDialog />
      </div>
      <ListToolbar search={list.search} onSearch={list.setSearch} status={list.status} onStatus={list.setStatus} statuses={ASSIGNMENT_STATUSES} what="assignments" />
      {query.isPending ? (
        <Spinner label="Loading assignments..." showLabel className="py-8" />
      ) : query.isError ? (
        <LoadError message="Failed to load assignments" onRetry={() => query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={filtering ? "No assignments match" : "No assignments yet"} description={filtering ? "Try another search or status." : "Assign a course to an investor to see it here."} />
      ) : (
        <>
          <SortableTable table={table} label="Course assignments" />
          <TablePager page={list.page} pageCount={list.pageCount} total={total} noun={total === 1 ? "assignment" : "assignments"} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
