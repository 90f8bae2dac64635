// The board's URL parameters without zod: board-href.ts builds links with them in the dashboard's client
// code, which should not load the schema library (schemas.ts parses the same parameters on the server).
import { STAGES, type Stage } from "@/lib/projects/values";
import { idleLimitKey } from "@/lib/pipeline/idle";

export const BOARD_STAGES = STAGES; // the spec's order: Pipeline, Best Case, Committed, Contracted, Deployed
export const CARDS_PER_PAGE = 50;
export const MAX_CARDS = 1000;

/** The URL parameter holding how many cards a column shows ("show_BestCase=100"). */
export const showParam = (stage: Stage) => `show_${idleLimitKey(stage)}`;
