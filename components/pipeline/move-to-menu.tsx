"use client";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { BoardIcons } from "@/components/pipeline/board-icons";
import { BOARD_STAGES } from "@/lib/pipeline/board-params";
import type { Move } from "@/components/pipeline/use-board-moves";
import type { PlacedCard } from "@/components/pipeline/types";

type Props = { card: PlacedCard; disabled: boolean; onMove: (move: Move) => void };

/** Move to…: the same move as a drop, for phones, and for anyone who would rather pick from a list. */
export function MoveToMenu({ card, disabled, onMove }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        data-move-to={card.id}
        aria-label={`Move ${card.client} to…`}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
      >
        <BoardIcons.Icon name="more" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Move to…</DropdownMenuLabel>
        {BOARD_STAGES.filter((stage) => stage !== card.stage).map((stage) => (
          <DropdownMenuItem key={stage} onSelect={() => onMove({ id: card.id, client: card.client, from: card.stage, to: stage })}>
            {stage}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
