// The board's URL (the table's search, quarter and type, plus "Idle only" and how many cards each column
// shows) and the idle-limits form. Client-safe.
import { z } from "zod";
import { projectListQuerySchema, type Stage } from "@/lib/projects/schemas";
import { SETTINGS } from "@/lib/settings/definitions";
import { BOARD_STAGES, FIRST_CARDS, MAX_CARDS } from "@/lib/pipeline/board-params";

export { BOARD_STAGES, CARDS_PER_PAGE, FIRST_CARDS, MAX_CARDS, showParam } from "@/lib/pipeline/board-params";

const shown = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : Number(v)),
  z.number().int().min(FIRST_CARDS).max(MAX_CARDS).catch(FIRST_CARDS).default(FIRST_CARDS),
);

export const boardQuerySchema = projectListQuerySchema.pick({ search: true, quarter: true, type: true }).extend({
  idle: z.preprocess((v) => v === "1" || v === "true", z.boolean()),
  shown: z.object(Object.fromEntries(BOARD_STAGES.map((s) => [s, shown])) as Record<Stage, typeof shown>),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const idleLimitsSchema = SETTINGS["pipeline.idleLimits"].schema;
export type IdleLimitsInput = z.infer<typeof idleLimitsSchema>;
