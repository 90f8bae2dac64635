"use client";
// One page of the project list, with the total from X-Total-Count (the default query function reads
// only the body, so this list has its own).
import { keepPreviousData, useQuery, type QueryFunction } from "@tanstack/react-query";
import { readJsonResponse, urlForQueryKey } from "@/lib/client/api";
import type { ProjectItem } from "@/components/projects/project-item";
import { listQuery, PAGE_SIZE, type ProjectListState } from "@/components/projects/project-list-state";

export const PROJECTS_KEY = "/api/projects";

export type ProjectPage = { rows: ProjectItem[]; total: number };

const fetchProjectPage: QueryFunction<ProjectPage> = async ({ queryKey, signal }) => {
  const res = await fetch(urlForQueryKey(queryKey), { credentials: "include", headers: { Accept: "application/json" }, signal });
  const rows = await readJsonResponse<ProjectItem[]>(res);
  const total = Number(res.headers.get("X-Total-Count"));
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
};

export function useProjectPage(state: ProjectListState) {
  const params = { ...listQuery(state), page: state.page, pageSize: PAGE_SIZE };
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ queryKey: [PROJECTS_KEY, params], queryFn: fetchProjectPage, placeholderData: keepPreviousData });
}
