// The board's URL parameters without zod: board-href.ts builds links with them in the dashboard's client
// code, which should not load the schema library (schemas.ts parses the same parameters on the server).
import { STAGES, type Stage } from "@/lib/projects/values";
import { idleLimitKey } from "@/lib/pipeline/idle";

export const BOARD_STAGES = STAGES; // the spec's order: Pipeline, Best Case, Committed, Contracted, Deployed
/**
 * Cards a column shows in the board's first HTML: about three are in view at 1280 × 720, and 50 per column
 * made the page 709 KB and its render 3–4× the no-cards board's (docs/bench.md, issue 29).
 */
export const FIRST_CARDS = 12;
/** Cards each "Show more" adds to a column. */
export const CARDS_PER_PAGE = 50;
export const MAX_CARDS = 1000;

/** The URL parameter holding how many cards a column shows ("show_BestCase=100"). */
export const showParam = (stage: Stage) => `show_${idleLimitKey(stage)}`;
