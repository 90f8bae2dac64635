"use server";
import { action } from "@/lib/action";
import { idleLimitsSchema } from "@/lib/pipeline/schemas";
import { setIdleLimits } from "@/lib/pipeline/service";

/** The board's Idle limits dialog: days per stage (none: never idle), stored and audited as a setting. */
export const updateIdleLimitsAction = action({ permission: "projects.write", input: idleLimitsSchema }, ({ user, input }) => setIdleLimits(user, input));
