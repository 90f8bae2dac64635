"use client";
// One page of the administration summary, with the total from X-Total-Count.
import { keepPreviousData, useQuery, type QueryFunction } from "@tanstack/react-query";
import { readJsonResponse, urlForQueryKey } from "@/lib/client/api";
import type { CompletionBadgeFilter, USER_STATUSES } from "@/lib/deal-room/schemas";
import type { z } from "zod";
import type { summaryRowSchema } from "@/lib/api/registry/deal-room";
import { SUMMARY_KEY } from "@/components/deal-room/query-keys";

export const PAGE_SIZE = 25;

export type SummaryRow = z.output<typeof summaryRowSchema>;

export type SummaryFilters = { search: string; status: (typeof USER_STATUSES)[number] | null; badge: CompletionBadgeFilter | null };

const fetchSummary: QueryFunction<{ rows: SummaryRow[]; total: number }> = async ({ queryKey, signal }) => {
  const res = await fetch(urlForQueryKey(queryKey), { credentials: "include", headers: { Accept: "application/json" }, signal });
  const rows = await readJsonResponse<SummaryRow[]>(res, "Failed to fetch document summaries");
  const total = Number(res.headers.get("X-Total-Count"));
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
};

/** The filters as the summary and the CSV export take them. */
export const summaryParams = (f: SummaryFilters) => ({ search: f.search, status: f.status ?? undefined, badge: f.badge ?? undefined });

export function useDocumentSummary(filters: SummaryFilters, page: number) {
  return useQuery({ queryKey: [SUMMARY_KEY, { ...summaryParams(filters), page, pageSize: PAGE_SIZE }], queryFn: fetchSummary, placeholderData: keepPreviousData });
}
