"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { moveProjectSchema } from "@/lib/projects/schemas";
import { moveProject } from "@/lib/projects/service";

/** A card dropped on another column, or its "Move to…" menu: the edit dialog's stage change, with the stage the board showed. */
export const moveProjectAction = action(
  { permission: "projects.write", input: idParams.extend(moveProjectSchema.shape) },
  async ({ user, input: { id, ...move } }) => {
    const { stage } = await moveProject(user, id, move);
    return { id, stage };
  },
);
