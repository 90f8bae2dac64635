"use client";
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SortableHead, type SortControl } from "@/components/ui/sortable-head";
import { cn } from "@/lib/client/cn";

/**
 * One column of a list. The same definition draws the wide screen's table cell and the phone's card:
 * on a card the column is its heading ("title"), a badge beside the heading, the row's buttons at the
 * foot ("actions"), a labelled field (the default; "wide" spans two), or left out ("none").
 */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The card's version of the cell when it differs (labelled buttons instead of icons, wrapping text). */
  cardCell?: (row: T) => ReactNode;
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
const TABLE_FROM = { sm: "sm:block", md: "md:block", lg: "lg:block" } as const;
const CARDS_UNTIL = { sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden" } as const;

type Props<T> = {
  /** The table's and the card list's accessible name. */
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** The sort of a sortable column (by id); none for the others. */
  sort?: (columnId: string) => SortControl | undefined;
  /** Below this width the rows are cards, so a phone reaches every row's actions without scrolling sideways. */
  cardsBelow?: keyof typeof TABLE_FROM;
  /** Above the cards only, e.g. a sort select (cards have no headers to click). */
  cardsHeader?: ReactNode;
};

/**
 * Every list of the app: the table on wider screens, the same rows as cards on phones (both are in the
 * page; CSS shows one, so the server renders the right one without knowing the width).
 */
export function DataTable<T>({ label, rows, rowKey, columns, sort, cardsBelow = "sm", cardsHeader }: Props<T>) {
  return (
    <>
      <div className={cn("hidden overflow-hidden rounded-lg border border-slate-200 bg-white", TABLE_FROM[cardsBelow])}>
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
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(column.numeric && "text-right tabular-nums", column.nowrap && "whitespace-nowrap", column.from && COLUMN_FROM[column.from], column.widthClass, column.className)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className={cn("space-y-3", CARDS_UNTIL[cardsBelow])}>
        {cardsHeader}
        <ul aria-label={label} className="space-y-3">
          {rows.map((row) => (
            <Card key={rowKey(row)} row={row} columns={columns} />
          ))}
        </ul>
      </div>
    </>
  );
}

function Card<T>({ row, columns }: { row: T; columns: Column<T>[] }) {
  const draw = (column: Column<T>) => (column.cardCell ?? column.cell)(row);
  const placed = (...places: Array<Column<T>["card"]>) => columns.filter((c) => places.includes(c.card ?? "field"));
  const actions = placed("actions");
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 wrap-anywhere">
          {placed("title").map((c) => (
            <div key={c.id}>{draw(c)}</div>
          ))}
        </div>
        {placed("badge").map((c) => (
          <div key={c.id} className="shrink-0">
            {draw(c)}
          </div>
        ))}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
        {placed("field", "wide").map((c) => (
          <div key={c.id} className={cn("min-w-0", c.card === "wide" && "col-span-2")}>
            <dt className="text-xs text-slate-500">{c.header}</dt>
            <dd className="wrap-anywhere font-medium tabular-nums text-slate-900">{draw(c)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-2">
          {actions.map((c) => (
            <div key={c.id}>{draw(c)}</div>
          ))}
        </div>
      )}
    </li>
  );
}
