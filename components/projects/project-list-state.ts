// What the project table shows: filters, sort and page. They live in the URL (the dashboard page reads
// them on the server); this module holds the rules for moving between them, shared by server and client.
// Spec 1 §4: any sort change goes back to page 1; so does any filter change (page 4 of an old filter
// means nothing under a new one).
import type { ProjectListQuery, ProjectType, Quarter, SortKey, Stage } from "@/lib/projects/schemas";

export const PAGE_SIZE = 10;

export type ProjectFilters = { search: string; stage: Stage | null; quarter: Quarter | null; type: ProjectType | null };
export type ProjectSorting = Array<{ id: SortKey; desc: boolean }>;
export type ProjectListState = { filters: ProjectFilters; sorting: ProjectSorting; page: number };

export type ProjectListAction =
  | { type: "filter"; patch: Partial<ProjectFilters> }
  | { type: "toggleStage"; stage: Stage }
  | { type: "clearFilters" }
  | { type: "sort"; sorting: ProjectSorting }
  | { type: "page"; page: number };

export const NO_FILTERS: ProjectFilters = { search: "", stage: null, quarter: null, type: null };

export function projectListReducer(state: ProjectListState, action: ProjectListAction): ProjectListState {
  switch (action.type) {
    case "filter":
      return { ...state, filters: { ...state.filters, ...action.patch }, page: 1 };
    case "toggleStage":
      return { ...state, filters: { ...state.filters, stage: state.filters.stage === action.stage ? null : action.stage }, page: 1 };
    case "clearFilters":
      return { ...state, filters: NO_FILTERS, page: 1 };
    case "sort":
      return { ...state, sorting: action.sorting, page: 1 };
    case "page":
      return { ...state, page: Math.max(1, action.page) };
  }
}

/** A header's click: one column at a time, cycling ascending → descending → none (newest first). */
export function toggleSort(sorting: ProjectSorting, id: SortKey): ProjectSorting {
  const current = sorting.find((s) => s.id === id);
  if (!current) return [{ id, desc: false }];
  return current.desc ? [] : [{ id, desc: true }];
}

export function hasFilters(filters: ProjectFilters): boolean {
  return filters.search.trim() !== "" || filters.stage !== null || filters.quarter !== null || filters.type !== null;
}

/** The list's query parameters, as GET /api/projects and GET /api/projects/export read them. */
export function listQuery({ filters, sorting }: Pick<ProjectListState, "filters" | "sorting">) {
  const [sort] = sorting;
  return {
    search: filters.search.trim() || undefined,
    stage: filters.stage ?? undefined,
    quarter: filters.quarter ?? undefined,
    type: filters.type ?? undefined,
    sort: sort?.id,
    order: sort ? (sort.desc ? "desc" : "asc") : undefined,
  };
}

/**
 * The state as the page's URL: the list query's names, defaults left out. The search keeps the text as
 * typed (the server trims it), so a pause after a space does not take the space out of the search box.
 */
export function listHref(pathname: string, state: ProjectListState): string {
  const search = state.filters.search.trim() ? state.filters.search : undefined;
  return withQuery(pathname, { ...listQuery(state), search, page: state.page > 1 ? String(state.page) : undefined });
}

/** GET /api/projects/export for the list as it is filtered and sorted (spec 1 §7). */
export const exportHref = (state: Pick<ProjectListState, "filters" | "sorting">) => withQuery("/api/projects/export", listQuery(state));

function withQuery(path: string, values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The state the server read from the URL: its parsed query, the search as typed, the page it showed. */
export function listStateFrom(query: ProjectListQuery, typedSearch: string, page: number): ProjectListState {
  return {
    filters: { search: query.search ? typedSearch : "", stage: query.stage ?? null, quarter: query.quarter ?? null, type: query.type ?? null },
    sorting: query.sort ? [{ id: query.sort, desc: query.order === "desc" }] : [],
    page,
  };
}
