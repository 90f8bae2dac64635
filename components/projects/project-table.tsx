"use client";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/client/cn";
import type { SortKey } from "@/lib/projects/schemas";
import type { ProjectItem } from "@/components/shared/project-item";
import { projectColumns, type ProjectColumn } from "@/components/projects/project-columns";
import { toggleSort, type ProjectSorting } from "@/components/projects/project-list-state";
import { ProjectRowActions, type RowHandlers } from "@/components/projects/project-row-actions";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const NEXT_SORT = { asc: "descending", desc: "no order" } as const;

type Props = { rows: ProjectItem[]; sorting: ProjectSorting; onSortingChange: (sorting: ProjectSorting) => void; handlers: RowHandlers };

/** The wide-screen table of one page the server sorted. Sortable headers are buttons; each click cycles ascending, descending, none. */
export function ProjectTable({ rows, sorting, onSortingChange, handlers }: Props) {
  const columns = projectColumns(handlers.isEmployee);
  return (
    <Table aria-label="Projects">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <SortableHead key={column.id} column={column} sorting={sorting} onSort={(sort) => onSortingChange(toggleSort(sorting, sort))} />
          ))}
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((project) => (
          <TableRow key={project.id}>
            {columns.map((column) => (
              <TableCell key={column.id} className={cn(column.numeric && "text-right tabular-nums", "whitespace-nowrap")}>
                {column.cell(project)}
              </TableCell>
            ))}
            <TableCell className="py-1.5">
              <ProjectRowActions project={project} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortableHead({ column, sorting, onSort }: { column: ProjectColumn; sorting: ProjectSorting; onSort: (sort: SortKey) => void }) {
  const { sort, numeric, header } = column;
  if (!sort) return <TableHead className={cn(numeric && "text-right")}>{header}</TableHead>;
  const current = sorting.find((s) => s.id === sort);
  const sorted = current ? (current.desc ? "desc" : "asc") : false;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  const next = sorted ? NEXT_SORT[sorted] : "ascending";
  return (
    <TableHead aria-sort={sorted ? ARIA_SORT[sorted] : "none"} className={cn("px-1", numeric && "text-right")}>
      <button
        type="button"
        onClick={() => onSort(sort)}
        title={`Sort ${next}`}
        className={cn(
          "inline-flex items-center gap-1 rounded px-2 py-1 uppercase tracking-wide hover:bg-slate-200/70 hover:text-slate-900",
          sorted && "text-slate-900",
        )}
      >
        {header}
        <Icon className={cn("size-3.5", !sorted && "text-slate-400")} aria-hidden />
      </button>
    </TableHead>
  );
}
