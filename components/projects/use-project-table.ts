"use client";
import { useMemo } from "react";
import { getCoreRowModel, useReactTable, type SortingState, type Updater } from "@tanstack/react-table";
import type { ProjectItem } from "@/components/projects/project-item";
import { projectColumns } from "@/components/projects/project-columns";
import { PAGE_SIZE, type ProjectSorting } from "@/components/projects/project-list-state";

type Options = {
  rows: ProjectItem[] | undefined;
  total: number;
  page: number;
  sorting: ProjectSorting;
  isEmployee: boolean;
  onSortingChange: (sorting: ProjectSorting) => void;
};

const NO_ROWS: ProjectItem[] = [];

/**
 * The table in manual mode: the server sorts and pages, the table only keeps the state and draws it.
 * One column at a time; a header cycles ascending → descending → none.
 */
export function useProjectTable({ rows, total, page, sorting, isEmployee, onSortingChange }: Options) {
  const columns = useMemo(() => projectColumns(isEmployee), [isEmployee]);
  // The app does not run the React Compiler, so the table instance's unmemoizable functions are fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows ?? NO_ROWS,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      onSortingChange(next as ProjectSorting);
    },
  });
}
