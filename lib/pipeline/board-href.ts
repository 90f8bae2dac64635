// The board's URL and the table's share the search, quarter and type parameters, so switching views keeps
// the filters (issue 21 §1). Pure: the server page, the board and the dashboard's switch build links here.
import type { ProjectType, Quarter, Stage } from "@/lib/projects/schemas";
import { BOARD_STAGES, FIRST_CARDS, showParam } from "@/lib/pipeline/board-params";

export type BoardFilters = { search: string; quarter: Quarter | null; type: ProjectType | null; idle: boolean };
export type BoardState = BoardFilters & { shown: Record<Stage, number> };

function filterParams({ search, quarter, type }: Pick<BoardFilters, "search" | "quarter" | "type">): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search);
  if (quarter) params.set("quarter", quarter);
  if (type) params.set("type", type);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/** The board with these filters; columns show more cards only where `shown` says so. */
export function boardHref(state: BoardFilters & { shown?: Partial<Record<Stage, number>>; stage?: Stage }): string {
  const params = filterParams(state);
  if (state.idle) params.set("idle", "1");
  for (const stage of BOARD_STAGES) {
    const shown = state.shown?.[stage];
    if (shown && shown > FIRST_CARDS) params.set(showParam(stage), String(shown));
  }
  if (state.stage) params.set("stage", state.stage);
  return withQuery("/pipeline", params);
}

/** The dashboard's table with the same search, quarter and type. */
export function tableHref(filters: Pick<BoardFilters, "search" | "quarter" | "type">): string {
  return withQuery("/dashboard", filterParams(filters)) + "#projects";
}
