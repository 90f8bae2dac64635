"use client";
// A TanStack table drawn with the app's table styles: sortable headers are buttons that cycle
// ascending → descending → none, and say so to screen readers.
import { flexRender, type Header, type Table as TableInstance } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/client/cn";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export function SortableTable<T>({ table, label }: { table: TableInstance<T>; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <SortableHead key={header.id} header={header} />
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} className="whitespace-nowrap">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortableHead<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <TableHead>{label}</TableHead>;
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={sorted ? ARIA_SORT[sorted] : "none"} className="px-1">
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className={cn("inline-flex items-center gap-1 rounded px-2 py-1 uppercase tracking-wide hover:bg-slate-200/70 hover:text-slate-900", sorted && "text-slate-900")}
      >
        {label}
        <Icon className={cn("size-3.5", !sorted && "text-slate-400")} aria-hidden />
      </button>
    </TableHead>
  );
}
