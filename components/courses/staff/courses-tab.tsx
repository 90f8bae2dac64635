"use client";
import { useState } from "react";
import { getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import type { SortControl } from "@/components/ui/sortable-head";
import type { CourseView } from "@/lib/courses/types";
import { CATEGORY_LABELS, formatHours } from "@/components/courses/course-format";
import { CourseDialog } from "@/components/courses/staff/course-dialog";
import { STAFF_PAGE_SIZE } from "@/components/courses/staff/staff-tabs";
import { TablePager } from "@/components/courses/staff/table-pager";

// Courses are few enough (thousands at most) for the page to send them all and the browser to sort,
// filter and page them: the one list whose state lives in the browser, so the one TanStack table. The
// two other tabs are paged by the server and sort through the URL.
const columns: Column<CourseView>[] = [
  // The title wraps anywhere, so a 120-character title never pushes Edit out of view.
  { id: "title", header: "Title", card: "title", className: "min-w-40", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.title}</span> },
  { id: "category", header: "Category", nowrap: true, cell: (c) => CATEGORY_LABELS[c.category] },
  { id: "creditHours", header: "Credit Hours", nowrap: true, cell: (c) => formatHours(c.creditHours) },
  { id: "isActive", header: "Status", card: "badge", nowrap: true, cell: (c) => (c.isActive ? <Badge>Active</Badge> : <Badge variant="secondary">Inactive</Badge>) },
  { id: "edit", header: "Actions", hiddenHeader: true, card: "actions", nowrap: true, cell: (c) => <EditCourseButton course={c} /> },
];

/** What the browser sorts each sortable column by. */
const sortColumns = [
  { id: "title", accessorFn: (c: CourseView) => c.title },
  { id: "category", accessorFn: (c: CourseView) => c.category },
  { id: "creditHours", accessorFn: (c: CourseView) => Number(c.creditHours) },
  { id: "isActive", accessorFn: (c: CourseView) => c.isActive },
];

function EditCourseButton({ course }: { course: CourseView }) {
  return (
    <CourseDialog
      course={course}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Edit ${course.title}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    />
  );
}

export function CoursesTab({ courses }: { courses: CourseView[] }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState("");
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: STAFF_PAGE_SIZE });
  // The app does not run the React Compiler, so the table instance's unmemoizable functions are fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: courses,
    columns: sortColumns,
    getRowId: (c) => c.id,
    state: { sorting, globalFilter: search, pagination },
    onSortingChange: (s) => {
      setSorting(s);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    globalFilterFn: (row, _id, text: string) => row.original.title.toLowerCase().includes(text.toLowerCase()) || row.original.category.includes(text.toLowerCase()),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  if (courses.length === 0) {
    return <EmptyState title="No courses yet" description="Create the first course to assign it to investors." action={<CourseDialog trigger={<Button>Create Course</Button>} />} />;
  }
  const sort = (id: string): SortControl | undefined => {
    const column = sortColumns.some((c) => c.id === id) ? table.getColumn(id) : undefined;
    return column?.getCanSort() ? { sorted: column.getIsSorted(), onSort: column.getToggleSortingHandler()! } : undefined;
  };
  const filtered = table.getFilteredRowModel().rows.length;
  return (
    <div className="grid gap-3">
      <SearchBox
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPagination((p) => ({ ...p, pageIndex: 0 }));
        }}
        placeholder="Search courses..."
        label="Search courses"
      />
      <DataTable label="Courses" rows={table.getRowModel().rows.map((row) => row.original)} rowKey={(c) => c.id} columns={columns} sort={sort} />
      <TablePager page={pagination.pageIndex + 1} pageCount={Math.max(1, table.getPageCount())} total={filtered} noun={filtered === 1 ? "course" : "courses"} onPage={(p) => table.setPageIndex(p - 1)} />
    </div>
  );
}
