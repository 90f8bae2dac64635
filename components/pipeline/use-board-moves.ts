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

export function useBoardMoves() {
  // Cards shown in another column than the server's last answer put them in, until the move settles.
  const [moved, setMoved] = useState<Record<string, Stage>>({});
  const [status, setStatus] = useState("");
  const settle = useCallback((id: string) => setMoved(({ [id]: _done, ...rest }) => rest), []);
  const { run, busy } = useAction(moveProjectAction, { failure: "Move Failed" });
  const router = useRouter();
  const [, startTransition] = useTransition();

  const move = useCallback(
    async ({ id, client, from, to }: Move) => {
      if (from === to) return;
      setMoved((m) => ({ ...m, [id]: to }));
      const result = await run({ id, stage: to, expectedStage: from });
      if (result?.ok) {
        // One transition: the card leaves its optimistic place only when the re-read board commits.
        startTransition(() => {
          router.refresh();
          settle(id);
        });
      } else {
        settle(id);
        // A conflict means the board showed a state that is gone: read it again.
        if (result?.status === 409) startTransition(() => router.refresh());
      }
      if (result === undefined) return; // another move was still running: nothing was sent
      setStatus(result.ok ? `${client} moved to ${to}.` : `${client} could not be moved and is back in ${from}.`);
    },
    [run, settle, router],
  );
  return { moved, move, busy, status };
}
