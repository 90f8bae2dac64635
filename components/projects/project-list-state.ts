"use client";
// What the project table shows: filters, sort and page, in one reducer so every rule sits together.
// Spec 1 §4: any sort change goes back to page 1; so does any filter change (page 4 of an old filter
// means nothing under a new one).
import { useReducer } from "react";
import type { ProjectType, Quarter, SortKey, Stage } from "@/lib/projects/schemas";

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
const INITIAL: ProjectListState = { filters: NO_FILTERS, sorting: [], page: 1 };

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

export function useProjectListState() {
  return useReducer(projectListReducer, INITIAL);
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
