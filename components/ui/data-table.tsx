"use client";
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SortableHead, type SortControl } from "@/components/ui/sortable-head";
import { cn } from "@/lib/client/cn";

/**
 * One column of a list. The same cell is the wide screen's table cell and a part of the phone's card:
 * on a card the column is its heading ("title"), a badge beside the heading, the row's buttons at the
 * foot ("actions"), a labelled field (the default; "wide" spans two), or left out ("none").
 */
export type Column<T> = {
  id: string;
  header: string;
  /** Drawn once for both layouts: a cell that differs on the card says so with `max-sm:`/`max-md:` classes. */
  cell: (row: T) => ReactNode;
  card?: "title" | "badge" | "actions" | "field" | "wide" | "none";
  numeric?: boolean;
  /** The header is read, not shown (an actions column). */
  hiddenHeader?: boolean;
  /** Short values that read best on one line; other cells wrap (long titles must not push the actions off screen). */
  nowrap?: boolean;
  className?: string;
  /**
   * The table shows the column only from this width up (a narrower table keeps to the columns that fit
   * its box, so the row's buttons stay in view); the phone's cards show every column.
   */
  from?: keyof typeof COLUMN_FROM;
  /** Classes for the header and every cell of the column alike (a fixed width). */
  widthClass?: string;
};

// Literal class names, so Tailwind sees them.
const COLUMN_FROM = { lg: "hidden lg:table-cell", xl: "hidden xl:table-cell", "2xl": "hidden 2xl:table-cell" } as const;
const CARDS_UNTIL = { sm: "sm:hidden", md: "md:hidden" } as const;

type Props<T> = {
  /** The table's accessible name. */
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** The sort of a sortable column (by id); none for the others. */
  sort?: (columnId: string) => SortControl | undefined;
  /** Below this width the rows are cards, so a phone reaches every row's actions without scrolling sideways. */
  cardsBelow?: keyof typeof CARDS_UNTIL;
  /** Above the cards only, e.g. a sort select (cards have no headers to click). */
  cardsHeader?: ReactNode;
};

/**
 * Every list of the app, drawn once: a table from `cardsBelow` up, and below it the same rows laid out by
 * CSS as cards (app/globals.css, "DataTable"), so the server's HTML is right at any width without
 * carrying every row twice. On a card each field shows its column's name (`data-label`); screen readers
 * keep the table's own headers.
 */
export function DataTable<T>({ label, rows, rowKey, columns, sort, cardsBelow = "sm", cardsHeader }: Props<T>) {
  return (
    <>
      {cardsHeader && <div className={cn("mb-3", CARDS_UNTIL[cardsBelow])}>{cardsHeader}</div>}
      <div data-cards-below={cardsBelow} className="data-table overflow-hidden rounded-lg border border-slate-200 bg-white">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => {
                const control = sort?.(column.id);
                const header = column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header;
                const shared = cn(column.from && COLUMN_FROM[column.from], column.widthClass);
                return control ? (
                  <SortableHead key={column.id} sort={control} numeric={column.numeric} className={shared || undefined}>
                    {header}
                  </SortableHead>
                ) : (
                  <TableHead key={column.id} className={cn(column.numeric && "text-right", shared)}>
                    {header}
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => {
                  const place = column.card ?? "field";
                  return (
                    <TableCell
                      key={column.id}
                      data-card={place === "field" ? undefined : place}
                      data-label={place === "field" || place === "wide" ? column.header : undefined}
                      className={cn(column.numeric && "text-right tabular-nums", column.nowrap && "whitespace-nowrap", column.from && COLUMN_FROM[column.from], column.widthClass, column.className)}
                    >
                      {column.cell(row)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
