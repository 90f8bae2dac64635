"use client";
// Moves on the board: shown at once (optimistic), sent to the server action with the stage the board
// showed, and undone with a toast when the server refuses (a reservation rule, someone else's move).
// The action answers with the moved card alone, not with a re-render of the whole board (at 1,000,000
// projects that made a move cost 17–22× the session check): the card stays where it was dropped, and the
// board (totals, idle counts, the column's order) is read again afterwards in a transition.
import { useCallback, useState, useTransition } from "react";
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

/**
 * `columns`: the server's columns, to name where a refused card really is (after a 409 the board is read
 * again, and someone else's move may have put it in a third column). `follow` (Move to…): keep the
 * keyboard on the card while it travels, until the move has settled.
 */
export function useBoardMoves(columns: Columns) {
  // Cards shown in another column than the server's last answer put them in, until the move settles.
  const [moved, setMoved] = useState<Record<string, Stage>>({});
  // The last move's outcome, for the live region.
  const [notice, setNotice] = useState<{ moved: Move } | { refused: Refusal } | null>(null);
  const [followId, setFollowId] = useState<string | null>(null);
  const settle = useCallback((id: string) => setMoved(({ [id]: _done, ...rest }) => rest), []);
  const { run, busy } = useAction(moveProjectAction, { failure: "Move Failed" });
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();

  const move = useCallback(
    async (m: Move, { follow = false }: { follow?: boolean } = {}) => {
      const { id, from, to } = m;
      if (from === to) return;
      if (follow) setFollowId(id);
      setMoved((all) => ({ ...all, [id]: to }));
      const result = await run({ id, stage: to, expectedStage: from });
      if (result?.ok) {
        // One transition: the card leaves its optimistic place only when the re-read board commits.
        startTransition(() => {
          router.refresh();
          settle(id);
        });
        setNotice({ moved: m });
        return;
      }
      settle(id);
      if (result === undefined) return; // another move was still running: nothing was sent
      // A conflict means the board showed a state that is gone: read it again, then say where the card is.
      const reread = result.status === 409;
      if (reread) startTransition(() => router.refresh());
      setNotice({ refused: { ...m, reread } });
    },
    [run, settle, router],
  );

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
