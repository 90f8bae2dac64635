"use client";
import { PageButtons } from "@/components/ui/page-buttons";

type Props = { page: number; pageCount: number; total: number; pageSize: number; onPage: (page: number) => void; noun?: { one: string; many: string } };

/** "Showing 11–20 of 57", then the page buttons. */
export function ProjectPagination({ page, pageCount, total, pageSize, onPage, noun = { one: "project", many: "projects" } }: Props) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing <span className="font-medium tabular-nums text-slate-900">{first}–{last}</span> of{" "}
        <span className="font-medium tabular-nums text-slate-900">{total.toLocaleString("en-US")}</span> {total === 1 ? noun.one : noun.many}
      </p>
      <PageButtons page={page} pageCount={pageCount} onPage={onPage} label="Pagination" />
    </div>
  );
}
