"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { moveProjectSchema } from "@/lib/projects/schemas";
import { moveProject } from "@/lib/projects/service";

/**
 * A card dropped on another column, or its "Move to…" menu: the edit dialog's stage change, with the stage
 * the board showed. It answers with the card's new stage and no re-render of the page (`refresh: false`):
 * the board keeps the card where it was dropped and reads itself again afterwards (use-board-moves.ts).
 */
export const moveProjectAction = action(
  { permission: "projects.write", input: idParams.extend(moveProjectSchema.shape), refresh: false },
  async ({ user, input: { id, ...move } }) => {
    const { stage } = await moveProject(user, id, move);
    return { id, stage };
  },
);
