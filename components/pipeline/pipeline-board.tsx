"use client";
import { useEffect, useMemo, useState } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { cn } from "@/lib/client/cn";
import type { Stage } from "@/lib/projects/schemas";
import { useUrlDialog } from "@/components/shared/use-url-dialog";
import { LazyProjectDialog } from "@/components/projects/lazy-project-dialog";
import type { ProjectDialogState } from "@/components/projects/project-dialog/project-api";
import { BoardColumn } from "@/components/pipeline/board-column";
import { CardBody } from "@/components/pipeline/board-card";
import { BoardIcons } from "@/components/pipeline/board-icons";
import { StageSwitcher } from "@/components/pipeline/stage-switcher";
import { useBoardMoves } from "@/components/pipeline/use-board-moves";
import type { BoardState } from "@/lib/pipeline/board-href";
import type { BoardData, PlacedCard } from "@/components/pipeline/types";

const INSTRUCTIONS =
  "To move a deal to another stage, press space or enter on its handle, choose the stage with the left and right arrow keys, then press space or enter to drop it, or escape to cancel.";

/** The arrow keys jump a lifted card from column to column (the columns are the drop targets). */
const columnByColumn: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect } }) => {
  if (!collisionRect || (event.code !== "ArrowRight" && event.code !== "ArrowLeft")) return undefined;
  event.preventDefault();
  const rects = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const target = event.code === "ArrowRight" ? rects.find((r) => r.left > centre) : [...rects].reverse().find((r) => r.left + r.width < centre);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: Math.max(target.top, collisionRect.top) };
};

type Props = { board: BoardData; state: BoardState; initialStage: Stage; projectDialog: ProjectDialogState };

/**
 * The card's Move to… button; on a phone, where only one stage is shown, the switcher's button for the
 * card's stage when the card is in another; the column's heading when the card is not among those shown.
 */
function focusCard(id: string, stage: Stage | undefined) {
  // Not in a hidden column (checkVisibility: Chromium; elsewhere, e.g. jsdom, taken as shown).
  const visible = (el: HTMLElement | null | undefined) => (el && (typeof el.checkVisibility !== "function" || el.checkVisibility()) ? el : null);
  const trigger = visible(document.querySelector<HTMLElement>(`[data-move-to="${CSS.escape(id)}"]`));
  const fallback = stage && (visible(document.querySelector<HTMLElement>(`[data-stage-switch="${stage}"]`)) ?? visible(document.querySelector<HTMLElement>(`[data-column-heading="${stage}"]`)));
  (trigger ?? fallback)?.focus();
}

/** The columns, with drag-and-drop (pointer, touch, keyboard) on wide screens and one stage at a time on phones. */
export function PipelineBoard({ board, state, initialStage, projectDialog }: Props) {
  const { moved, move, busy, status, followId, settled, stopFollowing } = useBoardMoves(board.columns);
  const [phoneStage, setPhoneStage] = useState<Stage>(initialStage);
  const [dragging, setDragging] = useState<PlacedCard | null>(null);
  // The card opened is the URL's `?project=`; the page read it for the dialog.
  const dialog = useUrlDialog(projectDialog.open?.id ?? null, "project");
  const now = useMemo(() => new Date(board.now), [board.now]);

  // The server's columns with the moves still in flight shown where they are going.
  const columns = useMemo(() => {
    const inFlight = board.columns.flatMap((c) => c.cards.filter((card) => moved[card.id] && moved[card.id] !== c.stage).map((card) => ({ ...card, stage: moved[card.id] })));
    return board.columns.map((column) => ({
      ...column,
      cards: [...inFlight.filter((c) => c.stage === column.stage), ...column.cards.filter((c) => !moved[c.id] || moved[c.id] === column.stage).map((c) => ({ ...c, stage: column.stage }))],
    }));
  }, [board.columns, moved]);
  const cardById = useMemo(() => new Map(columns.flatMap((c) => c.cards).map((card) => [card.id, card])), [columns]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const name = (id: string | number) => cardById.get(String(id))?.client ?? "The deal";
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, in ${cardById.get(String(active.id))?.stage}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${over.id}.` : `${name(active.id)} is not over a stage.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} was dropped on ${over.id}.` : `${name(active.id)} was dropped outside the stages and did not move.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  // Move to…: the card is drawn anew in each column it passes through (its new one, or back where it was),
  // which drops the keyboard focus on the page; put it back on the card's own Move to… button each time.
  useEffect(() => {
    if (!followId) return;
    const active = document.activeElement;
    if (!active || active === document.body) focusCard(followId, cardById.get(followId)?.stage);
    if (settled) stopFollowing();
  });

  // Only the Move to… menu calls the columns' onMove (a drop arrives through onDragEnd).
  const onMenuMove = (m: Parameters<typeof move>[0]) => void move(m, { follow: true });
  const onDragStart = ({ active }: DragStartEvent) => setDragging(cardById.get(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = cardById.get(String(active.id));
    if (card && over) void move({ id: card.id, client: card.client, from: card.stage, to: over.id as Stage });
  };

  return (
    <>
      <BoardIcons.Sprite />
      <StageSwitcher columns={columns} value={phoneStage} onChange={setPhoneStage} />
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className="md:overflow-x-auto md:pb-2">
          <div className="grid gap-4 md:min-w-[60rem] md:grid-cols-5">
            {columns.map((column) => (
              <BoardColumn
                key={column.stage}
                column={column}
                state={state}
                now={now}
                limits={board.limits}
                busy={busy}
                onMove={onMenuMove}
                onOpen={dialog.openDialog}
                className={cn(column.stage !== phoneStage && "max-md:hidden")}
              />
            ))}
          </div>
        </div>
        <DragOverlay>{dragging && <CardBody card={dragging} now={now} limits={board.limits} className="shadow-lg ring-2 ring-emerald-600" />}</DragOverlay>
      </DndContext>
      <p role="status" className="sr-only">
        {status}
      </p>
      <LazyProjectDialog projectId={dialog.shown} state={projectDialog} onOpenChange={dialog.onOpenChange} onCreated={dialog.openDialog} />
    </>
  );
}
