"use client";
import { PageButtons } from "@/components/ui/page-buttons";

type Props = { page: number; pageCount: number; total: number; noun: string; onPage: (page: number) => void };

/** "12 assignments", then the page buttons. */
export function TablePager({ page, pageCount, total, noun, onPage }: Props) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        <span className="font-medium tabular-nums text-slate-900">{total.toLocaleString("en-US")}</span> {noun}
      </p>
      <PageButtons page={page} pageCount={pageCount} onPage={onPage} label={`${noun} pages`} />
    </div>
  );
}
