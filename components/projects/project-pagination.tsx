"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ELLIPSIS, pageNumbers } from "@/components/projects/page-numbers";

type Props = { page: number; pageCount: number; total: number; pageSize: number; onPage: (page: number) => void; noun?: { one: string; many: string } };

/** "Showing 11–20 of 57", Previous, up to five page numbers, an ellipsis and the last page, Next. */
export function ProjectPagination({ page, pageCount, total, pageSize, onPage, noun = { one: "project", many: "projects" } }: Props) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing <span className="font-medium tabular-nums text-slate-900">{first}–{last}</span> of{" "}
        <span className="font-medium tabular-nums text-slate-900">{total.toLocaleString("en-US")}</span> {total === 1 ? noun.one : noun.many}
      </p>
      {pageCount > 1 && (
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <Button variant="outline" size="icon" className="size-9" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            <ChevronLeft aria-hidden />
          </Button>
          {pageNumbers(page, pageCount).map((item, i) =>
            item === ELLIPSIS ? (
              <span key={`gap-${i}`} aria-hidden className="px-1 text-slate-500">
                {ELLIPSIS}
              </span>
            ) : (
              <Button
                key={item}
                variant={item === page ? "default" : "ghost"}
                size="icon"
                className="size-9 tabular-nums"
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            ),
          )}
          <Button variant="outline" size="icon" className="size-9" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label="Next page">
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
