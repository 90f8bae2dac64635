"use client";
// Moves on the board: shown at once (optimistic), sent to the server action with the stage the board
// showed, and undone with a toast when the server refuses (a reservation rule, someone else's move).
import { useCallback, useState } from "react";
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

  const move = useCallback(
    async ({ id, client, from, to }: Move) => {
      if (from === to) return;
      setMoved((m) => ({ ...m, [id]: to }));
      const result = await run({ id, stage: to, expectedStage: from });
      // The action re-rendered the page on success: the server's board now has the card where it belongs.
      settle(id);
      if (result === undefined) return; // another move was still running: nothing was sent
      setStatus(result.ok ? `${client} moved to ${to}.` : `${client} could not be moved and is back in ${from}.`);
    },
    [run, settle],
  );
  return { moved, move, busy, status };
}
