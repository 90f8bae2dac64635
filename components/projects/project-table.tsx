"use client";
import { flexRender, type Header, type Table as TableInstance } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/client/cn";
import type { ProjectItem } from "@/components/projects/project-item";
import { NUMERIC_COLUMNS } from "@/components/projects/project-columns";
import { ProjectRowActions, type RowHandlers } from "@/components/projects/project-row-actions";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const NEXT_SORT = { asc: "descending", desc: "no order" } as const;

/** The wide-screen table. Sortable headers are buttons; each click cycles ascending, descending, none. */
export function ProjectTable({ table, handlers }: { table: TableInstance<ProjectItem>; handlers: RowHandlers }) {
  return (
    <Table aria-label="Projects">
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <SortableHead key={header.id} header={header} />
            ))}
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} className={cn(NUMERIC_COLUMNS.has(cell.column.id) && "text-right tabular-nums", "whitespace-nowrap")}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
            <TableCell className="py-1.5">
              <ProjectRowActions project={row.original} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortableHead({ header }: { header: Header<ProjectItem, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const numeric = NUMERIC_COLUMNS.has(column.id);
  if (!column.getCanSort()) return <TableHead className={cn(numeric && "text-right")}>{label}</TableHead>;
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  const next = sorted ? NEXT_SORT[sorted] : "ascending";
  return (
    <TableHead aria-sort={sorted ? ARIA_SORT[sorted] : "none"} className={cn("px-1", numeric && "text-right")}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={`Sort ${next}`}
        className={cn(
          "inline-flex items-center gap-1 rounded px-2 py-1 uppercase tracking-wide hover:bg-slate-200/70 hover:text-slate-900",
          sorted && "text-slate-900",
        )}
      >
        {label}
        <Icon className={cn("size-3.5", !sorted && "text-slate-400")} aria-hidden />
      </button>
    </TableHead>
  );
}
