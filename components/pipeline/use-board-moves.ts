"use client";
// Moves on the board: shown at once (optimistic), sent to the server action with the stage the board
// showed, and undone with a toast when the server refuses (a reservation rule, someone else's move).
// The action answers with the moved card alone, not with a re-render of the whole board (at 1,000,000
// projects that made a move cost 17–22× the session check): the card stays where it was dropped, and the
// board (totals, idle counts, the column's order) is read again afterwards in a transition.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/ui/use-action";
import { moveProjectAction } from "@/actions/projects/move-project";
import type { Stage } from "@/lib/projects/schemas";

export type Move = { id: string; client: string; from: Stage; to: Stage };

type Columns = { stage: Stage; cards: { id: string }[] }[];
type Refusal = Move & { reread: boolean };

/** Where the server's board has the card now (undefined: not among the cards it shows). */
export const stageOf = (columns: Columns, id: string) => columns.find((c) => c.cards.some((card) => card.id === id))?.stage;

/** The live region's words for a refused move: the column the card stays in, as the board now shows it. */
export const refusedText = (client: string, to: Stage, stays: Stage) => `${client} could not be moved to ${to}. It stays in ${stays}.`;

/** An accepted move is in every board read after it: once one is on screen (none pending), the server's place is the card's. */
const landed = (entry: { ackedOn?: Columns }, columns: Columns, refreshing: boolean) => entry.ackedOn !== undefined && entry.ackedOn !== columns && !refreshing;

/**
 * `columns`: the server's columns, to name where a refused card really is (after a 409 the board is read
 * again, and someone else's move may have put it in a third column). `follow` (Move to…): keep the
 * keyboard on the card while it travels, until the move has settled.
 */
export function useBoardMoves(columns: Columns) {
  // Cards shown in another column than the server's board puts them in. An accepted move keeps its place
  // until a board read after it has arrived (`ackedOn`: the board on screen when the server accepted it;
  // a later board, with no refresh still pending, has the move in it). Settling on the transition alone let
  // a refresh that ended before its board arrived (or an earlier move's refresh) put the card back a moment.
  const [pending, setPending] = useState<Record<string, { to: Stage; ackedOn?: Columns }>>({});
  // The last move's outcome, for the live region.
  const [notice, setNotice] = useState<{ moved: Move } | { refused: Refusal } | null>(null);
  const [followId, setFollowId] = useState<string | null>(null);
  const { run, busy } = useAction(moveProjectAction, { failure: "Move Failed" });
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const shownBoard = useRef(columns);
  useEffect(() => {
    shownBoard.current = columns;
  }, [columns]);

  /** Changes the card's entry only while it is still this move's (a later move of the same card owns it otherwise). */
  const update = useCallback((id: string, to: Stage, replacement: { to: Stage; ackedOn: Columns } | null) => {
    setPending(({ [id]: entry, ...rest }) => {
      if (!entry || entry.to !== to) return entry ? { ...rest, [id]: entry } : rest;
      return replacement ? { ...rest, [id]: replacement } : rest;
    });
  }, []);

  const move = useCallback(
    async (m: Move, { follow = false }: { follow?: boolean } = {}) => {
      const { id, from, to } = m;
      if (from === to) return;
      if (follow) setFollowId(id);
      setPending((all) => ({ ...all, [id]: { to } }));
      const result = await run({ id, stage: to, expectedStage: from });
      if (result?.ok) {
        update(id, to, { to, ackedOn: shownBoard.current });
        startTransition(() => router.refresh());
        setNotice({ moved: m });
        return;
      }
      update(id, to, null);
      if (result === undefined) return; // another move was still running: nothing was sent
      // A conflict means the board showed a state that is gone: read it again, then say where the card is.
      const reread = result.status === 409;
      if (reread) startTransition(() => router.refresh());
      setNotice({ refused: { ...m, reread } });
    },
    [run, update, router],
  );

  const moved = useMemo(
    () => Object.fromEntries(Object.entries(pending).flatMap(([id, entry]) => (landed(entry, columns, refreshing) ? [] : [[id, entry.to]]))) as Record<string, Stage>,
    [pending, columns, refreshing],
  );
  const stale = Object.keys(pending).length !== Object.keys(moved).length;
  useEffect(() => {
    if (stale) setPending((all) => Object.fromEntries(Object.entries(all).filter(([, entry]) => !landed(entry, columns, refreshing))));
  }, [stale, columns, refreshing]);

  // A refusal is announced once the board it names is on screen (the re-read one after a conflict).
  let status = "";
  if (notice && "moved" in notice) status = `${notice.moved.client} moved to ${notice.moved.to}.`;
  else if (notice && !(notice.refused.reread && refreshing)) {
    const r = notice.refused;
    status = refusedText(r.client, r.to, stageOf(columns, r.id) ?? r.from);
  }

  const settled = followId !== null && !busy && !refreshing && !(followId in moved);
  return { moved, move, busy, status, followId, settled, stopFollowing: useCallback(() => setFollowId(null), []) };
}
