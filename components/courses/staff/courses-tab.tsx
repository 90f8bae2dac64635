"use client";
import { useState } from "react";
import { createColumnHelper, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import type { CourseView } from "@/lib/courses/types";
import { CATEGORY_LABELS, formatHours } from "@/components/courses/course-format";
import { CourseDialog } from "@/components/courses/staff/course-dialog";
import { SortableTable } from "@/components/courses/staff/sortable-table";
import { STAFF_PAGE_SIZE } from "@/components/courses/staff/staff-tabs";
import { TablePager } from "@/components/courses/staff/table-pager";

const col = createColumnHelper<CourseView>();

// Courses are few enough (thousands at most) for the page to send them all and the browser to sort,
// filter and page them; the two other tabs are paged by the server.
const columns = [
  col.accessor("title", { header: "Title", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.getValue()}</span> }),
  col.accessor("category", { header: "Category", cell: (c) => CATEGORY_LABELS[c.getValue()] }),
  col.accessor((c) => Number(c.creditHours), { id: "creditHours", header: "Credit Hours", cell: (c) => formatHours(c.row.original.creditHours) }),
  col.accessor("isActive", { header: "Status", cell: (c) => (c.getValue() ? <Badge>Active</Badge> : <Badge variant="secondary">Inactive</Badge>) }),
  col.display({ id: "edit", header: () => <span className="sr-only">Actions</span>, cell: (c) => <EditCourseButton course={c.row.original} /> }),
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
    columns,
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
      <SortableTable table={table} label="Courses" />
      <TablePager page={pagination.pageIndex + 1} pageCount={Math.max(1, table.getPageCount())} total={filtered} noun={filtered === 1 ? "course" : "courses"} onPage={(p) => table.setPageIndex(p - 1)} />
    </div>
  );
}
