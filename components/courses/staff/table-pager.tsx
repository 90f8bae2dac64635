"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ELLIPSIS, pageNumbers } from "@/components/projects/page-numbers";

type Props = { page: number; pageCount: number; total: number; noun: string; onPage: (page: number) => void };

/** "12 assignments", Previous, the page numbers (spec 1 §9's window), Next. */
export function TablePager({ page, pageCount, total, noun, onPage }: Props) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        <span className="font-medium tabular-nums text-slate-900">{total.toLocaleString("en-US")}</span> {noun}
      </p>
      {pageCount > 1 && (
        <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-center gap-1">
          <Button variant="outline" size="icon" className="size-9" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            <ChevronLeft aria-hidden />
          </Button>
          {pageNumbers(page, pageCount).map((item, i) =>
            item === ELLIPSIS ? (
              <span key={`gap-${i}`} aria-hidden className="px-1 text-slate-500">
                {ELLIPSIS}
              </span>
            ) : (
              <Button key={item} variant={item === page ? "default" : "ghost"} size="icon" className="size-9 tabular-nums" aria-label={`Page ${item}`} aria-current={item === page ? "page" : undefined} onClick={() => onPage(item)}>
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
