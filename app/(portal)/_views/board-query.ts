import "server-only";
// The board's URL as the board reads it: the table's search, quarter and type (parsed as the table parses
// them; a refused value is left out, not an error page), "Idle only", cards shown per column and the stage
// a phone shows first.
import { boardQuerySchema, BOARD_STAGES, showParam, type BoardQuery } from "@/lib/pipeline/schemas";
import { STAGES, type Stage } from "@/lib/projects/schemas";

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function boardQueryFrom(params: SearchParams): { query: BoardQuery; typedSearch: string; stage: Stage } {
  const raw: Record<string, unknown> = {};
  for (const key of ["search", "quarter", "type", "idle"]) if (first(params[key]) !== undefined) raw[key] = first(params[key]);
  raw.shown = Object.fromEntries(BOARD_STAGES.map((stage) => [stage, first(params[showParam(stage)])]));
  const parsed = boardQuerySchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  const query = parsed.success ? parsed.data : boardQuerySchema.parse(raw);
  const asked = first(params.stage);
  const stage = STAGES.find((s) => s === asked) ?? "Pipeline";
  return { query, typedSearch: typeof raw.search === "string" ? raw.search : "", stage };
}
