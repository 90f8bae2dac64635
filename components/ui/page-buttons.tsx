"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ELLIPSIS, pageNumbers } from "@/components/ui/page-numbers";

type Props = { page: number; pageCount: number; onPage: (page: number) => void; label: string };

/** Previous, the page numbers (spec 1 §9's window: up to five, an ellipsis, the last), Next; nothing for one page. */
export function PageButtons({ page, pageCount, onPage, label }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
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
  );
}
