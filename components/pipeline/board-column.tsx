"use client";
import { useEffect, useRef } from "react";
import Link from "next/link";
import { useDroppable } from "@dnd-kit/core";
import { cn } from "@/lib/client/cn";
import { formatMillions } from "@/lib/format/money";
import { CARDS_PER_PAGE, MAX_CARDS } from "@/lib/pipeline/board-params";
import type { IdleLimits } from "@/lib/pipeline/idle";
import { STAGE_STYLE } from "@/components/shared/stage-style";
import { BoardCard } from "@/components/pipeline/board-card";
import { boardHref, type BoardState } from "@/lib/pipeline/board-href";
import type { Move } from "@/components/pipeline/use-board-moves";
import type { BoardData, PlacedCard } from "@/components/pipeline/types";

type Column = Omit<BoardData["columns"][number], "cards"> & { cards: PlacedCard[] };

type Props = {
  column: Column;
  state: BoardState;
  now: Date;
  limits: IdleLimits;
  busy: boolean;
  onMove: (move: Move) => void;
  onOpen: (projectId: string) => void;
  className?: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** One stage: its figures (count, cost in millions, chargers, idle deals, median days in stage), its cards, Show more. */
export function BoardColumn({ column, state, now, limits, busy, onMove, onOpen, className }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const headingId = `column-${column.stage.replace(" ", "-").toLowerCase()}`;
  const shown = state.shown[column.stage];
  const more = column.count > shown && shown < MAX_CARDS;
  // Show more: once the longer column has arrived, the keyboard goes on to the first card it added
  // (the link may be gone, and the cards read before it are already behind the user).
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    const titles = listRef.current?.querySelectorAll<HTMLElement>("[data-card-title]");
    if (index === null || !titles || titles.length <= index) return;
    firstNew.current = null;
    titles[index].focus();
  }, [column.cards]);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col rounded-xl border bg-slate-50 p-3", isOver ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200", className)}
    >
      <header className="mb-3 space-y-1">
        <h2 id={headingId} tabIndex={-1} data-column-heading={column.stage} className="flex items-center gap-2 font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          <span aria-hidden className={cn("size-3 rounded-full", STAGE_STYLE[column.stage].bar)} />
          {column.stage}
        </h2>
        <p className="text-sm text-slate-700">
          <span className="font-semibold tabular-nums text-slate-900">{formatMillions(column.value)}</span> · {plural(column.count, "deal")} · {plural(column.chargers, "charger")}
        </p>
        <p className="text-xs text-slate-600">
          {column.idleCount !== null && <span className={cn(column.idleCount > 0 && "font-medium text-red-700")}>{plural(column.idleCount, "idle deal")} · </span>}
          {column.medianDays === null ? "No moves out in 90 days" : `Median ${plural(Math.round(column.medianDays), "day")} in stage (90 days)`}
        </p>
      </header>
      {/* One track no wider than the column (a grid's own track would grow to a card's longest line). */}
      <ul ref={listRef} className="grid grid-cols-1 gap-2" aria-label={`${column.stage} deals`}>
        {column.cards.map((card) => (
          <li key={card.id} className="min-w-0">
            <BoardCard card={card} now={now} limits={limits} busy={busy} onMove={onMove} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {column.cards.length === 0 && <p className="py-6 text-center text-sm text-slate-600">No deals</p>}
      {more && (
        <Link
          href={boardHref({ ...state, shown: { ...state.shown, [column.stage]: Math.min(shown + CARDS_PER_PAGE, MAX_CARDS) }, stage: column.stage })}
          scroll={false}
          onClick={(event) => {
            // A click that opens another tab or window leaves this column as it is.
            if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) firstNew.current = column.cards.length;
          }}
          className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          Show more <span className="sr-only">{column.stage} deals</span>
        </Link>
      )}
    </section>
  );
}
