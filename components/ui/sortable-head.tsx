"use client";
import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/client/cn";

export type SortDirection = "asc" | "desc" | false;

/**
 * Where a column's sort lives. Sorted by the server: the sort is in the URL, so the header is a link to
 * the next sort (it opens in a new tab, works before the script loads, and Back undoes it); `onNavigate`
 * lets the list move there itself (optimistic state, a pending mark). Sorted in the browser (a TanStack
 * table holding every row): a button that changes that state.
 */
export type SortControl = { sorted: SortDirection } & ({ href: string; onNavigate?: () => void } | { onSort: (event: unknown) => void });

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const NEXT_SORT = { asc: "descending", desc: "no order" } as const;

const CONTROL = "inline-flex items-center gap-1 rounded px-2 py-1 uppercase tracking-wide hover:bg-slate-200/70 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

/** A column header that sorts: one click cycles ascending → descending → none, and `aria-sort` says where it stands. */
export function SortableHead({ sort, numeric, className, children }: { sort: SortControl; numeric?: boolean; className?: string; children: ReactNode }) {
  const { sorted } = sort;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  const title = `Sort ${sorted ? NEXT_SORT[sorted] : "ascending"}`;
  const body = (
    <>
      {children}
      <Icon className={cn("size-3.5", !sorted && "text-slate-400")} aria-hidden />
    </>
  );
  const look = cn(CONTROL, sorted && "text-slate-900");
  return (
    <TableHead aria-sort={sorted ? ARIA_SORT[sorted] : "none"} className={cn("px-1", numeric && "text-right", className)}>
      {"href" in sort ? (
        <Link
          href={sort.href}
          replace
          scroll={false}
          // A page per header would be read ahead for nothing: sorting is a deliberate click.
          prefetch={false}
          title={title}
          className={look}
          onClick={(event) => {
            // A plain click moves the list itself; a modified one (new tab, new window) stays a link.
            if (!sort.onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            sort.onNavigate();
          }}
        >
          {body}
        </Link>
      ) : (
        <button type="button" onClick={sort.onSort} title={title} className={look}>
          {body}
        </button>
      )}
    </TableHead>
  );
}
