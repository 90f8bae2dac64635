"use client";
import { useDraggable } from "@dnd-kit/core";
import { cn } from "@/lib/client/cn";
import { formatUsd } from "@/lib/format/money";
import { idleDays, wholeDaysSince, type IdleLimits } from "@/lib/pipeline/idle";
import { MoveToMenu } from "@/components/pipeline/move-to-menu";
import { BoardIcons } from "@/components/pipeline/board-icons";
import type { Move } from "@/components/pipeline/use-board-moves";
import type { PlacedCard } from "@/components/pipeline/types";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

function reservation(card: PlacedCard): string {
  if (card.reservationStatus === "pending") return `Reservation pending: ${card.investor ?? "an investor"}`;
  if (card.reservationStatus === "approved") return `Reserved by ${card.investor ?? "an investor"}`;
  return "No reservation";
}

type BodyProps = { card: PlacedCard; now: Date; limits: IdleLimits; className?: string; children?: React.ReactNode; title?: React.ReactNode };

/** What a card says: client, quarter, type, cost, chargers, reservation, time in stage and idleness (in words, not colour alone). */
export function CardBody({ card, now, limits, className, children, title }: BodyProps) {
  const idle = idleDays(limits, card.stage, card.lastActivityAt, now);
  return (
    <article className={cn("min-w-0 wrap-anywhere rounded-lg border bg-white p-3 text-sm shadow-sm", idle !== null ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200", className)}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">{title ?? <p className="truncate font-medium text-slate-900">{card.client}</p>}</div>
        {children}
      </div>
      <p className="text-slate-600">
        {card.deploymentQuarter} · {card.type} · {card.numberOfChargers} {card.numberOfChargers === 1 ? "charger" : "chargers"}
      </p>
      <p className="font-semibold tabular-nums text-slate-900">{formatUsd(card.projectCost)}</p>
      <p className="text-slate-700">{reservation(card)}</p>
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
        <span>
          In {card.stage} {days(wholeDaysSince(card.stageEnteredAt, now))}
        </span>
        {idle !== null ? <span className="font-semibold text-red-700">Idle {days(idle)}</span> : <span>Last activity {days(wholeDaysSince(card.lastActivityAt, now))} ago</span>}
      </p>
    </article>
  );
}

type Props = { card: PlacedCard; now: Date; limits: IdleLimits; busy: boolean; onMove: (move: Move) => void; onOpen: (projectId: string) => void };

/** A card on the board: dragged by its handle (pointer, touch or keyboard), or moved with its Move to… menu. */
export function BoardCard({ card, now, limits, busy, onMove, onOpen }: Props) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id: card.id, disabled: busy });
  return (
    <div ref={setNodeRef} className={cn(isDragging && "opacity-40")}>
      <CardBody
        card={card}
        now={now}
        limits={limits}
        title={
          <button type="button" data-card-title={card.id} onClick={() => onOpen(card.id)} className="max-w-full truncate text-left font-medium text-slate-900 underline-offset-2 hover:underline">
            {card.client}
          </button>
        }
      >
        <MoveToMenu card={card} disabled={busy} onMove={onMove} />
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.client} to another stage`}
          className="hidden size-7 shrink-0 touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 md:inline-flex"
        >
          <BoardIcons.Icon name="drag" className="size-4" />
        </button>
      </CardBody>
    </div>
  );
}
